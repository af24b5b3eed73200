import { toCents } from '../../../src-shared/money.js';
import { flag, type CollectionDef } from '../../db/documents.js';
import { searchText } from '../../db/search.js';
import type { CashflowFields, AccountFields, AccountMovementFields, ReceiptFields } from '../../../src-shared/documents/money.js';
export type { CashflowFields, AccountFields, AccountMovementFields, ReceiptFields } from '../../../src-shared/documents/money.js';

export const CASHFLOWS: CollectionDef<CashflowFields> = {
  name: 'cashflows',
  table: 'cashflows',
  label: 'cash flow entry',
  columns: (doc) => ({
    type: doc.type,
    concept: doc.concept,
    payment_method: doc.paymentMethod,
    amount_cents: toCents(doc.amount),
    partner: doc.partner,
    customer: doc.customer,
    provider: doc.provider,
    garage: doc.garage,
    third: doc.third,
    linked: doc.linked,
    order_id: doc.order,
    is_budget: flag(doc.isBudget),
    name_search: searchText(doc.description, doc.tag),
  }),
  owners: (doc) => ({ partner: doc.partner, provider: doc.provider }),
};

export const ACCOUNTS: CollectionDef<AccountFields> = {
  name: 'accounts',
  table: 'accounts',
  label: 'account',
  columns: (doc) => ({ customer: doc.customer, partner: doc.partner, balance_cents: toCents(doc.balance) }),
  owners: (doc) => ({ partner: doc.partner, customer: doc.customer }),
};

export const ACCOUNT_MOVEMENTS: CollectionDef<AccountMovementFields> = {
  name: 'accountMovements',
  table: 'account_movements',
  label: 'account movement',
  columns: (doc) => ({ account: doc.account, customer: doc.customer, partner: doc.partner, delta_cents: toCents(doc.delta), kind: doc.kind, ref_id: doc.refId }),
  owners: (doc) => ({ partner: doc.partner, customer: doc.customer }),
};

export const RECEIPTS: CollectionDef<ReceiptFields> = {
  name: 'receipts',
  table: 'receipts',
  label: 'receipt',
  columns: (doc) => ({ type: doc.type, provider: doc.provider, buy: doc.buy, is_budget: flag(doc.isBudget), total_cents: toCents(doc.total) }),
  owners: (doc) => ({ provider: doc.provider }),
};
