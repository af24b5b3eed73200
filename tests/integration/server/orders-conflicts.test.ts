/**
 * 409s generated from the order state machine: every situation an order can reach, every action
 * the table does not allow there, over HTTP. Each refused call must leave the order, its stock and
 * the stock ledger exactly as they were. Edits are refused the same way outside PENDIENTE and
 * CONFIRMADO.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ORDER_ACTIONS } from '../../../src-shared/constants/orders.js';
import { allOrderSituations, allowedOrderActions, canEditOrder, conflictMessage, type OrderSituation } from '../../../src-shared/states/index.js';
import { createCustomer, expectStatus, type ErrorBody } from '../../support/actors.js';
import {
  addStock,
  createDeliveryOption,
  createOrder,
  createProduct,
  createProvider,
  deliveryTo,
  moveOrder,
  orderAction,
  pathTo,
  stockSnapshot,
  type Order,
  type Product,
} from '../../support/orders.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

const situations = allOrderSituations();
const label = (s: OrderSituation) => `${s.state}${s.flags.delivered ? ' (delivered)' : ''}`;
const refusals = situations.flatMap((situation) => {
  const allowed = allowedOrderActions(situation.state, situation.flags);
  return ORDER_ACTIONS.filter((action) => !allowed.includes(action)).map((action) => ({ situation, action, name: `${action} in ${label(situation)}` }));
});

describe.each(FLAVOURS)('order conflicts on %s', (flavour) => {
  let server: TestServer;
  let url: string;
  let admin: string;
  let products: Product[];
  let customer: string;
  let option: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    url = server.url;
    admin = await signIn(url, ADMIN.username, ADMIN.password);
    const provider = await createProvider(url, admin);
    products = [await createProduct(url, admin, { provider, unit: 'UNITY' }), await createProduct(url, admin, { provider, unit: 'WEIGHT', taxBase: 1000 })];
    for (const product of products) await addStock(url, admin, product._id, 5000);
    customer = (await createCustomer(url, admin, { name: 'Cliente' }))._id;
    option = (await createDeliveryOption(url, admin, { customerPrice: 100 }))._id;
  });
  afterAll(async () => {
    await server.close();
  });

  async function orderIn(situation: OrderSituation): Promise<Order> {
    const [unity, weight] = products;
    const order = await createOrder(url, admin, {
      customer,
      items: [
        { product: unity?._id ?? '', quantity: 2 },
        { product: weight?._id ?? '', quantity: 1500 },
      ],
    });
    const moved = await moveOrder(url, admin, order._id, pathTo(situation));
    expect({ state: moved.state, delivered: moved.delivery.delivered }).toEqual({ state: situation.state, delivered: situation.flags.delivered });
    return moved;
  }

  async function unchanged(order: Order, attempt: () => Promise<{ status: number; body: unknown }>, message?: string): Promise<void> {
    const ids = products.map((p) => p._id);
    const stockBefore = await stockSnapshot(server, ids);
    const response = await attempt();
    expect(response.status).toBe(409);
    if (message) expect((response.body as ErrorBody).message).toBe(message);
    expect(await expectStatus(call<Order>(url, 'GET', `/order/${order._id}`, { token: admin }))).toEqual(order);
    expect(await stockSnapshot(server, ids)).toEqual(stockBefore);
  }

  it('the table leaves something to refuse in every situation', () => {
    expect(situations.length).toBeGreaterThanOrEqual(5);
    for (const situation of situations) expect(refusals.some((r) => r.situation === situation)).toBe(true);
  });

  it.each(refusals)('refuses $name with 409 and changes nothing', async ({ situation, action }) => {
    const order = await orderIn(situation);
    await unchanged(order, () => orderAction(url, admin, action, order._id), conflictMessage('order', situation.state, action, situation.flags));
  });

  it.each(situations.filter((s) => !canEditOrder(s.state)).map((situation) => ({ situation, name: label(situation) })))('refuses edits of an order in $name', async ({ situation }) => {
    const order = await orderIn(situation);
    const [unity] = products;
    const items = [{ product: unity?._id ?? '', quantity: 7 }];
    await unchanged(order, () => call(url, 'PATCH', `/order/${order._id}`, { token: admin, body: { paymentMethod: 'EFECTIVO', cart: { items } } }), `cannot edit an order in state ${situation.state}`);
    await unchanged(order, () => call(url, 'PUT', `/order/${order._id}`, { token: admin, body: { customer, paymentMethod: 'EFECTIVO', delivery: deliveryTo(option), cart: { items } } }));
    await unchanged(order, () => call(url, 'PATCH', `/order/${order._id}/delivery`, { token: admin, body: deliveryTo(option) }));
  });
});
