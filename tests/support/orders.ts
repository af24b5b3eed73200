/**
 * What order tests need, made through the real API: a catalog (taxes, provider, products with
 * stock, delivery options), partners and customers, and each order action as its HTTP call. Reads
 * of the money side go to the database the server writes, since those routes belong to features
 * that may not be built yet.
 */
import { ORDER_ACTIONS, type OrderAction } from '../../src-shared/constants/orders.js';
import { fromCents } from '../../src-shared/money.js';
import { ORDER_START, ORDER_TRANSITIONS, applyTransition, type OrderSituation } from '../../src-shared/states/index.js';
import { docs, type Doc } from '../../src-server/db/documents.js';
import type { DeliveryFields, TaxFields } from '../../src-server/features/catalog/collections.js';
import type { OrderFields } from '../../src-server/features/orders/collection.js';
import type { InventoryFigures, ProductFields } from '../../src-server/features/products/collection.js';
import type { RunningServer } from '../../src-server/server.js';
import { ADDRESS, expectStatus, type PageOf } from './actors.js';
import { call, type ApiResponse } from './server.js';

export type Order = Doc<OrderFields>;
export type Product = Doc<ProductFields>;

let unique = 0;
/** Names differ across the products and users one suite creates. */
export function uniqueName(prefix: string): string {
  unique += 1;
  return `${prefix}${unique}`;
}

export async function seededTaxes(url: string, token: string): Promise<{ v21: string; c21: string }> {
  const page = await expectStatus(call<PageOf<Doc<TaxFields>>>(url, 'GET', '/tax', { token }));
  const id = (name: string) => {
    const tax = page.docs.find((t) => t.name === name);
    if (!tax) throw new Error(`seeded tax ${name} missing`);
    return tax._id;
  };
  return { v21: id('IVA 21% ventas'), c21: id('IVA 21% compras') };
}

export async function createProvider(url: string, token: string): Promise<string> {
  const provider = await expectStatus(call<{ _id: string }>(url, 'POST', '/provider', { token, body: { name: uniqueName('Prov ') } }), 201);
  return provider._id;
}

export async function createProduct(url: string, token: string, fields: Record<string, unknown> & { provider: string; unit: 'WEIGHT' | 'UNITY' }): Promise<Product> {
  const body = {
    name: uniqueName('Producto '),
    taxBase: 100,
    taxes: [],
    margins: [
      { quantity: 0, value: 1.1 },
      { quantity: 1, value: 1.5 },
    ],
    contributions: 10,
    wholesalerContributions: 5,
    ...fields,
  };
  return expectStatus(call<Product>(url, 'POST', '/product', { token, body }), 201);
}

/** `real += quantity` in the default garage. */
export async function addStock(url: string, token: string, product: string, quantity: number): Promise<void> {
  await expectStatus(call(url, 'PUT', `/product/${product}/adjustment`, { token, body: { quantity, reason: 'test stock' } }));
}

export async function inventory(url: string, token: string, product: string): Promise<InventoryFigures> {
  return (await expectStatus(call<Product>(url, 'GET', `/product/${product}`, { token }))).inventory;
}

export async function createDeliveryOption(url: string, token: string, fields: Partial<DeliveryFields>): Promise<Doc<DeliveryFields>> {
  return expectStatus(call<Doc<DeliveryFields>>(url, 'POST', '/delivery', { token, body: { name: uniqueName('Envío '), ...fields } }), 201);
}

/** Where an order goes; the option is named by the caller when there is one. */
export function deliveryTo(option?: string, charged = true): Record<string, unknown> {
  return { ...(option ? { _id: option } : {}), phone: '+54 11 5555 0000', contactEmail: null, address: ADDRESS, charged };
}

export interface OrderInput {
  customer: string;
  items: Array<{ product: string; quantity: number; isWholesaler?: boolean }>;
  delivery?: Record<string, unknown>;
  query?: string;
  [extra: string]: unknown;
}

export function postOrder(url: string, token: string, input: OrderInput): Promise<ApiResponse<Order>> {
  const { customer, items, delivery, query, ...extra } = input;
  const body = { customer, cart: { items }, delivery: delivery ?? deliveryTo(), ...extra };
  return call<Order>(url, 'POST', `/order${query ?? ''}`, { token, body });
}

export async function createOrder(url: string, token: string, input: OrderInput): Promise<Order> {
  return expectStatus(postOrder(url, token, input), 201);
}

/** The HTTP call of each order action (spec §7). */
export const ACTION_CALLS: Readonly<Record<OrderAction, { path: (id: string) => string; body?: unknown }>> = {
  confirm: { path: (id) => `/order/confirm/${id}`, body: { date: '2026-03-05' } },
  prepare: { path: (id) => `/order/prepare/${id}` },
  deliver: { path: (id) => `/order/deliver/${id}` },
  suspend: { path: (id) => `/order/suspend/${id}` },
  cancel: { path: (id) => `/order/cancel/${id}` },
  rollbackPrepare: { path: (id) => `/order/rollback/prepare/${id}` },
  rollbackDeliver: { path: (id) => `/order/rollback/deliver/${id}` },
};

export function orderAction(url: string, token: string, action: OrderAction, id: string): Promise<ApiResponse<Order>> {
  const { path, body } = ACTION_CALLS[action];
  return call<Order>(url, 'PUT', path(id), { token, ...(body === undefined ? {} : { body }) });
}

export async function moveOrder(url: string, token: string, id: string, actions: readonly OrderAction[]): Promise<Order> {
  let order: Order | undefined;
  for (const action of actions) order = await expectStatus(orderAction(url, token, action, id));
  if (!order) return expectStatus(call<Order>(url, 'GET', `/order/${id}`, { token }));
  return order;
}

const key = (s: OrderSituation) => `${s.state}|${String(s.flags.delivered)}`;

/** The shortest list of actions that takes a new order to `target`, read from the transition table. */
export function pathTo(target: OrderSituation): OrderAction[] {
  const queue: Array<{ at: OrderSituation; path: OrderAction[] }> = [{ at: ORDER_START, path: [] }];
  const seen = new Set([key(ORDER_START)]);
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (key(next.at) === key(target)) return next.path;
    for (const action of ORDER_ACTIONS) {
      const row = ORDER_TRANSITIONS.find((r) => r.from === next.at.state && r.action === action && Object.entries(r.guard).every(([f, v]) => next.at.flags[f as 'delivered'] === v));
      if (!row) continue;
      const to = applyTransition(row, next.at.flags);
      if (seen.has(key(to))) continue;
      seen.add(key(to));
      queue.push({ at: to, path: [...next.path, action] });
    }
  }
  throw new Error(`no path to ${key(target)}`);
}

/** The stock table and the ledger rows of some products, to compare before and after a call. */
export async function stockSnapshot(server: RunningServer, products: readonly string[]): Promise<unknown> {
  const db = server.database.db;
  const stock = await db.selectFrom('stock').selectAll().where('product', 'in', products).orderBy('product').orderBy('garage').execute();
  const records = await docs(db).selectFrom('records').select('id').where('product', 'in', products).execute();
  return { stock, records: records.length };
}

export interface CashRow {
  id: string;
  amount: number;
  concept: string;
  paymentMethod: string;
  partner: string | null;
  status: boolean;
}

/** Cash flow entries an order's delivery recorded, removed ones included. */
export async function cashflowsOfOrder(server: RunningServer, order: string): Promise<CashRow[]> {
  const rows = await docs(server.database.db).selectFrom('cashflows').select(['doc', 'status']).where('order_id', '=', order).execute();
  return rows.map((row) => {
    const doc = JSON.parse(row.doc) as CashRow & { _id: string };
    return { id: doc._id, amount: doc.amount, concept: doc.concept, paymentMethod: doc.paymentMethod, partner: doc.partner, status: Number(row.status) === 1 };
  });
}

/**
 * A partner's balance as domain §6 defines it, from the stored records: Σ toPay of its delivered
 * orders − Σ commercial.partner INGRESS naming it + Σ commercial.partner EGRESS naming it.
 */
export async function partnerBalance(server: RunningServer, partner: string): Promise<number> {
  const db = docs(server.database.db);
  const orders = await db.selectFrom('orders').select('to_pay_cents').where('partner', '=', partner).where('delivered', '=', 1).execute();
  const flows = await db.selectFrom('cashflows').select(['amount_cents', 'concept']).where('partner', '=', partner).where('type', '=', 'commercial.partner').where('status', '=', 1).execute();
  let cents = orders.reduce((sum, o) => sum + Number(o.to_pay_cents), 0);
  for (const flow of flows) cents += flow.concept === 'INGRESS' ? -Number(flow.amount_cents) : Number(flow.amount_cents);
  return fromCents(cents);
}

/** The balance an account document holds. */
export async function accountBalance(server: RunningServer, account: string): Promise<number> {
  const row = await docs(server.database.db).selectFrom('accounts').select('doc').where('id', '=', account).executeTakeFirstOrThrow();
  return (JSON.parse(row.doc) as { balance: number }).balance;
}

/**
 * A UNITY product of tax base 100 with C and V 21% (unit cost 121), margin 1.5 from one unit and
 * 500 in stock: 2 units make an order total of 363. Its id.
 */
export async function productOf363(url: string, token: string): Promise<string> {
  const taxes = await seededTaxes(url, token);
  const provider = await createProvider(url, token);
  const product = await createProduct(url, token, {
    provider,
    unit: 'UNITY',
    taxBase: 100,
    taxes: [taxes.c21, taxes.v21],
    margins: [
      { quantity: 0, value: 1.1 },
      { quantity: 1, value: 1.5 },
    ],
    contributions: 20,
  });
  await addStock(url, token, product._id, 500);
  return product._id;
}
