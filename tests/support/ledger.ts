/**
 * What the money suites share: a server with an admin, partners, customers, providers, thirds and
 * garages made over HTTP; and delivered orders written through the document store with the same
 * money effect the delivery has (`settleOrder`), so partner and account figures can be written
 * out exactly without depending on pricing or on the orders routes.
 */
import { dec } from '../../src-shared/money.js';
import { insertDoc, saveDoc, type Doc } from '../../src-server/db/documents.js';
import { runWrite } from '../../src-server/db/write.js';
import { defaultGarage } from '../../src-server/features/catalog/garages.js';
import { settleOrder } from '../../src-server/features/cashflow/ledger.js';
import { ORDERS, type OrderFields } from '../../src-server/features/orders/collection.js';
import { createStaff, expectStatus, type Staff } from './actors.js';
import { call, type TestServer } from './server.js';

export type Order = Doc<OrderFields>;

export interface Api {
  url: string;
  admin: string;
}

const ADDRESS = { label: 'Local', street: 'Meeks 1020', city: 'Temperley', province: 'Buenos Aires' };
let unique = 0;
const next = (prefix: string) => `${prefix} ${++unique}`;

export async function post<T = { _id: string }>(api: Api, path: string, body: unknown, token = api.admin, status = 201): Promise<T> {
  return expectStatus(call<T>(api.url, 'POST', path, { token, body }), status);
}

export async function get<T>(api: Api, path: string, token = api.admin): Promise<T> {
  return expectStatus(call<T>(api.url, 'GET', path, { token }));
}

export async function partner(api: Api, name = next('Vendedor')): Promise<Staff> {
  return createStaff(api.url, api.admin, { name, username: name.toLowerCase().replace(/\s+/g, ''), role: 'AV' });
}

/** A customer; made with a partner's token it belongs to that partner, with the admin's to the house. */
export async function customer(api: Api, token = api.admin, name = next('Cliente')): Promise<string> {
  return (await post(api, '/customer', { name, address: ADDRESS }, token))._id;
}

export async function provider(api: Api, name = next('Prov')): Promise<string> {
  return (await post(api, '/provider', { name }))._id;
}

export async function garage(api: Api, name = next('Garage')): Promise<string> {
  return (await post(api, '/garage', { name }))._id;
}

export async function third(api: Api, name = next('Tercero')): Promise<string> {
  return (await post(api, '/third', { name, tag: 'servicios' }))._id;
}

export interface OrderInput {
  partner: string;
  customer: string;
  total: number;
  cost: number;
  contribution?: number;
  logistic?: number;
  /** When it was delivered; the server's clock when omitted. */
  deliveredAt?: string;
  delivered?: boolean;
  state?: OrderFields['state'];
  paymentMethod?: OrderFields['paymentMethod'];
}

/** toPay = cost + contribution + logistic; profit = total − toPay (domain §4). */
export async function insertOrder(server: TestServer, input: OrderInput): Promise<Order> {
  const now = new Date(input.deliveredAt ?? Date.now());
  const delivered = input.delivered ?? true;
  return runWrite(server.database, { actor: null, now }, async (tx) => {
    const contribution = input.contribution ?? 0;
    const logistic = input.logistic ?? 0;
    const toPay = dec(input.cost).add(contribution).add(logistic).toNumber();
    const fields: OrderFields = {
      cart: { items: [], total: input.total },
      state: input.state ?? 'PREPARADO',
      isBudget: false,
      isSupply: false,
      customer: input.customer,
      customerName: 'Cliente',
      partner: input.partner,
      garage: (await defaultGarage(tx.trx))._id,
      delivery: {
        _id: null,
        name: null,
        customerPrice: 0,
        partnerPrice: 0,
        internPrice: 0,
        contributes: false,
        charged: false,
        phone: '+54 11 55550000',
        contactEmail: null,
        address: ADDRESS,
        delivered,
        deliveredAt: delivered ? tx.now : null,
      },
      discount: 0,
      paymentMethod: input.paymentMethod ?? 'EFECTIVO',
      notes: null,
      roadmapNotes: null,
      date: null,
      driver: null,
      roadmap: null,
      stored: false,
      settlement: null,
      cost: input.cost,
      discountAmount: 0,
      contribution,
      taxes: [],
      total: input.total,
      logistic,
      toPay,
      profit: dec(input.total).sub(toPay).toNumber(),
    };
    const order = await insertDoc(tx, ORDERS, fields);
    if (!delivered) return order;
    // What `PUT /order/deliver` does to money: the account is charged, or the total collected.
    return saveDoc(tx, ORDERS, order, { ...order, settlement: await settleOrder(tx, order) });
  });
}
