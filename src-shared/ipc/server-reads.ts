/**
 * Reads answered by the server rather than the replica: statistics, partner finance, provider
 * balances, stock shortage lists, audits (with their paged transactions), a driver's roadmaps with
 * their stops, an account with its movements, and a document's change history. Audits are created
 * here too: they snapshot the server's books at that moment, so they cannot wait in the outbox.
 */
import { onlineMutation, serverList, serverRead } from './route-input.js';

export const SERVER_READS = {
  'statistics.main': serverRead('statistics.main'),
  'statistics.finances': serverRead('statistics.finances'),
  'statistics.myFinances': serverRead('statistics.myFinances'),
  'statistics.providerBalances': serverRead('statistics.providerBalances'),
  'statistics.providerBalance': serverRead('statistics.providerBalance'),
  'statistics.cashBalances': serverRead('statistics.cashBalances'),
  'statistics.creditors': serverRead('statistics.creditors'),
  'statistics.partnerHistory': serverRead('statistics.partnerHistory'),
  'finance.partners': serverRead('finance.partners'),
  'finance.partner': serverRead('finance.partner'),
  'inventory.shortage': serverList('inventory.shortage', 'products'),
  'inventory.negative': serverList('inventory.negative', 'products'),
  'orders.due': serverList('order.due', 'orders'),
  'roadmaps.byDriver': serverRead('roadmap.byDriver'),
  'accounts.detail': serverRead('account.get'),
  /** The customer segments in use plus the seeded ones (domain §8): every customer's, not only the replica's. */
  'segments.list': serverRead('segment.list'),
  /** A document's change history, for the timeline of its detail screen. */
  'history.list': serverRead('history.list'),
  'audits.commercialList': serverRead('audit.commercialList'),
  'audits.partnerList': serverRead('audit.partnerList'),
  'audits.providerList': serverRead('audit.providerList'),
  'audits.customerList': serverRead('audit.customerList'),
  'audits.inventoryList': serverRead('audit.inventoryList'),
  'audits.createCommercial': onlineMutation('audit.commercialCreate'),
  'audits.createPartner': onlineMutation('audit.partnerCreate'),
  'audits.createProvider': onlineMutation('audit.providerCreate'),
  'audits.createCustomer': onlineMutation('audit.customerCreate'),
  /** The new audit, or as a dry run the differences it would apply (the route's answer). */
  'audits.importInventory': onlineMutation('audit.inventoryCreate'),
} as const;
