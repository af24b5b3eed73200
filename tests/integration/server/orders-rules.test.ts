/**
 * The rules around taking and finding orders, over HTTP on both databases: quantities and
 * references checked per item, the discount message, budget and supply pricing, every list filter
 * of spec §7, orders due, drivers and roadmaps.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DISCOUNT_ERROR } from '../../../src-shared/constants/orders.js';
import { MONEY_MAX, MULTIPLIER_MAX, TOTAL_MAX } from '../../../src-shared/limits.js';
import { insertDoc, requireDoc, saveDoc } from '../../../src-server/db/documents.js';
import { runWrite } from '../../../src-server/db/write.js';
import { ORDERS } from '../../../src-server/features/orders/collection.js';
import { ROADMAPS } from '../../../src-server/features/roadmaps/collection.js';
import { DAY, manualClock } from '../../support/clock.js';
import { createCustomer, createStaff, expectStatus, type ErrorBody, type PageOf } from '../../support/actors.js';
import { createDeliveryOption, createOrder, createProduct, createProvider, deliveryTo, moveOrder, postOrder, seededTaxes, uniqueName, type Order, type Product } from '../../support/orders.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

describe.each(FLAVOURS)('order rules on %s', (flavour) => {
  const clock = manualClock('2026-03-02T12:00:00.000Z');
  let server: TestServer;
  let url: string;
  let admin: string;
  let provider: string;
  let unity: Product;
  let weight: Product;
  let customer: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'), { clock: clock.now });
    url = server.url;
    admin = await signIn(url, ADMIN.username, ADMIN.password);
    const taxes = await seededTaxes(url, admin);
    provider = await createProvider(url, admin);
    unity = await createProduct(url, admin, { provider, unit: 'UNITY', taxBase: 100, taxes: [taxes.c21, taxes.v21], contributions: 20, wholesalerContributions: 10 });
    weight = await createProduct(url, admin, { provider, unit: 'WEIGHT', taxBase: 1000 });
    customer = (await createCustomer(url, admin, { name: 'Despensa Rules' }))._id;
  });
  afterAll(async () => {
    await server.close();
  });

  /** 10,000 million at a margin of 100: one unit is priced exactly at TOTAL_MAX (limits.ts). */
  function dearestProduct(): Promise<Product> {
    return createProduct(url, admin, {
      provider,
      unit: 'UNITY',
      taxBase: MONEY_MAX,
      margins: [
        { quantity: 0, value: MULTIPLIER_MAX },
        { quantity: 1, value: MULTIPLIER_MAX },
      ],
    });
  }

  async function refusal(input: Parameters<typeof postOrder>[2]): Promise<ErrorBody> {
    return (await expectStatus(postOrder(url, admin, input), 400)) as unknown as ErrorBody;
  }

  it('takes an order that totals exactly what one document may total, and refuses one its charged delivery takes past it, writing nothing', async () => {
    const dearest = await dearestProduct();
    const items = [{ product: dearest._id, quantity: 1 }];
    const delivery = await createDeliveryOption(url, admin, { customerPrice: 0.01 });
    const atLimit = await createOrder(url, admin, { customer, items, delivery: deliveryTo(delivery._id, false) });
    expect(atLimit.total).toBe(TOTAL_MAX);
    const tooLarge = { path: 'cart.items', message: `order total with its delivery must be at most ${TOTAL_MAX}`, key: 'order.totalTooLarge', params: { max: TOTAL_MAX } };
    const listed = async () => (await expectStatus(call<PageOf<Order>>(url, 'GET', `/order?customer=${customer}&limit=200`, { token: admin }))).total;
    const before = await listed();
    const refused = await refusal({ customer, items, delivery: deliveryTo(delivery._id, true) });
    expect(refused.details).toEqual([tooLarge]);
    expect(await listed()).toBe(before);
    // Charging the delivery on the order already taken: refused, and the order stays as it was.
    // Its body is the delivery: the refusal names what it charges, not items the call does not send.
    const charged = await expectStatus(call<ErrorBody>(url, 'PATCH', `/order/${atLimit._id}/delivery`, { token: admin, body: deliveryTo(delivery._id, true) }), 400);
    expect(charged.details).toEqual([{ ...tooLarge, path: 'charged' }]);
    const patched = await expectStatus(
      call<ErrorBody>(url, 'PATCH', `/order/${atLimit._id}`, { token: admin, body: { delivery: deliveryTo(delivery._id, true), paymentMethod: atLimit.paymentMethod } }),
      400,
    );
    expect(patched.details).toEqual([{ ...tooLarge, path: 'delivery.charged' }]);
    const kept = await expectStatus(call<Order>(url, 'GET', `/order/${atLimit._id}`, { token: admin }));
    expect([kept.total, kept.delivery.charged]).toEqual([TOTAL_MAX, false]);
  });

  it('refuses confirming a draft whose order its charged delivery takes past the limit on no field (the call sends no items), writing nothing', async () => {
    const dearest = await dearestProduct();
    const delivery = await createDeliveryOption(url, admin, { customerPrice: 0.01 });
    const draft = await expectStatus(call<{ _id: string }>(url, 'POST', '/order/draft', { token: admin, body: { customer, cart: { items: [{ product: dearest._id, quantity: 1 }] } } }), 201);
    const listed = async () => (await expectStatus(call<PageOf<Order>>(url, 'GET', `/order?customer=${customer}&limit=200`, { token: admin }))).total;
    const before = await listed();
    const refused = await expectStatus(call<ErrorBody>(url, 'PUT', `/order/v2/draft/confirm/${draft._id}`, { token: admin, body: { delivery: deliveryTo(delivery._id, true) } }), 400);
    const words = `the order this draft makes, with its delivery, would total, cost or owe the partner more than ${TOTAL_MAX}: confirm it with a delivery the customer does not pay, or remove the draft and send one with fewer items`;
    expect(refused).toMatchObject({ message: words, key: 'draft.tooLarge', params: { max: TOTAL_MAX } });
    expect(refused.details).toEqual([{ path: '', message: words, key: 'draft.tooLarge', params: { max: TOTAL_MAX } }]);
    expect(await listed()).toBe(before);
    const open = await expectStatus(call<PageOf<{ _id: string; state: string; order: string | null }>>(url, 'GET', `/order/v2/draft?customer=${customer}&limit=200`, { token: admin }));
    expect(open.docs.find((d) => d._id === draft._id)).toMatchObject({ state: 'OPEN', order: null });
    // The same draft with the delivery not charged to the customer is exactly at the limit: confirmed.
    const confirmed = await expectStatus(call<{ order: Order }>(url, 'PUT', `/order/v2/draft/confirm/${draft._id}`, { token: admin, body: { delivery: deliveryTo(delivery._id, false) } }));
    expect(confirmed.order.total).toBe(TOTAL_MAX);
  });

  it('holds the cost and what the partner owes (toPay) to what one document may total, though a margin under 1 keeps the total small, writing nothing', async () => {
    // 10,000 million a unit sold at half its cost: 100 units cost exactly TOTAL_MAX and total half of it.
    const margins = [
      { quantity: 0, value: 0.5 },
      { quantity: 1, value: 0.5 },
    ];
    const free = await createProduct(url, admin, { provider, unit: 'UNITY', taxBase: MONEY_MAX, margins, contributions: 0, wholesalerContributions: 0 });
    const contributing = await createProduct(url, admin, { provider, unit: 'UNITY', taxBase: MONEY_MAX, margins, contributions: 10, wholesalerContributions: 10 });
    const listed = async () => (await expectStatus(call<PageOf<Order>>(url, 'GET', `/order?customer=${customer}&limit=200`, { token: admin }))).total;
    const limitOf = (key: string, message: string) => ({ path: 'cart.items', message: `${message} must be at most ${TOTAL_MAX}`, key, params: { max: TOTAL_MAX } });
    const costTooLarge = limitOf('cart.costTooLarge', 'cart cost');
    const toPayTooLarge = limitOf('order.toPayTooLarge', 'what the partner owes for the order (toPay)');

    const atLimit = await createOrder(url, admin, { customer, items: [{ product: free._id, quantity: 100 }] });
    expect([atLimit.total, atLimit.cost, atLimit.toPay, atLimit.profit]).toEqual([TOTAL_MAX / 2, TOTAL_MAX, TOTAL_MAX, -TOTAL_MAX / 2]);
    const before = await listed();
    // One unit more costs past the limit; the same cost with a 10% contribution owes past it.
    expect((await refusal({ customer, items: [{ product: free._id, quantity: 101 }] })).details).toEqual([costTooLarge]);
    expect((await refusal({ customer, items: [{ product: contributing._id, quantity: 100 }] })).details).toEqual([toPayTooLarge]);
    expect(await listed()).toBe(before);
    // An edit that takes the order taken past it: refused, and the order stays as it was.
    const edited = await expectStatus(
      call<ErrorBody>(url, 'PATCH', `/order/${atLimit._id}`, { token: admin, body: { cart: { items: [{ product: free._id, quantity: 101 }] }, paymentMethod: atLimit.paymentMethod } }),
      400,
    );
    expect(edited.details).toEqual([costTooLarge]);
    const kept = await expectStatus(call<Order>(url, 'GET', `/order/${atLimit._id}`, { token: admin }));
    expect([kept.cart.items[0]?.quantity, kept.cost, kept.toPay]).toEqual([100, TOTAL_MAX, TOTAL_MAX]);
  });

  it('checks each item: whole units unless split packages are allowed, whole grams, enabled products', async () => {
    const half = await refusal({
      customer,
      items: [
        { product: weight._id, quantity: 500 },
        { product: unity._id, quantity: 1.5 },
      ],
    });
    expect(half.details?.[0]?.path).toBe('cart.items.1.quantity');
    const grams = await refusal({ customer, items: [{ product: weight._id, quantity: 100.5 }] });
    expect(grams.details?.[0]?.path).toBe('cart.items.0.quantity');
    const split = await createProduct(url, admin, { provider, unit: 'UNITY', splitPackage: true });
    const category = await expectStatus(call<{ _id: string }>(url, 'POST', '/category', { token: admin, body: { name: 'Quesos', slug: uniqueName('quesos'), splitPackage: true } }), 201);
    const byCategory = await createProduct(url, admin, { provider, unit: 'UNITY', category: category._id });
    const order = await createOrder(url, admin, {
      customer,
      items: [
        { product: split._id, quantity: 1.5 },
        { product: byCategory._id, quantity: 0.5 },
      ],
    });
    expect(order.cart.items.map((i) => i.quantity)).toEqual([1.5, 0.5]);
    const disabled = await createProduct(url, admin, { provider, unit: 'UNITY' });
    await expectStatus(call(url, 'DELETE', `/product/${disabled._id}`, { token: admin }));
    const off = await refusal({
      customer,
      items: [
        { product: unity._id, quantity: 1 },
        { product: disabled._id, quantity: 1 },
      ],
    });
    expect(off.details?.[0]?.path).toBe('cart.items.1.product');
    const unknown = await refusal({ customer, items: [{ product: 'a'.repeat(24), quantity: 1 }] });
    expect(unknown.details?.[0]?.path).toBe('cart.items.0.product');
    expect((await refusal({ customer: 'b'.repeat(24), items: [{ product: unity._id, quantity: 1 }] })).details?.[0]?.path).toBe('customer');
    expect((await refusal({ customer, delivery: deliveryTo('c'.repeat(24)), items: [{ product: unity._id, quantity: 1 }] })).details?.[0]?.path).toBe('delivery._id');
  });

  it('answers the contract message for a discount out of range, and the key the screens translate', async () => {
    for (const discount of [-1, 100.5, 150]) {
      const body = await refusal({ customer, discount, items: [{ product: unity._id, quantity: 1 }] });
      expect(body.message).toBe(DISCOUNT_ERROR);
      expect(body).toMatchObject({ key: 'order.discount.range', params: { field: 'discount', min: 0, max: 100 } });
      expect(body.details).toEqual([{ path: 'discount', message: DISCOUNT_ERROR, key: 'order.discount.range', params: { field: 'discount', min: 0, max: 100 } }]);
    }
    const full = await createOrder(url, admin, { customer, discount: 100, items: [{ product: unity._id, quantity: 1 }] });
    expect(full.contribution).toBe(0);
  });

  it('prices a budget without taxes and a supply order as wholesaler (query parameters)', async () => {
    // Budget: u = taxBase 100 → 1.5 × 100 × 3 = 450, no sales tax lines.
    const budget = await createOrder(url, admin, { customer, query: '?isBudget=true', items: [{ product: unity._id, quantity: 3 }] });
    expect(budget).toMatchObject({ isBudget: true, isSupply: false, total: 450, cost: 300, taxes: [] });
    // Supply: wholesaler tier 1.1 on u = 121 → 399.3; wholesaler contributions 10 % → 39.93.
    const supply = await createOrder(url, admin, { customer, query: '?isSupply=true', items: [{ product: unity._id, quantity: 3 }] });
    expect(supply).toMatchObject({ isBudget: false, isSupply: true, total: 399.3, contribution: 39.93 });
    expect(supply.cart.items[0]?.isWholesaler).toBe(true);
    const plain = await createOrder(url, admin, { customer, items: [{ product: unity._id, quantity: 3 }] });
    expect(plain).toMatchObject({ isBudget: false, isSupply: false, total: 544.5 });
  });

  it('filters lists by every spec §7 filter', async () => {
    const other = (await createCustomer(url, admin, { name: 'Fiambrería Zárate' }))._id;
    // A driver takes only an order that is shipped, not one the customer picks up.
    const shipping = await createDeliveryOption(url, admin, {});
    const early = await createOrder(url, admin, { customer: other, notes: 'portón verde', items: [{ product: unity._id, quantity: 1 }], delivery: deliveryTo(shipping._id, false) });
    clock.advance(3 * DAY);
    const late = await createOrder(url, admin, { customer: other, items: [{ product: unity._id, quantity: 2 }] });
    await moveOrder(url, admin, late._id, ['confirm', 'prepare', 'deliver']);
    const driver = await createStaff(url, admin, { name: 'Chofer', username: uniqueName('chofer'), role: 'OPERACION', isDriver: true });
    await expectStatus(call(url, 'PATCH', `/order/${early._id}/driver`, { token: admin, body: { driver: driver.user._id } }));
    await runWrite(server.database, { actor: null, now: clock.now() }, async (tx) => {
      const doc = await requireDoc(tx.trx, ORDERS, late._id);
      await saveDoc(tx, ORDERS, doc, { ...doc, stored: true });
    });
    const ids = async (query: string) => (await expectStatus(call<PageOf<Order>>(url, 'GET', `/order?limit=200&${query}`, { token: admin }))).docs.map((o) => o._id);
    expect(await ids(`customer=${other}`)).toEqual([late._id, early._id]);
    expect(await ids('query=zarate')).toEqual([late._id, early._id]);
    expect(await ids('query=porton')).toEqual([early._id]);
    expect(await ids(`query=${late.number}&customer=${other}`)).toEqual([late._id]);
    expect(await ids(`state=PREPARADO&customer=${other}`)).toEqual([late._id]);
    expect(await ids(`state=PENDIENTE&customer=${other}`)).toEqual([early._id]);
    expect(await ids(`driver=${driver.user._id}`)).toEqual([early._id]);
    expect(await ids(`delivery.delivered=true&customer=${other}`)).toEqual([late._id]);
    expect(await ids(`delivery.delivered=false&customer=${other}`)).toEqual([early._id]);
    expect(await ids(`stored=true`)).toEqual([late._id]);
    expect(await ids(`stored=false&customer=${other}`)).toEqual([early._id]);
    expect(await ids(`fromDate=2026-03-05&customer=${other}`)).toEqual([late._id]);
    expect(await ids(`toDate=2026-03-02&customer=${other}`)).toEqual([early._id]);
    expect(await ids(`fromDate=2026-03-02&toDate=2026-03-05&customer=${other}`)).toEqual([late._id, early._id]);
    // What the user types is text, LIKE's wildcards included, on both databases.
    const percent = await createOrder(url, admin, { customer, notes: 'seña del 50% al contado', items: [{ product: unity._id, quantity: 1 }] });
    expect(await ids(`query=${encodeURIComponent('50%')}`)).toEqual([percent._id]);
    const refused = await call<ErrorBody>(url, 'GET', '/order?fromDate=2026-03-05&toDate=2026-03-01', { token: admin });
    expect(refused.status).toBe(400);
  });

  it('lists orders due by a date: confirmed or prepared, not delivered, soonest first', async () => {
    const today = clock.now().toISOString().slice(0, 10);
    const nextWeek = new Date(clock.now().getTime() + 7 * DAY).toISOString().slice(0, 10);
    const make = async () => createOrder(url, admin, { customer, items: [{ product: unity._id, quantity: 1 }] });
    const [soon, later, delivered, pending] = [await make(), await make(), await make(), await make()];
    await expectStatus(call(url, 'PUT', `/order/confirm/${later._id}`, { token: admin, body: { date: nextWeek } }));
    await expectStatus(call(url, 'PUT', `/order/confirm/${soon._id}`, { token: admin, body: { date: today } }));
    await expectStatus(call(url, 'PUT', `/order/confirm/${delivered._id}`, { token: admin, body: { date: today } }));
    await moveOrder(url, admin, delivered._id, ['prepare', 'deliver']);
    const due = async (query = '') => (await expectStatus(call<PageOf<Order>>(url, 'GET', `/order/due?limit=200${query}`, { token: admin }))).docs.map((o) => o._id);
    const byToday = await due();
    expect(byToday).toContain(soon._id);
    for (const id of [later._id, delivered._id, pending._id]) expect(byToday).not.toContain(id);
    const byNextWeek = await due(`&toDate=${nextWeek}`);
    expect(byNextWeek.indexOf(soon._id)).toBeLessThan(byNextWeek.indexOf(later._id));
    expect(byNextWeek).not.toContain(delivered._id);
  });

  it('assigns drivers who drive and roadmaps that exist, and refuses cancelled orders', async () => {
    const shipping = await createDeliveryOption(url, admin, { customerPrice: 100 });
    const order = await createOrder(url, admin, { customer, items: [{ product: unity._id, quantity: 1 }], delivery: deliveryTo(shipping._id) });
    const clerk = await createStaff(url, admin, { name: 'Empleado', username: uniqueName('empleado'), role: 'OPERACION' });
    const notDriver = await call<ErrorBody>(url, 'PATCH', `/order/${order._id}/driver`, { token: admin, body: { driver: clerk.user._id } });
    expect(notDriver.status).toBe(400);
    expect(notDriver.body.details?.[0]?.path).toBe('driver');
    const driver = await createStaff(url, admin, { name: 'Chofer 2', username: uniqueName('chofer'), role: 'OPERACION', isDriver: true });
    const roadmap = await runWrite(server.database, { actor: null, now: clock.now() }, (tx) => insertDoc(tx, ROADMAPS, { driver: driver.user._id, date: '2026-03-06', notes: null }));
    const missing = await call<ErrorBody>(url, 'PATCH', `/order/${order._id}/roadmap`, { token: admin, body: { roadmap: 'd'.repeat(24) } });
    expect(missing.body.details?.[0]?.path).toBe('roadmap');
    const routed = await expectStatus(call<Order>(url, 'PATCH', `/order/${order._id}/roadmap`, { token: clerk.token, body: { roadmap: roadmap._id } }));
    expect(routed).toMatchObject({ roadmap: roadmap._id, driver: driver.user._id });
    await moveOrder(url, admin, order._id, ['cancel']);
    expect((await call(url, 'PATCH', `/order/${order._id}/driver`, { token: admin, body: { driver: driver.user._id } })).status).toBe(409);
  });

  it('copies the delivery option when the delivery is changed, and recomputes the totals', async () => {
    const option = await createDeliveryOption(url, admin, { customerPrice: 300, partnerPrice: 100, contributes: false });
    const order = await createOrder(url, admin, { customer, items: [{ product: weight._id, quantity: 1000 }] });
    expect(order.total).toBe(1500);
    const moved = await expectStatus(call<Order>(url, 'PATCH', `/order/${order._id}/delivery`, { token: admin, body: deliveryTo(option._id, true) }));
    expect(moved.delivery).toMatchObject({ _id: option._id, customerPrice: 300, partnerPrice: 100, contributes: false, charged: true });
    // 1500 + 300 charged; logistic = partnerPrice only (does not contribute).
    expect(moved).toMatchObject({ total: 1800, logistic: 100 });
  });

  it('works out the stock lines of an order stored without them (fixtures, older documents)', async () => {
    await expectStatus(call(url, 'PUT', `/product/${weight._id}/adjustment`, { token: admin, body: { quantity: 10000, reason: 'test stock' } }));
    const order = await createOrder(url, admin, { customer, items: [{ product: weight._id, quantity: 2500 }] });
    await runWrite(server.database, { actor: null, now: clock.now() }, async (tx) => {
      const doc = await requireDoc(tx.trx, ORDERS, order._id);
      const { stockLines: _lines, ...bare } = doc;
      await saveDoc(tx, ORDERS, doc, bare);
    });
    const before = (await expectStatus(call<Product>(url, 'GET', `/product/${weight._id}`, { token: admin }))).inventory.committed;
    await moveOrder(url, admin, order._id, ['confirm']);
    const after = (await expectStatus(call<Product>(url, 'GET', `/product/${weight._id}`, { token: admin }))).inventory.committed;
    expect(after - before).toBe(2500);
  });

  it('offers a delivery option only to the roles it lists (the admin may pick any)', async () => {
    const staffOnly = await createDeliveryOption(url, admin, { customerPrice: 100, roles: ['ADMIN', 'OPERACION'] });
    const av = await createStaff(url, admin, { name: 'Partner Envíos', username: uniqueName('envios'), role: 'AV' });
    const own = (await createCustomer(url, av.token, { name: 'Cliente Envíos' }))._id;
    const refused = await postOrder(url, av.token, { customer: own, delivery: deliveryTo(staffOnly._id), items: [{ product: unity._id, quantity: 1 }] });
    expect(refused.status).toBe(400);
    expect((refused.body as unknown as ErrorBody).details?.[0]?.path).toBe('delivery._id');
    const picked = await createOrder(url, admin, { customer: own, delivery: deliveryTo(staffOnly._id), items: [{ product: unity._id, quantity: 1 }] });
    expect(picked.delivery._id).toBe(staffOnly._id);
  });

  it('moves the reservation between garages when a confirmed order changes garage; PUT resets what it leaves out', async () => {
    const north = await expectStatus(call<{ _id: string }>(url, 'POST', '/garage', { token: admin, body: { name: uniqueName('Norte ') } }), 201);
    const order = await createOrder(url, admin, { customer, discount: 20, notes: 'tocar timbre', items: [{ product: unity._id, quantity: 4 }] });
    await moveOrder(url, admin, order._id, ['confirm']);
    const committedAt = async (garage: string) =>
      Number((await server.database.db.selectFrom('stock').select('committed').where('product', '=', unity._id).where('garage', '=', garage).executeTakeFirst())?.committed ?? 0) / 1000;
    const home = order.garage;
    const homeBefore = await committedAt(home);
    const moved = await expectStatus(call<Order>(url, 'PATCH', `/order/${order._id}`, { token: admin, body: { paymentMethod: 'EFECTIVO', garage: north._id } }));
    expect(moved).toMatchObject({ garage: north._id, discount: 20, notes: 'tocar timbre' });
    expect(await committedAt(north._id)).toBe(4);
    expect(await committedAt(home)).toBe(homeBefore - 4);
    const option = await createDeliveryOption(url, admin, {});
    const replaced = await expectStatus(
      call<Order>(url, 'PUT', `/order/${order._id}`, {
        token: admin,
        body: { customer, paymentMethod: 'EFECTIVO', delivery: deliveryTo(option._id), cart: { items: [{ product: unity._id, quantity: 4 }] } },
      }),
    );
    // Content left out of a PUT goes back to none; where the stock sits is kept.
    expect(replaced).toMatchObject({ garage: north._id, discount: 0, notes: null, discountAmount: 0 });
    expect(await committedAt(north._id)).toBe(4);
  });
});
