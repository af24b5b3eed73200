import type { CashflowConcept, CashflowType, PaymentMethod, ReceiptType } from '../../../src-shared/constants.js';
import { toCents } from '../../../src-shared/money.js';
import { flag, type CollectionDef } from '../../db/documents.js';
import { searchText } from '../../db/search.js';

/** A money movement (domain §6). Never hard-deleted: removal sets status false and keeps who and when. */
export interface CashflowFields {
  type: CashflowType;
  amount: number;
  concept: CashflowConcept;
  paymentMethod: PaymentMethod;
  description: string | null;
  partner: string | null;
  customer: string | null;
  provider: string | null;
  garage: string | null;
  third: string | null;
  tag: string | null;
  isBudget: boolean;
  /** The other half of a transfer between garages. */
  linked: string | null;
  /** The order whose delivery recorded it. */
  order: string | null;
  /** The account movement of the payment on account that recorded it. */
  payment?: string | null;
  removedAt: string | null;
  removedBy: string | null;
}

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

/** A customer's current account; its balance always equals the sum of its movements. */
export interface AccountFields {
  customer: string;
  /** The customer's partner, for scoping. */
  partner: string | null;
  balance: number;
}

export const ACCOUNTS: CollectionDef<AccountFields> = {
  name: 'accounts',
  table: 'accounts',
  label: 'account',
  columns: (doc) => ({ customer: doc.customer, partner: doc.partner, balance_cents: toCents(doc.balance) }),
  owners: (doc) => ({ partner: doc.partner, customer: doc.customer }),
};

export interface AccountMovementFields {
  account: string;
  customer: string;
  partner: string | null;
  /** Positive: the customer owes more (a delivered order); negative: a payment. */
  delta: number;
  kind: 'opening' | 'order' | 'orderReversal' | 'payment' | 'correction';
  refId: string | null;
  balance: number;
}

export const ACCOUNT_MOVEMENTS: CollectionDef<AccountMovementFields> = {
  name: 'accountMovements',
  table: 'account_movements',
  label: 'account movement',
  columns: (doc) => ({ account: doc.account, customer: doc.customer, partner: doc.partner, delta_cents: toCents(doc.delta), kind: doc.kind, ref_id: doc.refId }),
  owners: (doc) => ({ partner: doc.partner, customer: doc.customer }),
};

/** A provider's document: invoice (FC), credit note (NC) or debit note (ND). */
export interface ReceiptFields {
  type: ReceiptType;
  grossTotal: number;
  total: number;
  code: string;
  provider: string;
  buy: string | null;
  logisticCreditNote: boolean;
  isBudget: boolean;
  description: string | null;
  taxes: Array<{ id: string; status: boolean; aliquot: number; type: string; value: number; name: string }>;
}

export const RECEIPTS: CollectionDef<ReceiptFields> = {
  name: 'receipts',
  table: 'receipts',
  label: 'receipt',
  columns: (doc) => ({ type: doc.type, provider: doc.provider, buy: doc.buy, is_budget: flag(doc.isBudget), total_cents: toCents(doc.total) }),
  owners: (doc) => ({ provider: doc.provider }),
};
