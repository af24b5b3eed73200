/**
 * Drafts and stand-alone carts over HTTP on both databases: who owns them, how a draft becomes a
 * PENDIENTE order (and only once), removal, and carts priced and kept by their creator.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Doc } from '../../../src-server/db/documents.js';
import type { CartFields, DraftFields } from '../../../src-server/features/orders/collection.js';
import { HOUSE_PARTNER_USERNAME } from '../../../src-shared/constants/house.js';
import { createCustomer, createStaff, customerSignIn, expectStatus, type ErrorBody, type PageOf, type Staff } from '../../support/actors.js';
import { createDeliveryOption, createProduct, createProvider, deliveryTo, uniqueName, type Order, type Product } from '../../support/orders.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

type Draft = Doc<DraftFields>;
type Cart = Doc<CartFields>;

const OWN_ONLY = {
  path: 'customer',
  key: 'customer.ownOnly',
  params: { field: 'customer' },
  message: 'customer must be your own customer id or left out: a customer orders only for itself',
};

describe.each(FLAVOURS)('drafts and carts on %s', (flavour) => {
  let server: TestServer;
  let url: string;
  let admin: string;
  let partner: Staff;
  let unity: Product;
  let option: string;
  let shopper: { token: string; id: string };

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    url = server.url;
    admin = await signIn(url, ADMIN.username, ADMIN.password);
    unity = await createProduct(url, admin, { provider: await createProvider(url, admin), unit: 'UNITY', taxBase: 100 });
    option = (await createDeliveryOption(url, admin, { customerPrice: 250 }))._id;
    partner = await createStaff(url, admin, { name: 'Carla Partner', username: uniqueName('carla'), role: 'AV' });
    const customer = await createCustomer(url, partner.token, { name: 'Clienta Online', phone: '+54 11 44440001' });
    const signed = await customerSignIn(server, '+54 11 44440001');
    shopper = { token: signed.token, id: customer._id };
  });
  afterAll(async () => {
    await server.close();
  });

  const draftBody = (extra: Record<string, unknown> = {}) => ({ cart: { items: [{ product: unity._id, quantity: 2 }] }, ...extra });

  it('gives a customer its own draft for its partner, and confirms it once into a PENDIENTE order', async () => {
    const someoneElse = (await createCustomer(url, admin, { name: 'Otro' }))._id;
    // A customer's draft is its own: another customer's id is refused on `customer`, never swapped for its own, and nothing is written.
    const swapped = await call<ErrorBody>(url, 'POST', '/order/draft', { token: shopper.token, body: draftBody({ customer: someoneElse, delivery: deliveryTo(option) }) });
    expect([swapped.status, swapped.body.details]).toEqual([400, [OWN_ONLY]]);
    expect((await expectStatus(call<PageOf<Draft>>(url, 'GET', '/order/v2/draft', { token: shopper.token }))).docs).toEqual([]);
    // Its own id, as sent by a page that names it, is taken.
    const draft = await expectStatus(call<Draft>(url, 'POST', '/order/draft', { token: shopper.token, body: draftBody({ customer: shopper.id, delivery: deliveryTo(option) }) }), 201);
    expect(draft).toMatchObject({ state: 'OPEN', customer: shopper.id, partner: partner.user._id, order: null });
    // 1.5 × 100 × 2 = 300 (the default tiers of the test products).
    expect(draft.cart.total).toBe(300);
    expect(draft.delivery).toMatchObject({ _id: option, customerPrice: 250 });

    const mine = await expectStatus(call<PageOf<Draft>>(url, 'GET', '/order/v2/draft', { token: shopper.token }));
    expect(mine.docs.map((d) => d._id)).toEqual([draft._id]);
    const partnerSees = await expectStatus(call<PageOf<Draft>>(url, 'GET', '/order/v2/draft?state=OPEN', { token: partner.token }));
    expect(partnerSees.docs.map((d) => d._id)).toContain(draft._id);
    const stranger = await createStaff(url, admin, { name: 'Dario Partner', username: uniqueName('dario'), role: 'AV' });
    const strangerSees = await expectStatus(call<PageOf<Draft>>(url, 'GET', '/order/v2/draft', { token: stranger.token }));
    expect(strangerSees.docs).toEqual([]);
    expect((await call(url, 'PUT', `/order/v2/draft/confirm/${draft._id}`, { token: stranger.token, body: {} })).status).toBe(404);

    const confirmed = await expectStatus(call<{ draft: Draft; order: Order }>(url, 'PUT', `/order/v2/draft/confirm/${draft._id}`, { token: shopper.token, body: { paymentMethod: 'BANCO' } }));
    expect(confirmed.draft).toMatchObject({ state: 'CONFIRMED', order: confirmed.order._id });
    // A customer reads its order as its public view (domain §8): no cost behind the prices.
    expect(confirmed.order).toMatchObject({ state: 'PENDIENTE', total: 550 });
    expect(confirmed.order).not.toHaveProperty('cost');
    const order = await expectStatus(call<Order>(url, 'GET', `/order/${confirmed.order._id}`, { token: partner.token }));
    expect(order).toMatchObject({ state: 'PENDIENTE', customer: shopper.id, partner: partner.user._id, paymentMethod: 'BANCO', total: 550 });
    // The cart's 300 plus the option's 250, charged to the customer.
    expect(order.cart.total).toBe(300);
    expect(order.cart.items.map((item) => ({ product: item.product, quantity: item.quantity, price: item.price }))).toEqual(
      draft.cart.items.map((item) => ({ product: item.product, quantity: item.quantity, price: item.price })),
    );
    expect(order.delivery).toMatchObject({ _id: option, customerPrice: 250, delivered: false });

    const again = await call<ErrorBody>(url, 'PUT', `/order/v2/draft/confirm/${draft._id}`, { token: shopper.token, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('cannot confirm a draft in state CONFIRMED');
    expect((await call(url, 'DELETE', `/order/v2/draft/${draft._id}`, { token: shopper.token })).status).toBe(409);
  });

  it('keeps an open draft the shop removes as CLOSED for its customer to see, removes one its customer removes for real, and needs a delivery to confirm one that has none', async () => {
    const draft = await expectStatus(call<Draft>(url, 'POST', '/order/draft', { token: partner.token, body: draftBody({ customer: shopper.id }) }), 201);
    expect(draft.partner).toBe(partner.user._id);
    const noDelivery = await call<ErrorBody>(url, 'PUT', `/order/v2/draft/confirm/${draft._id}`, { token: partner.token, body: {} });
    expect(noDelivery.status).toBe(400);
    expect(noDelivery.body.details?.[0]?.path).toBe('delivery');
    const removed = await expectStatus(call<Draft>(url, 'DELETE', `/order/v2/draft/${draft._id}`, { token: partner.token }));
    expect(removed).toMatchObject({ _id: draft._id, state: 'CLOSED' });
    const closed = await expectStatus(call<PageOf<Draft>>(url, 'GET', '/order/v2/draft?state=CLOSED&limit=200', { token: shopper.token }));
    expect(closed.docs.map((d) => [d._id, d.state])).toContainEqual([draft._id, 'CLOSED']);
    expect((await call<ErrorBody>(url, 'DELETE', `/order/v2/draft/${draft._id}`, { token: partner.token })).status).toBe(409);

    const own = await expectStatus(call<Draft>(url, 'POST', '/order/draft', { token: shopper.token, body: draftBody() }), 201);
    expect(await expectStatus(call<Draft>(url, 'DELETE', `/order/v2/draft/${own._id}`, { token: shopper.token }))).toMatchObject({ _id: own._id, state: 'CLOSED' });
    const row = await server.database.db.selectFrom('changes').select('deleted').where('doc_id', '=', own._id).executeTakeFirstOrThrow();
    expect(row.deleted).toBe(1);
    expect((await call(url, 'DELETE', `/order/v2/draft/${own._id}`, { token: shopper.token })).status).toBe(404);
    const missingCustomer = await call<ErrorBody>(url, 'POST', '/order/draft', { token: partner.token, body: draftBody() });
    expect(missingCustomer.body.details?.[0]?.path).toBe('customer');
  });

  it('refuses to confirm a draft the shop removed, 409 with nothing written, and lists it CLOSED to staff', async () => {
    const draft = await expectStatus(call<Draft>(url, 'POST', '/order/draft', { token: partner.token, body: draftBody({ customer: shopper.id, delivery: deliveryTo(option) }) }), 201);
    await expectStatus(call<Draft>(url, 'DELETE', `/order/v2/draft/${draft._id}`, { token: admin }));
    const ordersBefore = (await expectStatus(call<PageOf<Order>>(url, 'GET', '/order?limit=1', { token: admin }))).total;
    for (const token of [admin, partner.token, shopper.token]) {
      const refused = await call<ErrorBody>(url, 'PUT', `/order/v2/draft/confirm/${draft._id}`, { token, body: { delivery: deliveryTo(option), paymentMethod: 'EFECTIVO' } });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('cannot confirm a draft in state CLOSED');
      expect(refused.body.key).toBe('draft.state.notAllowed');
    }
    expect((await expectStatus(call<PageOf<Order>>(url, 'GET', '/order?limit=1', { token: admin }))).total).toBe(ordersBefore);
    for (const token of [admin, partner.token]) {
      const closed = await expectStatus(call<PageOf<Draft>>(url, 'GET', '/order/v2/draft?state=CLOSED&limit=200', { token }));
      expect(closed.docs.find((d) => d._id === draft._id)).toMatchObject({ state: 'CLOSED', order: null });
      const open = await expectStatus(call<PageOf<Draft>>(url, 'GET', '/order/v2/draft?state=OPEN&limit=200', { token }));
      expect(open.docs.map((d) => d._id)).not.toContain(draft._id);
    }
  });

  it('turns a draft of a house customer into an order of the house partner', async () => {
    const houseCustomer = (await createCustomer(url, admin, { name: 'Cliente de la casa' }))._id;
    const draft = await expectStatus(call<Draft>(url, 'POST', '/order/draft', { token: admin, body: draftBody({ customer: houseCustomer }) }), 201);
    expect(draft.partner).toBeNull();
    const { order } = await expectStatus(call<{ order: Order }>(url, 'PUT', `/order/v2/draft/confirm/${draft._id}`, { token: admin, body: { delivery: deliveryTo(undefined, false) } }));
    const users = await expectStatus(call<PageOf<{ _id: string; username: string }>>(url, 'GET', '/user/public?limit=200', { token: admin }));
    expect(order.partner).toBe(users.docs.find((u) => u.username === HOUSE_PARTNER_USERNAME)?._id);
  });

  it('keeps carts priced and private to their creator', async () => {
    const cart = await expectStatus(call<Cart>(url, 'POST', '/cart', { token: partner.token, body: { customer: shopper.id, items: [{ product: unity._id, quantity: 3 }] } }), 201);
    expect(cart).toMatchObject({ owner: partner.user._id, customer: shopper.id, total: 450 });
    expect(cart.items[0]).toMatchObject({ number: 1, price: 450 });
    const other = await createStaff(url, admin, { name: 'Eva Partner', username: uniqueName('eva'), role: 'AV' });
    expect((await call(url, 'GET', `/cart/${cart._id}`, { token: other.token })).status).toBe(404);
    expect((await call(url, 'PATCH', `/cart/${cart._id}`, { token: other.token, body: { items: [] } })).status).toBe(404);
    expect((await call(url, 'GET', `/cart/${cart._id}`, { token: admin })).status).toBe(200);
    const otherList = await expectStatus(call<PageOf<Cart>>(url, 'GET', '/cart', { token: other.token }));
    expect(otherList.docs).toEqual([]);
    const refused = await call<ErrorBody>(url, 'POST', '/cart', { token: other.token, body: { customer: shopper.id, items: [] } });
    expect(refused.body.details?.[0]?.path).toBe('customer');

    const grown = await expectStatus(call<Cart>(url, 'PATCH', `/cart/${cart._id}`, { token: partner.token, body: { items: [{ product: unity._id, quantity: 4 }] } }));
    expect(grown).toMatchObject({ customer: shopper.id, total: 600 });
    const emptied = await expectStatus(call<Cart>(url, 'PUT', `/cart/${cart._id}`, { token: partner.token, body: { items: [] } }));
    expect(emptied).toMatchObject({ customer: null, items: [], total: 0 });

    const own = await expectStatus(call<Cart>(url, 'POST', '/cart', { token: shopper.token, body: { items: [{ product: unity._id, quantity: 1 }] } }), 201);
    expect(own).toMatchObject({ owner: shopper.id, customer: shopper.id, total: 150 });
    const shopperList = await expectStatus(call<PageOf<Cart>>(url, 'GET', '/cart', { token: shopper.token }));
    expect(shopperList.docs.map((c) => c._id)).toEqual([own._id]);
  });

  it("refuses a customer's cart that names another customer, on `customer`, and writes nothing; its own id or none is taken", async () => {
    const someoneElse = (await createCustomer(url, admin, { name: 'Otra Clienta' }))._id;
    const items = [{ product: unity._id, quantity: 1 }];
    const listed = async () => (await expectStatus(call<PageOf<Cart>>(url, 'GET', '/cart?limit=200', { token: shopper.token }))).docs;
    const before = await listed();
    const created = await call<ErrorBody>(url, 'POST', '/cart', { token: shopper.token, body: { customer: someoneElse, items } });
    expect([created.status, created.body.details]).toEqual([400, [OWN_ONLY]]);
    expect(await listed()).toEqual(before);

    const own = await expectStatus(call<Cart>(url, 'POST', '/cart', { token: shopper.token, body: { customer: shopper.id, items } }), 201);
    expect(own).toMatchObject({ owner: shopper.id, customer: shopper.id, total: 150 });
    for (const method of ['PUT', 'PATCH']) {
      const edited = await call<ErrorBody>(url, method, `/cart/${own._id}`, { token: shopper.token, body: { customer: someoneElse, items: [{ product: unity._id, quantity: 5 }] } });
      expect([method, edited.status, edited.body.details]).toEqual([method, 400, [OWN_ONLY]]);
    }
    const kept = await expectStatus(call<Cart>(url, 'GET', `/cart/${own._id}`, { token: shopper.token }));
    expect(kept).toMatchObject({ customer: shopper.id, total: 150 });
    const cleared = await expectStatus(call<Cart>(url, 'PUT', `/cart/${own._id}`, { token: shopper.token, body: { customer: null, items: [] } }));
    expect(cleared).toMatchObject({ customer: shopper.id, total: 0 });
  });
});
