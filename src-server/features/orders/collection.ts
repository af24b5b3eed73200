import { toCents } from '../../../src-shared/money.js';
import { flag, type CollectionDef } from '../../db/documents.js';
import { searchText } from '../../db/search.js';
import type { OrderFields, DraftFields, CartFields } from '../../../src-shared/documents/orders.js';
export type { OrderDelivery, OrderStockLine, OrderFields, DraftFields, CartFields } from '../../../src-shared/documents/orders.js';

export const ORDERS: CollectionDef<OrderFields> = {
  name: 'orders',
  table: 'orders',
  label: 'order',
  columns: (doc) => ({
    state: doc.state,
    customer: doc.customer,
    partner: doc.partner,
    driver: doc.driver,
    roadmap: doc.roadmap,
    garage: doc.garage,
    delivered: flag(doc.delivery.delivered),
    delivered_at: doc.delivery.deliveredAt,
    stored: flag(doc.stored),
    is_budget: flag(doc.isBudget),
    is_supply: flag(doc.isSupply),
    date: doc.date,
    name_search: searchText(doc.customerName, doc.notes, String(doc.number)),
    total_cents: toCents(doc.total),
    to_pay_cents: toCents(doc.toPay),
    profit_cents: toCents(doc.profit),
  }),
  owners: (doc) => ({ partner: doc.partner, customer: doc.customer }),
};

export const DRAFTS: CollectionDef<DraftFields> = {
  name: 'drafts',
  table: 'drafts',
  label: 'draft',
  columns: (doc) => ({ state: doc.state, customer: doc.customer, partner: doc.partner }),
  owners: (doc) => ({ partner: doc.partner, customer: doc.customer }),
};

export const CARTS: CollectionDef<CartFields> = {
  name: 'carts',
  table: 'carts',
  label: 'cart',
  columns: (doc) => ({ customer: doc.customer, owner: doc.owner }),
  owners: (doc) => ({ partner: doc.owner, customer: doc.customer }),
};
