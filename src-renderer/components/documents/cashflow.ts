/**
 * How the screens read a cash flow entry. An entry written on this desk and not yet answered by
 * the server is what the form sent: no `number`, no `type` (the endpoint sets it), and for a
 * transfer no `linked` half yet.
 */
import type { CashflowType } from '../../../src-shared/constants/money-flows.js';
import type { CashflowDoc } from './read.js';

/** What the endpoint made it; a queued entry's type follows from the party its form named. */
export function entryType(entry: CashflowDoc): CashflowType {
  if (entry.type) return entry.type;
  if (entry.partner) return 'commercial.partner';
  if (entry.provider) return 'commercial.provider';
  if (entry.third) return 'external';
  return entry.adjust ? 'internal.adjust' : 'internal';
}

/** Half of a transfer between garages: the other half, or (still queued) the destination garage. */
export const isTransfer = (entry: CashflowDoc): boolean => Boolean(entry.linked ?? entry.destination);

/**
 * What recorded the entry when it was not a cash flow form (domain §6): the delivery of an order
 * or a payment on account. Such an entry changes only through what recorded it.
 */
export function recordedBy(entry: CashflowDoc): 'order' | 'payment' | null {
  if (entry.order) return 'order';
  if (entry.payment) return 'payment';
  return null;
}

/** `GET /statistics/cash-balances` (domain §6): the answer's shape is shared with the server. */
export type { CashBalances, GarageBalance, MethodFigures } from '../../../src-shared/documents/statistics.js';
