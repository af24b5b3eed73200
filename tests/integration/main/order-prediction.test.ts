/**
 * A queued order shows, until the server answers, the figures the server then stores: the desktop
 * plans the write from what its replica holds (the documents `/sync/pull` gave the same caller), the
 * same request goes to the real server, and the two orders must agree on everything a screen shows.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ReplicaDoc } from '../../../src-main/replica/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { createCustomer, createStaff, expectStatus, type Staff } from '../../support/actors.js';
import { addStock, createDeliveryOption, createProduct, createProvider, deliveryTo, moveOrder, seededTaxes, uniqueName, type Order } from '../../support/orders.js';
import { fieldsOf, planWrite, sendWrite, type Planner } from '../../support/predicted-writes.js';
import { ADMIN, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

/** What lists, the editor and the printed receipt read from an order. */
const SHOWN = [
  'cart',
  'total',
  'toPay',
  'profit',
  'cost',
  'contribution',
  'discountAmount',
  'taxes',
  'logistic',
  'delivery',
  'customer',
  'customerName',
  'partner',
  'state',
  'isBudget',
  'isSupply',
  'discount',
  'paymentMethod',
  'notes',
  'roadmapNotes',
];
const shown = (order: object) => fieldsOf(order, SHOWN);

describe('a queued order is priced as the server prices it', () => {
  let server: TestServer;
  let url: string;
  let admin: Planner;
  let partner: Planner;
  let products: { weight: string; unity: string; extra: string };
  let options: { near: string; far: string };
  let customer: string;

  beforeAll(async () => {
    server = await startTestServer('sqlite', inject('postgresUrl'));
    url = server.url;
    const adminToken = await signIn(url, ADMIN.username, ADMIN.password);
    const me = await expectStatus(call<{ user: ReplicaDoc }>(url, 'GET', '/auth/me', { token: adminToken }));
    admin = { url, token: adminToken, caller: { ...me.user, role: 'ADMIN' } };
    const taxes = await seededTaxes(url, adminToken);
    const provider = await createProvider(url, adminToken);
    const staff: Staff = await createStaff(url, adminToken, { name: 'Ana Partner', username: uniqueName('ana'), role: 'AV' });
    partner = { url, token: staff.token, caller: { ...staff.user, role: 'AV' } };
    const margins = [
      { quantity: 0, value: 1.2 },
      { quantity: 1000, value: 1.5 },
      { quantity: 5000, value: 1.4 },
    ];
    const weight = await createProduct(url, adminToken, { provider, unit: 'WEIGHT', taxBase: 1000, taxes: [taxes.v21], margins, contributions: 10, wholesalerContributions: 5 });
    const unity = await createProduct(url, adminToken, {
      provider,
      unit: 'UNITY',
      taxBase: 100,
      taxes: [taxes.c21, taxes.v21],
      margins: [
        { quantity: 0, value: 1.1 },
        { quantity: 1, value: 1.5 },
        { quantity: 10, value: 1.3 },
      ],
      contributions: 20,
      wholesalerContributions: 10,
    });
    const extra = await createProduct(url, adminToken, {
      provider,
      unit: 'UNITY',
      taxBase: 250,
      taxes: [],
      margins: [
        { quantity: 0, value: 1.3 },
        { quantity: 1, value: 1.4 },
      ],
      contributions: 15,
      wholesalerContributions: 5,
    });
    for (const product of [weight, unity, extra]) await addStock(url, adminToken, product._id, 50_000);
    products = { weight: weight._id, unity: unity._id, extra: extra._id };
    const near = await createDeliveryOption(url, adminToken, { customerPrice: 500, partnerPrice: 200, internPrice: 100, contributes: true });
    const far = await createDeliveryOption(url, adminToken, { customerPrice: 1800, partnerPrice: 900, internPrice: 300, contributes: false });
    options = { near: near._id, far: far._id };
    customer = (await createCustomer(url, staff.token, { name: 'Almacén Don Pepe' }))._id;
  });
  afterAll(() => server?.close());

  const cart = () => ({
    items: [
      { product: products.weight, quantity: 1500 },
      { product: products.unity, quantity: 12 },
    ],
  });
  const createOrder = (planner: Planner, input: object, drop: readonly string[] = []) => planWrite(planner, 'order.create', 'order.create', 'orders', input, drop);

  it('a partner’s new order: tiers, taxes, delivery copy, discount and totals as the server stores them', async () => {
    const write = await createOrder(partner, { customer, cart: cart(), delivery: deliveryTo(options.near), discount: 10, notes: 'Tocar timbre' });
    expect(write.optimistic).toMatchObject({ state: 'PENDIENTE', customerName: 'Almacén Don Pepe', delivery: { _id: options.near, customerPrice: 500, contributes: true } });
    const stored = await sendWrite<Order>(partner, write, 201);
    expect(shown(write.optimistic ?? {})).toEqual(shown(stored));
    expect(typeof stored.total).toBe('number');
  });

  it('the staff’s budget order for the house partner, without sales taxes', async () => {
    const write = await createOrder(admin, { customer, cart: cart(), delivery: deliveryTo(options.far, false), isBudget: true });
    expect(write.path).toBe('/order?isBudget=true');
    expect(write.optimistic).toMatchObject({ isBudget: true, isSupply: false, taxes: [] });
    const stored = await sendWrite<Order>(admin, write, 201);
    expect(shown(write.optimistic ?? {})).toEqual(shown(stored));
  });

  it('an edit keeps the earlier items’ prices after the product’s price changed, prices the new item now, and follows a new delivery option', async () => {
    const created = await sendWrite<Order>(partner, await createOrder(partner, { customer, cart: cart(), delivery: deliveryTo(options.near) }), 201);
    await expectStatus(call(url, 'PATCH', `/product/${products.weight}`, { token: admin.token, body: { taxBase: 1400, taxes: [], wholesalerContributions: 5 } }));
    const items = [
      { product: products.weight, quantity: 6000 },
      { product: products.extra, quantity: 3 },
    ];
    const update = await planWrite(partner, 'order.update', 'order.update', 'orders', { id: created._id, cart: { items }, delivery: deliveryTo(options.far), discount: 25, paymentMethod: 'BANCO' });
    const updated = await sendWrite<Order>(partner, update, 200);
    expect(shown(update.optimistic ?? {})).toEqual(shown(updated));
    expect(updated.cart.items[0]?.detail.metadata.taxBase).toBe(1000);

    const moved = await planWrite(partner, 'order.delivery', 'order.delivery', 'orders', { id: created._id, ...deliveryTo(options.near, false) });
    expect(moved.optimistic).toMatchObject({ delivery: { _id: options.near, customerPrice: 500, charged: false } });
    expect(shown(moved.optimistic ?? {})).toEqual(shown(await sendWrite<Order>(partner, moved, 200)));

    const replaced = await planWrite(partner, 'order.replace', 'order.replace', 'orders', {
      id: created._id,
      customer,
      cart: { items },
      delivery: deliveryTo(options.near),
      paymentMethod: 'EFECTIVO',
    });
    expect(replaced.optimistic).toMatchObject({ discount: 0, notes: null });
    expect(shown(replaced.optimistic ?? {})).toEqual(shown(await sendWrite<Order>(partner, replaced, 200)));
  });

  it('shows the order as sent when the replica lacks a product; refuses at once what the server refuses with every input at hand', async () => {
    const missing = await createOrder(partner, { customer, cart: cart(), delivery: deliveryTo(options.near) }, [`products/${products.unity}`]);
    expect(missing.optimistic).not.toHaveProperty('total');
    expect(missing.optimistic).toMatchObject({ cart: cart() });

    const body = { customer, cart: { items: [{ product: products.extra, quantity: 1.5 }] }, delivery: deliveryTo(options.near) };
    const refusal = await createOrder(partner, body).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    const answer = await call<{ details: unknown[] }>(url, 'POST', '/order', { token: partner.token, body });
    expect(answer.status).toBe(400);
    expect((refusal as AppError).details).toEqual(answer.body.details);
  });

  it('a queued delivery carries what was collected, and shows the order delivered and settled as the server stores it (issues 18, 19, 20)', async () => {
    const sent = await sendWrite<Order>(admin, await createOrder(admin, { customer, cart: cart(), delivery: deliveryTo(options.near) }), 201);
    const prepared = await moveOrder(url, admin.token, sent._id, ['confirm', 'prepare']);
    const collected = { amount: prepared.total, paymentMethod: 'BANCO' };
    const write = await planWrite(admin, 'order.deliver', 'order.deliver', 'orders', { id: prepared._id, collected });
    expect(write).toMatchObject({ method: 'PUT', path: `/order/deliver/${prepared._id}`, body: { collected } });
    const queued = write.optimistic as unknown as Order;
    expect(queued.delivery.delivered).toBe(true);
    expect(queued.settlement?.kind).toBe('cash');
    const stored = await sendWrite<Order>(admin, write, 200);
    // The delivery time is each side's own clock; the INGRESS's id is the server's to make.
    const atDelivery = (order: Order) => ({ ...shown(order), delivery: { ...order.delivery, deliveredAt: undefined }, settlement: order.settlement?.kind });
    expect(atDelivery(queued)).toEqual(atDelivery(stored));
    expect(stored.delivery.delivered).toBe(true);
  });
});
