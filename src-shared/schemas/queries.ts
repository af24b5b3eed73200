/**
 * List queries (spec §7 filters). Every list pages with `page` (default 1) and `limit` (default 20,
 * audits 10, capped at 200); unknown keys are rejected like unknown body fields.
 */
import type { z } from 'zod';
import { BUY_STATES } from '../constants/buys.js';
import { CASHFLOW_CONCEPTS, CASHFLOW_TYPES, PAYMENT_METHODS } from '../constants/money-flows.js';
import { DRAFT_STATES, ORDER_STATES } from '../constants/orders.js';
import { AUDIT_DEFAULT_LIMIT, AUDIT_TRANSACTIONS_DEFAULT_LIMIT, DEFAULT_LIMIT } from '../constants/paging.js';
import { UNITS } from '../constants/products.js';
import { STOCK_FIELDS, TRACKER_KINDS } from '../constants/stock.js';
import { SYNC_PULL_DEFAULT_LIMIT, SYNC_PULL_MAX_LIMIT } from '../constants/sync.js';
import { ACCOUNT_MOVEMENT_KINDS } from '../documents/money.js';
import { obj } from './common.js';
import { contract, say } from './messages.js';
import { qBool, qDate, qEnum, qId, qInt, qLimit, qPage, qText } from './query-fields.js';

const paging = { page: qPage(), limit: qLimit(DEFAULT_LIMIT) };
const period = { fromDate: qDate(), toDate: qDate() };

/** A period that ends before it starts is a mistake, not an empty list. */
function periodInOrder(q: { fromDate?: string | undefined; toDate?: string | undefined }): boolean {
  if (q.fromDate === undefined || q.toDate === undefined) return true;
  return Date.parse(q.toDate) >= Date.parse(q.fromDate);
}
const periodError = { path: ['toDate'], error: (iss: object) => say(iss, contract.notBefore('toDate', 'fromDate')) };

export const pageQuery = obj(paging);
export type PageQuery = z.output<typeof pageQuery>;
/** Lists of entities that can be disabled: `status` filters enabled (true) or disabled (false). */
export const statusQuery = obj({ ...paging, status: qBool(), query: qText() });
export type StatusQuery = z.output<typeof statusQuery>;
/** A query for calls that take none: any key is unknown. */
export const emptyQuery = obj({});
export type EmptyQuery = z.output<typeof emptyQuery>;
export const periodQuery = obj(period).refine(periodInOrder, periodError);
export type PeriodQuery = z.output<typeof periodQuery>;

export const buyListQuery = obj({
  ...paging,
  provider: qId(),
  driver: qId(),
  state: qEnum(BUY_STATES),
  ...period,
  query: qText(),
  withoutReceipt: qBool(),
}).refine(periodInOrder, periodError);
export type BuyListQuery = z.output<typeof buyListQuery>;

/** `noAdmin` leaves out house orders; `stored` filters orders already closed by an audit. */
export const orderListQuery = obj({
  ...paging,
  customer: qId(),
  partner: qId(),
  driver: qId(),
  query: qText(),
  state: qEnum(ORDER_STATES),
  ...period,
  noAdmin: qBool(),
  stored: qBool(),
  'delivery.delivered': qBool(),
}).refine(periodInOrder, periodError);
export type OrderListQuery = z.output<typeof orderListQuery>;

/** `GET /order/due`: confirmed orders to deliver up to a date (default today). */
export const orderDueQuery = obj({ ...paging, toDate: qDate(), driver: qId() });
export type OrderDueQuery = z.output<typeof orderDueQuery>;

export const draftListQuery = obj({ ...paging, state: qEnum(DRAFT_STATES), customer: qId() });
export type DraftListQuery = z.output<typeof draftListQuery>;

export const productListQuery = obj({
  name: qText(),
  query: qText(),
  provider: qId(),
  category: qId(),
  unit: qEnum(UNITS),
  catalog: qBool(),
  status: qBool(),
  isShortage: qBool(),
  ...paging,
  splitPackage: qBool(),
});
export type ProductListQuery = z.output<typeof productListQuery>;

export const providerListQuery = obj({ status: qBool(), ...paging, query: qText() });
export type ProviderListQuery = z.output<typeof providerListQuery>;

export const receiptListQuery = obj({ status: qBool(), ...paging, provider: qId(), buy: qId() });
export type ReceiptListQuery = z.output<typeof receiptListQuery>;

export const roadmapListQuery = obj({ status: qBool(), ...paging, driver: qId(), ...period }).refine(periodInOrder, periodError);
export type RoadmapListQuery = z.output<typeof roadmapListQuery>;

export const userListQuery = obj({ status: qBool(), isDriver: qBool(), ...paging, query: qText() });
export type UserListQuery = z.output<typeof userListQuery>;

/** Audits page by 10, and so do the transactions listed inside each audit (spec §9). */
export const auditListQuery = obj({
  query: qText(),
  page: qPage(),
  limit: qLimit(AUDIT_DEFAULT_LIMIT),
  transactionsPage: qPage(),
  transactionsLimit: qLimit(AUDIT_TRANSACTIONS_DEFAULT_LIMIT),
  partner: qId(),
  customer: qId(),
  provider: qId(),
  populatePartner: qBool(),
  populateCustomer: qBool(),
  populateProvider: qBool(),
});
export type AuditListQuery = z.output<typeof auditListQuery>;

export const customerListQuery = obj({
  ...paging,
  query: qText(),
  status: qBool(),
  segment: qText(),
  isWholesaler: qBool(),
  partner: qId(),
});
export type CustomerListQuery = z.output<typeof customerListQuery>;

export const cashflowListQuery = obj({
  ...paging,
  type: qEnum(CASHFLOW_TYPES),
  concept: qEnum(CASHFLOW_CONCEPTS),
  paymentMethod: qEnum(PAYMENT_METHODS),
  partner: qId(),
  customer: qId(),
  provider: qId(),
  garage: qId(),
  third: qId(),
  status: qBool(),
  query: qText(),
  ...period,
}).refine(periodInOrder, periodError);
export type CashflowListQuery = z.output<typeof cashflowListQuery>;

export const accountListQuery = obj({ ...paging, customer: qId(), status: qBool(), query: qText() });
export type AccountListQuery = z.output<typeof accountListQuery>;
/** The movements of a customer's account, read from the desk's replica (payments to print a receipt of). */
export const accountMovementListQuery = obj({ ...paging, account: qId(), customer: qId(), kind: qEnum(ACCOUNT_MOVEMENT_KINDS) });
export type AccountMovementListQuery = z.output<typeof accountMovementListQuery>;

const recordFilters = { ...paging, garage: qId(), field: qEnum(STOCK_FIELDS), ...period };
/** Stock ledger rows (`GET /record`). */
export const recordListQuery = obj({ ...recordFilters, product: qId() }).refine(periodInOrder, periodError);
export type RecordListQuery = z.output<typeof recordListQuery>;
/** `GET /record/{productId}`: the product comes from the path. */
export const productRecordQuery = obj(recordFilters).refine(periodInOrder, periodError);
export type ProductRecordQuery = z.output<typeof productRecordQuery>;

const trackerFilters = { ...paging, kind: qEnum(TRACKER_KINDS), acknowledged: qBool() };
export const trackerListQuery = obj({ ...trackerFilters, product: qId() });
export type TrackerListQuery = z.output<typeof trackerListQuery>;
/** `GET /tracker/{productId}`: the product comes from the path. */
export const productTrackerQuery = obj(trackerFilters);
export type ProductTrackerQuery = z.output<typeof productTrackerQuery>;

export const thirdListQuery = obj({ ...paging, query: qText(), status: qBool() });
export type ThirdListQuery = z.output<typeof thirdListQuery>;

/** Reports by period for one partner, or all when `partner` is left out. */
export const partnerPeriodQuery = obj({ partner: qId(), ...period }).refine(periodInOrder, periodError);
export type PartnerPeriodQuery = z.output<typeof partnerPeriodQuery>;

/** `GET /statistics/provider-balances/{id}`: the movements behind one provider's balance. */
export const movementsQuery = obj({ ...paging, ...period }).refine(periodInOrder, periodError);
export type MovementsQuery = z.output<typeof movementsQuery>;

/** `GET /sync/pull` (design.md): documents changed after server counter `cursor`, from 0 on a first pull. */
export const syncPullQuery = obj({
  cursor: qInt({ min: 0, fallback: 0 }),
  limit: qInt({ min: 1, fallback: SYNC_PULL_DEFAULT_LIMIT, cap: SYNC_PULL_MAX_LIMIT }),
});
export type SyncPullQuery = z.output<typeof syncPullQuery>;
