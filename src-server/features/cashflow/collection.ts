import { toCents } from '../../../src-shared/money.js';
import { flag, type CollectionDef } from '../../db/documents.js';
import { searchText } from '../../db/search.js';
import type { CashflowFields } from '../../../src-shared/documents/money.js';
export type { CashflowFields } from '../../../src-shared/documents/money.js';

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
