/**
 * An order's whole life over real HTTP, on both databases: priced by hand-checked numbers, then
 * confirm → prepare → deliver → roll back deliver, with stock and money checked at every step.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { docs, insertDoc } from '../../../src-server/db/documents.js';
import { runWrite } from '../../../src-server/db/write.js';
import { ACCOUNTS } from '../../../src-server/features/customers/account-collections.js';
import { HOUSE_PARTNER_USERNAME } from '../../../src-shared/constants/house.js';
import { createCustomer, createStaff, expectStatus, type PageOf, type Staff } from '../../support/actors.js';
import {
  accountBalance,
  addStock,
  cashflowsOfOrder,
  createDeliveryOption,
  createOrder,
  createProduct,
  createProvider,
  deliveryTo,
  inventory,
  moveOrder,
  orderAction,
  partnerBalance,
  postOrder,
  seededTaxes,
  uniqueName,
  type Order,
} from '../../support/orders.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

describe.each(FLAVOURS)('order flow on %s', (flavour) => {
  let server: TestServer;
  let url: string;
  let admin: string;
  let provider: string;
  let taxes: { v21: string; c21: string };
  let partner: Staff;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    url = server.url;
    admin = await signIn(url, ADMIN.username, ADMIN.password);
    taxes = await seededTaxes(url, admin);
    provider = await createProvider(url, admin);
    partner = await createStaff(url, admin, { name: 'Ana Partner', username: uniqueName('ana'), role: 'AV' });
  });
  afterAll(async () => {
    await server.close();
  });

  /** A WEIGHT product with quantity tiers and a V tax, and a UNITY one whose unit cost comes from its C tax. */
  async function tierProducts() {
    const weight = await createProduct(url, admin, {
      provider,
      unit: 'WEIGHT',
      taxBase: 1000,
      taxes: [taxes.v21],
      margins: [
        { quantity: 0, value: 1.2 },
        { quantity: 1000, value: 1.5 },
        { quantity: 5000, value: 1.4 },
      ],
      contributions: 10,
      wholesalerContributions: 5,
    });
    const unity = await createProduct(url, admin, {
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
    await addStock(url, admin, weight._id, 20000);
    await addStock(url, admin, unity._id, 50);
    return { weight, unity };
  }

  it('prices tiers, taxes, delivery and discount as computed by hand, then moves stock and cash through deliver and back', async () => {
    const { weight, unity } = await tierProducts();
    const option = await createDeliveryOption(url, admin, { customerPrice: 500, partnerPrice: 200, internPrice: 100, contributes: true });
    const customer = await createCustomer(url, partner.token, { name: 'Almacén Don Pepe' });
    const order = await createOrder(url, partner.token, {
      customer: customer._id,
      items: [
        { product: weight._id, quantity: 6000 },
        { product: unity._id, quantity: 3 },
      ],
      delivery: deliveryTo(option._id, true),
      discount: 10,
    });
    /*
     * Weight, 6000 g: tier 5000 (largest ≤ 6000) → m = 1.4; u = 1000/kg (no C tax).
     *   price = 1.4 × 1000 × 6 = 8400; cost = 6000; contribution = 10 % = 840; profit = 1560;
     *   unitQuantity = 5000; unitCost = 1000 × 1.4 / (1000 / 5000) = 7000;
     *   IVA 21 % inside = 8400 − 8400 / 1.21 = 1457.851… → 1457.85.
     * Unity, 3 units: tier 1 (tier 10 > 3) → m = 1.5; u = 100 × 1.21 = 121.
     *   price = 1.5 × 121 × 3 = 544.5; cost = 363; contribution = 20 % = 108.9; profit = 72.6;
     *   unitCost = 1.5 × 121 × 1 = 181.5; IVA = 544.5 − 450 = 94.5.
     * Cart total = 8944.5. Gross contribution 948.9; discount 10 % → 94.89; contribution 854.01.
     * cost = 6363; taxes = 1457.85 + 94.5 = 1552.35.
     * total = 8944.5 + 500 (charged) − 94.89 = 9349.61; logistic = 200 + 500 (contributes) = 700.
     * toPay = 6363 + 854.01 + 700 = 7917.01; profit = 9349.61 − 7917.01 = 1432.6.
     */
    const [w, u] = order.cart.items;
    expect(w).toMatchObject({ number: 1, quantity: 6000, isWholesaler: false, price: 8400 });
    expect(w?.detail).toMatchObject({ cost: 6000, contribution: 840, profit: 1560, margin: 1.4, unitQuantity: 5000, unitCost: 7000, taxes: [{ id: taxes.v21, total: 1457.85 }] });
    expect(w?.detail.metadata).toMatchObject({ taxBase: 1000, unitCost: 1000, originalUnitCost: 1000, contributions: 10 });
    expect(u).toMatchObject({ number: 2, quantity: 3, price: 544.5 });
    expect(u?.detail).toMatchObject({ cost: 363, contribution: 108.9, profit: 72.6, margin: 1.5, unitQuantity: 1, unitCost: 181.5, taxes: [{ id: taxes.v21, total: 94.5 }] });
    expect(order.cart.total).toBe(8944.5);
    expect(order).toMatchObject({ cost: 6363, discountAmount: 94.89, contribution: 854.01, logistic: 700, total: 9349.61, toPay: 7917.01, profit: 1432.6 });
    expect(order.taxes).toEqual([{ id: taxes.v21, name: 'IVA 21% ventas', total: 1552.35 }]);
    expect(order.delivery).toMatchObject({ _id: option._id, name: option.name, customerPrice: 500, partnerPrice: 200, internPrice: 100, contributes: true, charged: true, delivered: false });
    expect(order).toMatchObject({ state: 'PENDIENTE', partner: partner.user._id, customer: customer._id, customerName: 'Almacén Don Pepe', settlement: null });

    const confirmed = await expectStatus(orderAction(url, partner.token, 'confirm', order._id));
    expect(confirmed).toMatchObject({ state: 'CONFIRMADO', date: '2026-03-05' });
    expect(await inventory(url, admin, weight._id)).toMatchObject({ real: 20000, committed: 6000, theoretical: 14000 });
    expect(await inventory(url, admin, unity._id)).toMatchObject({ real: 50, committed: 3, theoretical: 47 });

    await moveOrder(url, admin, order._id, ['prepare']);
    const delivered = await moveOrder(url, admin, order._id, ['deliver']);
    expect(delivered.state).toBe('PREPARADO');
    expect(delivered.delivery.delivered).toBe(true);
    expect(delivered.delivery.deliveredAt).toEqual(expect.any(String));
    expect(await inventory(url, admin, weight._id)).toMatchObject({ real: 14000, committed: 0 });
    expect(await inventory(url, admin, unity._id)).toMatchObject({ real: 47, committed: 0 });
    // No account: the total was collected on delivery, an INGRESS naming the partner.
    const [entry, ...more] = await cashflowsOfOrder(server, order._id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ amount: 9349.61, concept: 'INGRESS', paymentMethod: 'CASH', partner: partner.user._id, status: true });
    expect(delivered.settlement).toEqual({ kind: 'cash', ref: entry?.id });
    // The partner owes toPay and collected the total: the company owes it the profit.
    expect(await partnerBalance(server, partner.user._id)).toBe(-1432.6);

    const back = await moveOrder(url, admin, order._id, ['rollbackDeliver']);
    expect(back).toMatchObject({ state: 'PREPARADO', settlement: null });
    expect(back.delivery).toMatchObject({ delivered: false, deliveredAt: null });
    expect(await inventory(url, admin, weight._id)).toMatchObject({ real: 20000, committed: 6000 });
    expect(await inventory(url, admin, unity._id)).toMatchObject({ real: 50, committed: 3 });
    expect(await cashflowsOfOrder(server, order._id)).toMatchObject([{ id: entry?.id, status: false }]);
    expect(await partnerBalance(server, partner.user._id)).toBe(0);
  });

  it('finds a new order by its number and its customer, which its search text holds from its insert on', async () => {
    const { unity } = await tierProducts();
    const option = await createDeliveryOption(url, admin, { customerPrice: 500, partnerPrice: 200, internPrice: 100, contributes: true });
    const customer = await createCustomer(url, partner.token, { name: 'Almacén Numerado' });
    const orders = [];
    for (let i = 0; i < 2; i += 1) orders.push(await createOrder(url, partner.token, { customer: customer._id, items: [{ product: unity._id, quantity: 1 }], delivery: deliveryTo(option._id, true) }));
    for (const order of orders) {
      const found = await expectStatus(call<PageOf<Order>>(url, 'GET', `/order?query=${order.number}&customer=${customer._id}`, { token: admin }));
      expect(found.docs.map((doc) => doc.number)).toContain(order.number);
      expect(found.docs.every((doc) => String(doc.number).includes(String(order.number)))).toBe(true);
    }
    const byName = await expectStatus(call<PageOf<Order>>(url, 'GET', `/order?query=numerado`, { token: admin }));
    expect(byName.docs.map((doc) => doc._id).sort()).toEqual(orders.map((order) => order._id).sort());
  });

  it('settles on the customer account when it has one, and takes it back on roll back', async () => {
    const { unity } = await tierProducts();
    const customer = await createCustomer(url, partner.token, { name: 'Cliente con cuenta' });
    const account = await runWrite(server.database, { actor: null, now: new Date() }, (tx) => insertDoc(tx, ACCOUNTS, { customer: customer._id, partner: partner.user._id, balance: 0 }));
    // 2 units at m 1.5 of u 121: total 363 (no delivery option); cost 242 + contribution 72.6 = toPay 314.6.
    const order = await createOrder(url, partner.token, { customer: customer._id, items: [{ product: unity._id, quantity: 2 }] });
    expect(order).toMatchObject({ total: 363, toPay: 314.6, logistic: 0 });
    const delivered = await moveOrder(url, admin, order._id, ['confirm', 'prepare', 'deliver']);
    expect(delivered.settlement).toEqual({ kind: 'account', ref: account._id });
    expect(await accountBalance(server, account._id)).toBe(363);
    expect(await cashflowsOfOrder(server, order._id)).toEqual([]);
    expect(await partnerBalance(server, partner.user._id)).toBe(314.6);
    await moveOrder(url, admin, order._id, ['rollbackDeliver']);
    expect(await accountBalance(server, account._id)).toBe(0);
    expect(await partnerBalance(server, partner.user._id)).toBe(0);
  });

  it('moves the components of a mixed product, never the mixed product itself', async () => {
    const part = await createProduct(url, admin, { provider, unit: 'UNITY', taxBase: 10 });
    const filling = await createProduct(url, admin, { provider, unit: 'WEIGHT', taxBase: 1000 });
    // Per unit sold: 2 parts and 250 g of filling; tax base 2 × 10 + 1000/kg × 0.25 kg = 270.
    const mixed = await createProduct(url, admin, {
      provider,
      unit: 'UNITY',
      taxBase: 0,
      mixed: {
        components: [
          { product: part._id, quantity: 2 },
          { product: filling._id, quantity: 250 },
        ],
      },
    });
    expect(mixed.taxBase).toBe(270);
    await addStock(url, admin, part._id, 100);
    await addStock(url, admin, filling._id, 10000);
    const customer = await createCustomer(url, partner.token, { name: 'Rotisería' });
    const order = await createOrder(url, partner.token, { customer: customer._id, items: [{ product: mixed._id, quantity: 3 }] });
    expect(order.stockLines).toEqual([
      { item: 1, product: part._id, quantity: 6 },
      { item: 1, product: filling._id, quantity: 750 },
    ]);
    await moveOrder(url, partner.token, order._id, ['confirm']);
    expect(await inventory(url, admin, part._id)).toMatchObject({ real: 100, committed: 6 });
    expect(await inventory(url, admin, filling._id)).toMatchObject({ real: 10000, committed: 750 });
    await moveOrder(url, admin, order._id, ['prepare', 'deliver']);
    expect(await inventory(url, admin, part._id)).toMatchObject({ real: 94, committed: 0 });
    expect(await inventory(url, admin, filling._id)).toMatchObject({ real: 9250, committed: 0 });
    expect(await inventory(url, admin, mixed._id)).toMatchObject({ real: 0, committed: 0 });
    const rows = await server.database.db.selectFrom('stock').selectAll().where('product', '=', mixed._id).execute();
    expect(rows).toEqual([]);
  });

  it('keeps the price snapshot of edited items, prices new ones now, and moves committed by the difference', async () => {
    const { weight, unity } = await tierProducts();
    const customer = await createCustomer(url, partner.token, { name: 'Kiosco' });
    const order = await createOrder(url, partner.token, { customer: customer._id, items: [{ product: unity._id, quantity: 3 }] });
    await moveOrder(url, partner.token, order._id, ['confirm']);
    expect(await inventory(url, admin, unity._id)).toMatchObject({ committed: 3 });
    // The unity product doubles its cost; the item taken before keeps u = 121.
    await expectStatus(call(url, 'PATCH', `/product/${unity._id}`, { token: admin, body: { taxBase: 200, taxes: [taxes.c21, taxes.v21], wholesalerContributions: 10 } }));
    const edited = await expectStatus(
      call<Order>(url, 'PATCH', `/order/${order._id}`, {
        token: partner.token,
        body: {
          paymentMethod: 'EFECTIVO',
          cart: {
            items: [
              { product: unity._id, quantity: 5 },
              { product: weight._id, quantity: 2000 },
            ],
          },
        },
      }),
    );
    // Unity: 1.5 × 121 × 5 = 907.5 (snapshot kept); weight, 2000 g at tier 1000: 1.5 × 1000 × 2 = 3000.
    expect(edited.cart.items.map((i) => i.price)).toEqual([907.5, 3000]);
    expect(edited.cart.items[0]?.detail.metadata.unitCost).toBe(121);
    expect(edited.cart.total).toBe(3907.5);
    expect(edited.state).toBe('CONFIRMADO');
    expect(await inventory(url, admin, unity._id)).toMatchObject({ real: 50, committed: 5 });
    expect(await inventory(url, admin, weight._id)).toMatchObject({ real: 20000, committed: 2000 });
    // A new unity item is priced now: u = 200 × 1.21 = 242 → 1.5 × 242 × 1 = 363.
    const replaced = await expectStatus(
      call<Order>(url, 'PUT', `/order/${order._id}`, {
        token: partner.token,
        body: {
          customer: customer._id,
          paymentMethod: 'BANCO',
          delivery: deliveryTo((await createDeliveryOption(url, admin, {}))._id, false),
          cart: { items: [{ product: weight._id, quantity: 1000 }] },
        },
      }),
    );
    expect(replaced.cart.items.map((i) => [i.product, i.price])).toEqual([[weight._id, 1500]]);
    expect(replaced.paymentMethod).toBe('BANCO');
    expect(await inventory(url, admin, unity._id)).toMatchObject({ committed: 0 });
    expect(await inventory(url, admin, weight._id)).toMatchObject({ committed: 1000 });
    const again = await expectStatus(
      call<Order>(url, 'PATCH', `/order/${order._id}`, { token: partner.token, body: { paymentMethod: 'EFECTIVO', cart: { items: [{ product: unity._id, quantity: 1 }] } } }),
    );
    expect(again.cart.items[0]?.price).toBe(363);
    expect(await inventory(url, admin, unity._id)).toMatchObject({ committed: 1 });
    expect(await inventory(url, admin, weight._id)).toMatchObject({ committed: 0 });
  });

  it("holds a partner to its own orders and customers; staff orders without a partner are the house's", async () => {
    const { unity } = await tierProducts();
    const other = await createStaff(url, admin, { name: 'Beto Partner', username: uniqueName('beto'), role: 'AV' });
    const mine = await createCustomer(url, partner.token, { name: 'Mi cliente' });
    const theirs = await createCustomer(url, other.token, { name: 'Su cliente' });
    // The body's partner is ignored for an AV: its orders are its own.
    const own = await createOrder(url, partner.token, { customer: mine._id, partner: other.user._id, items: [{ product: unity._id, quantity: 1 }] });
    expect(own.partner).toBe(partner.user._id);
    const foreign = await createOrder(url, other.token, { customer: theirs._id, items: [{ product: unity._id, quantity: 1 }] });
    const refused = await postOrder(url, partner.token, { customer: theirs._id, items: [{ product: unity._id, quantity: 1 }] });
    expect(refused.status).toBe(400);
    expect((refused.body as unknown as { details: Array<{ path: string }> }).details[0]?.path).toBe('customer');

    const listed = await expectStatus(call<PageOf<Order>>(url, 'GET', `/order?partner=${other.user._id}&limit=200`, { token: partner.token }));
    expect(listed.docs.length).toBeGreaterThan(0);
    expect(listed.docs.every((o) => o.partner === partner.user._id)).toBe(true);
    expect(listed.docs.map((o) => o._id)).toContain(own._id);
    expect(listed.docs.map((o) => o._id)).not.toContain(foreign._id);
    expect((await call(url, 'GET', `/order/${foreign._id}`, { token: partner.token })).status).toBe(404);
    expect((await orderAction(url, partner.token, 'cancel', foreign._id)).status).toBe(404);
    expect((await call(url, 'GET', `/order/${foreign._id}`, { token: other.token })).status).toBe(200);

    const house = await createOrder(url, admin, { customer: mine._id, items: [{ product: unity._id, quantity: 1 }] });
    const houseUser = await docs(server.database.db).selectFrom('users').select('id').where('username', '=', HOUSE_PARTNER_USERNAME).executeTakeFirstOrThrow();
    expect(house.partner).toBe(houseUser.id);
    const staffPick = await createOrder(url, admin, { customer: theirs._id, partner: other.user._id, items: [{ product: unity._id, quantity: 1 }] });
    expect(staffPick.partner).toBe(other.user._id);
    const noHouse = await expectStatus(call<PageOf<Order>>(url, 'GET', '/order?noAdmin=true&limit=200', { token: admin }));
    expect(noHouse.docs.map((o) => o._id)).not.toContain(house._id);
    expect(noHouse.docs.map((o) => o._id)).toContain(staffPick._id);
  });
});
