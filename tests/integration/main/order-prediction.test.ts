/**
 * A queued order shows, until the server answers, the figures the server then stores: the desktop
 * plans the write from what its replica holds (the documents `/sync/pull` gave the same caller), the
 * same request goes to the real server, and the two orders must agree on everything a screen shows.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { plannedWrite, type WriteContext } from '../../../src-main/ipc/handlers/optimistic.js';
import type { ReplicaDoc } from '../../../src-main/replica/index.js';
import { HOUSE_PARTNER_USERNAME } from '../../../src-shared/constants.js';
import { newId } from '../../../src-shared/ids.js';
import { IPC_CONTRACT } from '../../../src-shared/ipc/contract.js';
import { routeByName, type RouteName } from '../../../src-shared/routes/index.js';
import { createCustomer, createStaff, expectStatus, type Staff } from '../../support/actors.js';
import { addStock, createDeliveryOption, createProduct, createProvider, deliveryTo, seededTaxes, uniqueName, type Order } from '../../support/orders.js';
import { ADMIN, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

/** What lists, the editor and the printed receipt read from an order. */
const SHOWN = ['cart', 'total', 'toPay', 'profit', 'cost', 'contribution', 'discountAmount', 'taxes', 'logistic', 'delivery', 'customer', 'customerName', 'partner', 'state', 'isBudget', 'isSupply', 'discount', 'paymentMethod', 'notes', 'roadmapNotes'] as const;

const shown = (order: object) => Object.fromEntries(SHOWN.map((field) => [field, (order as Record<string, unknown>)[field]]));

interface Pull {
  cursor: number;
  hasMore: boolean;
  changes: Array<{ collection: string; id: string; deleted: boolean; doc?: ReplicaDoc }>;
}

describe('a queued order is priced as the server prices it', () => {
  let server: TestServer;
  let url: string;
  let admin: string;
  let partner: Staff;
  let products: { weight: string; unity: string; extra: string };
  let options: { near: string; far: string };
  let customer: string;

  /** What a replica holds for the caller: every document its pulls bring. */
  async function replicaOf(token: string): Promise<Map<string, ReplicaDoc>> {
    const docs = new Map<string, ReplicaDoc>();
    let cursor = 0;
    for (;;) {
      const page = await expectStatus(call<Pull>(url, 'GET', `/sync/pull?cursor=${cursor}&limit=5000`, { token }));
      for (const change of page.changes) {
        if (change.deleted || !change.doc) docs.delete(`${change.collection}/${change.id}`);
        else docs.set(`${change.collection}/${change.id}`, change.doc);
      }
      cursor = page.cursor;
      if (!page.hasMore) return docs;
    }
  }

  async function plan(token: string, caller: ReplicaDoc & { role: string }, name: 'orders.create' | 'orders.update' | 'orders.replace' | 'orders.setDelivery', route: RouteName, input: unknown, drop: readonly string[] = []) {
    const replica = await replicaOf(token);
    for (const key of drop) replica.delete(key);
    const context: WriteContext = {
      current: (collection, id) => replica.get(`${collection}/${id}`),
      newId: () => newId(new Date()),
      now: () => new Date(),
      seller: () => ({ caller, housePartner: () => [...replica.values()].find((doc) => doc.username === HOUSE_PARTNER_USERNAME) }),
    };
    return plannedWrite(routeByName(route), 'orders', IPC_CONTRACT[name].input.parse(input) as never, context);
  }

  async function send(token: string, write: { method: string; path: string; body?: unknown }, status: number): Promise<Order> {
    return expectStatus(call<Order>(url, write.method, write.path, { token, body: write.body }), status);
  }

  beforeAll(async () => {
    server = await startTestServer('sqlite', inject('postgresUrl'));
    url = server.url;
    admin = await signIn(url, ADMIN.username, ADMIN.password);
    const taxes = await seededTaxes(url, admin);
    const provider = await createProvider(url, admin);
    partner = await createStaff(url, admin, { name: 'Ana Partner', username: uniqueName('ana'), role: 'AV' });
    const margins = [{ quantity: 0, value: 1.2 }, { quantity: 1000, value: 1.5 }, { quantity: 5000, value: 1.4 }];
    const weight = await createProduct(url, admin, { provider, unit: 'WEIGHT', taxBase: 1000, taxes: [taxes.v21], margins, contributions: 10, wholesalerContributions: 5 });
    const unity = await createProduct(url, admin, { provider, unit: 'UNITY', taxBase: 100, taxes: [taxes.c21, taxes.v21], margins: [{ quantity: 0, value: 1.1 }, { quantity: 1, value: 1.5 }, { quantity: 10, value: 1.3 }], contributions: 20, wholesalerContributions: 10 });
    const extra = await createProduct(url, admin, { provider, unit: 'UNITY', taxBase: 250, taxes: [], margins: [{ quantity: 0, value: 1.3 }, { quantity: 1, value: 1.4 }], contributions: 15, wholesalerContributions: 5 });
    for (const product of [weight, unity, extra]) await addStock(url, admin, product._id, 50_000);
    products = { weight: weight._id, unity: unity._id, extra: extra._id };
    const near = await createDeliveryOption(url, admin, { customerPrice: 500, partnerPrice: 200, internPrice: 100, contributes: true });
    const far = await createDeliveryOption(url, admin, { customerPrice: 1800, partnerPrice: 900, internPrice: 300, contributes: false });
    options = { near: near._id, far: far._id };
    customer = (await createCustomer(url, partner.token, { name: 'Almacén Don Pepe' }))._id;
  });
  afterAll(() => server?.close());

  const partnerCaller = () => ({ ...partner.user, role: 'AV' });
  const cart = () => ({ items: [{ product: products.weight, quantity: 1500 }, { product: products.unity, quantity: 12 }] });

  it('a partner’s new order: tiers, taxes, delivery copy, discount and totals as the server stores them', async () => {
    const input = { customer, cart: cart(), delivery: deliveryTo(options.near), discount: 10, notes: 'Tocar timbre' };
    const write = await plan(partner.token, partnerCaller(), 'orders.create', 'order.create', input);
    expect(write.optimistic).toMatchObject({ state: 'PENDIENTE', customerName: 'Almacén Don Pepe', delivery: { _id: options.near, customerPrice: 500, contributes: true } });
    const stored = await send(partner.token, write, 201);
    expect(shown(write.optimistic ?? {})).toEqual(shown(stored));
    expect(typeof stored.total).toBe('number');
  });

  it('the staff’s budget order for the house partner, without sales taxes', async () => {
    const me = await expectStatus(call<{ user: ReplicaDoc }>(url, 'GET', '/auth/me', { token: admin }));
    const write = await plan(admin, { ...me.user, role: 'ADMIN' }, 'orders.create', 'order.create', { customer, cart: cart(), delivery: deliveryTo(options.far, false), isBudget: true });
    expect(write.path).toBe('/order?isBudget=true');
    expect(write.optimistic).toMatchObject({ isBudget: true, isSupply: false, taxes: [] });
    const stored = await send(admin, write, 201);
    expect(shown(write.optimistic ?? {})).toEqual(shown(stored));
  });

  it('an edit keeps the earlier items’ prices after the product’s price changed, prices the new item now, and follows a new delivery option', async () => {
    const created = await send(partner.token, await plan(partner.token, partnerCaller(), 'orders.create', 'order.create', { customer, cart: cart(), delivery: deliveryTo(options.near) }), 201);
    await expectStatus(call(url, 'PATCH', `/product/${products.weight}`, { token: admin, body: { taxBase: 1400, taxes: [], wholesalerContributions: 5 } }));
    const items = [{ product: products.weight, quantity: 6000 }, { product: products.extra, quantity: 3 }];
    const update = await plan(partner.token, partnerCaller(), 'orders.update', 'order.update', { id: created._id, cart: { items }, delivery: deliveryTo(options.far), discount: 25, paymentMethod: 'BANCO' });
    const updated = await send(partner.token, update, 200);
    expect(shown(update.optimistic ?? {})).toEqual(shown(updated));
    expect(updated.cart.items[0]?.detail.metadata.taxBase).toBe(1000);

    const moved = await plan(partner.token, partnerCaller(), 'orders.setDelivery', 'order.delivery', { id: created._id, ...deliveryTo(options.near, false) });
    expect(moved.optimistic).toMatchObject({ delivery: { _id: options.near, customerPrice: 500, charged: false } });
    expect(shown(moved.optimistic ?? {})).toEqual(shown(await send(partner.token, moved, 200)));

    const replaced = await plan(partner.token, partnerCaller(), 'orders.replace', 'order.replace', { id: created._id, customer, cart: { items }, delivery: deliveryTo(options.near), paymentMethod: 'EFECTIVO' });
    expect(replaced.optimistic).toMatchObject({ discount: 0, notes: null });
    expect(shown(replaced.optimistic ?? {})).toEqual(shown(await send(partner.token, replaced, 200)));
  });

  it('shows the order as sent when the replica lacks a product, or when the server will refuse the quantity', async () => {
    const missing = await plan(partner.token, partnerCaller(), 'orders.create', 'order.create', { customer, cart: cart(), delivery: deliveryTo(options.near) }, [`products/${products.unity}`]);
    expect(missing.optimistic).not.toHaveProperty('total');
    expect(missing.optimistic).toMatchObject({ cart: cart() });

    const half = { items: [{ product: products.extra, quantity: 1.5 }] };
    const refused = await plan(partner.token, partnerCaller(), 'orders.create', 'order.create', { customer, cart: half, delivery: deliveryTo(options.near) });
    expect(refused.optimistic).not.toHaveProperty('total');
    expect((await call(url, refused.method, refused.path, { token: partner.token, body: refused.body })).status).toBe(400);
  });
});
