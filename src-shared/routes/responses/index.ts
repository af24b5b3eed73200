/**
 * What every route of the table answers on success (2xx), one zod schema per route name. The
 * compiler holds the map complete (`satisfies Record<RouteName, …>`); the desktop's API client
 * parses each answer with it, the sync pull checks the documents it applies, and the integration
 * tests' HTTP helper checks every answer of every test against it.
 */
import { z } from 'zod';
import type { RouteName } from '../index.js';
import {
  accountDetail,
  accountDoc,
  accountMovementDoc,
  businessSettingsDoc,
  buyDoc,
  cartDoc,
  cashflowDoc,
  categoryDoc,
  customerDoc,
  deliveryDoc,
  draftClosingsAnswer,
  draftDoc,
  garageDoc,
  historyEntry,
  methodDoc,
  orderDoc,
  productDoc,
  providerDoc,
  receiptDoc,
  recordDoc,
  roadmapDoc,
  taxDoc,
  thirdDoc,
  trackerDoc,
  userDoc,
  withdrawalDoc,
} from './documents.js';
import {
  deliveryMessageAnswer,
  inventoryDryRun,
  lockAnswer,
  mainStatistics,
  meAnswer,
  otpSentAnswer,
  pairingCodeAnswer,
  providerBalanceDetail,
  providerBalanceRow,
  pullPage,
  sessionAnswer,
  signedOutAnswer,
} from './reports.js';
import { messageListAnswer, outboundMessageSchema } from '../../schemas/message.js';
import { pageOf } from './shapes.js';
import { createdAudit, listedAudit, roadmapWithStops } from './sheets.js';
import { cashBalances, creditors, financeStatistics, myFinances, partnerFinance, partnerHistory, partnerRow } from './statistics.js';

/** The same answer for several routes: a family's reads and writes of one document. */
function each<const N extends readonly RouteName[], S extends z.ZodType>(names: N, schema: S): { [K in N[number]]: S } {
  return Object.fromEntries(names.map((name) => [name, schema])) as { [K in N[number]]: S };
}

export const ROUTE_RESPONSES = {
  ...each(['audit.commercialCreate', 'audit.partnerCreate', 'audit.providerCreate', 'audit.customerCreate'], createdAudit),
  ...each(['audit.commercialList', 'audit.partnerList', 'audit.providerList', 'audit.inventoryList', 'audit.customerList'], pageOf(listedAudit)),
  /** The new audit, or as a dry run the differences it would apply: `dryRun` tells them apart. */
  'audit.inventoryCreate': z.union([createdAudit.extend({ dryRun: z.undefined().optional() }), inventoryDryRun]),

  'auth.signin': sessionAnswer,
  /** Asking for a code answers that it was sent; giving the code signs in. */
  'auth.otp': z.union([sessionAnswer, otpSentAnswer]),
  'auth.pairRedeem': sessionAnswer,
  'auth.pair': pairingCodeAnswer,
  'auth.signout': signedOutAnswer,
  'auth.me': meAnswer,

  ...each(['account.list', 'account.paid'], pageOf(accountDoc)),
  'account.get': accountDetail,
  ...each(['account.create', 'account.update', 'account.disable'], accountDoc),
  /** A payment on an account: the movement, the account's new balance, and the cash entry it makes. */
  'account.pay': z.looseObject({ payment: accountMovementDoc, account: accountDoc, entry: cashflowDoc }),

  'buy.list': pageOf(buyDoc),
  ...each(['buy.get', 'buy.create', 'buy.replace', 'buy.update', 'buy.rollbackApprove', 'buy.commit', 'buy.approve', 'buy.cancel', 'buy.withdrawal', 'buy.driver', 'buy.roadmap'], buyDoc),

  ...each(['cashflow.list', 'cashflow.paid'], pageOf(cashflowDoc)),
  ...each(['cashflow.get', 'cashflow.createPartner', 'cashflow.createProvider', 'cashflow.createInternal', 'cashflow.createExternal', 'cashflow.update'], cashflowDoc),
  /** A removal takes a transfer's two halves together. */
  'cashflow.remove': z.object({ removed: z.array(cashflowDoc) }),

  'cart.list': pageOf(cartDoc),
  ...each(['cart.get', 'cart.create', 'cart.replace', 'cart.update'], cartDoc),

  'category.list': pageOf(categoryDoc),
  ...each(['category.get', 'category.create', 'category.update', 'category.disable', 'category.enable'], categoryDoc),

  'customer.list': pageOf(customerDoc),
  ...each(['customer.get', 'customer.create', 'customer.update', 'customer.disable'], customerDoc),

  'chargeMethod.list': pageOf(methodDoc),
  ...each(['chargeMethod.get', 'chargeMethod.update', 'chargeMethod.remove', 'chargeMethod.create'], methodDoc),
  'payMethod.list': pageOf(methodDoc),
  ...each(['payMethod.get', 'payMethod.update', 'payMethod.remove', 'payMethod.create'], methodDoc),

  'delivery.list': pageOf(deliveryDoc),
  'delivery.message': deliveryMessageAnswer,
  ...each(['delivery.create', 'delivery.update', 'delivery.remove'], deliveryDoc),

  'finance.partners': pageOf(partnerRow),
  'finance.partner': partnerFinance,
  ...each(['inventory.shortage', 'inventory.negative'], pageOf(productDoc)),

  ...each(['order.list', 'order.due'], pageOf(orderDoc)),
  ...each(
    [
      'order.get',
      'order.create',
      'order.replace',
      'order.update',
      'order.delivery',
      'order.confirm',
      'order.prepare',
      'order.rollbackPrepare',
      'order.deliver',
      'order.rollbackDeliver',
      'order.suspend',
      'order.cancel',
      'order.driver',
      'order.roadmap',
    ],
    orderDoc,
  ),
  'order.draftList': pageOf(draftDoc),
  ...each(['order.draftCreate', 'order.draftRemove'], draftDoc),
  /** A confirmed draft and the order it became. */
  'order.draftConfirm': z.object({ draft: draftDoc, order: orderDoc }),

  'product.list': pageOf(productDoc),
  ...each(['product.get', 'product.create', 'product.update', 'product.critical', 'product.adjustment', 'product.forceAdjustment', 'product.disable', 'product.enable'], productDoc),
  'provider.list': pageOf(providerDoc),
  ...each(['provider.get', 'provider.create', 'provider.update', 'provider.disable', 'provider.enable'], providerDoc),

  'receipt.list': pageOf(receiptDoc),
  ...each(['receipt.get', 'receipt.create', 'receipt.remove'], receiptDoc),
  ...each(['record.list', 'record.byProduct'], pageOf(recordDoc)),

  'roadmap.list': pageOf(roadmapDoc),
  'roadmap.byDriver': pageOf(roadmapWithStops),
  ...each(['roadmap.create', 'roadmap.remove'], roadmapDoc),

  /** The segment names in use. */
  'segment.list': pageOf(z.string()),
  'tax.list': pageOf(taxDoc),

  'statistics.main': mainStatistics,
  'statistics.finances': financeStatistics,
  'statistics.myFinances': myFinances,
  'statistics.providerBalances': pageOf(providerBalanceRow),
  'statistics.providerBalance': providerBalanceDetail,
  'statistics.cashBalances': cashBalances,
  'statistics.creditors': creditors,
  'statistics.partnerHistory': partnerHistory,

  'third.list': pageOf(thirdDoc),
  ...each(['third.get', 'third.create', 'third.replace'], thirdDoc),
  ...each(['tracker.list', 'tracker.byProduct'], pageOf(trackerDoc)),
  'tracker.acknowledge': trackerDoc,

  'user.list': pageOf(userDoc),
  ...each(['user.get', 'user.create', 'user.update', 'user.thirdAdd', 'user.thirdRemove', 'user.profile', 'user.disable', 'user.enable'], userDoc),
  ...each(['user.lock', 'user.unlock'], lockAnswer),

  'withdrawal.list': pageOf(withdrawalDoc),
  ...each(['withdrawal.get', 'withdrawal.create', 'withdrawal.update', 'withdrawal.remove'], withdrawalDoc),
  'garage.list': pageOf(garageDoc),
  ...each(['garage.get', 'garage.create', 'garage.update', 'garage.disable', 'garage.enable'], garageDoc),

  ...each(['settings.get', 'settings.update'], businessSettingsDoc),
  'sync.pull': pullPage,
  'history.list': pageOf(historyEntry),
  'history.draftClosings': draftClosingsAnswer,
  /** The queued messages (a masked preview, never the body), with which channels are configured. */
  'message.list': messageListAnswer,
  'message.retry': outboundMessageSchema,
} as const satisfies Record<RouteName, z.ZodType>;

/** What route `N` answers on success, as its schema outputs it. */
export type RouteResponse<N extends RouteName> = z.output<(typeof ROUTE_RESPONSES)[N]>;

export function responseSchemaOf<N extends RouteName>(name: N): (typeof ROUTE_RESPONSES)[N] {
  return ROUTE_RESPONSES[name];
}
