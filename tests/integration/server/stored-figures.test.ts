/**
 * Figures are stored as the decimals they stand for (domain §3): money to 2 places, unit costs, tax
 * bases, margins and percentages to 4. More places are refused on their field (money-places.test.ts
 * says how); binary-float noise such as 0.1 + 0.2 is taken as the decimal it stands for. Products,
 * providers, delivery and withdrawal options, an order's discount (4 places, a fifth refused) and what its
 * delivery collects, over HTTP, on both databases; an order copies a delivery option's prices as stored.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Doc } from '../../../src-server/db/documents.js';
import type { DeliveryFields, ProviderFields, WithdrawalFields } from '../../../src-shared/documents/catalog.js';
import { createCustomer, createStaff, expectStatus, type Staff } from '../../support/actors.js';
import { createProduct, createProvider, type Product } from '../../support/catalog.js';
import type { Order } from '../../support/orders.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

describe.each(FLAVOURS)('stored figures on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let av: Staff;
  let provider: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    av = await createStaff(server.url, admin, { name: 'Vera Ventas', username: 'vera', role: 'AV' });
    provider = await createProvider(server.url, admin, 'Molinos');
  });
  afterAll(() => server?.close());

  const post = <T>(path: string, body: Record<string, unknown>, token = admin) => expectStatus(call<T>(server.url, 'POST', path, { token, body }), 201);
  const patch = <T>(path: string, body: Record<string, unknown>, token = admin) => expectStatus(call<T>(server.url, 'PATCH', path, { token, body }));

  it('a product keeps its cost, margins and percentages to 4 places, on create and on update', async () => {
    const product = await createProduct(server.url, admin, provider, {
      name: 'Harina 000',
      taxBase: 100.1235,
      unitCost: 0.1 + 0.2,
      margins: [
        { quantity: 0, value: 1.1235 },
        { quantity: 1, value: 1.9877 },
      ],
      contributions: 10.1235,
      wholesalerContributions: 5.5556,
      defaultMargin: 1.3334,
    });
    expect(product).toMatchObject({
      taxBase: 100.1235,
      unitCost: 0.3,
      margins: [
        { quantity: 0, value: 1.1235 },
        { quantity: 1, value: 1.9877 },
      ],
      contributions: 10.1235,
      wholesalerContributions: 5.5556,
      defaultMargin: 1.3334,
    });
    const fifth = await call<{ details: Array<{ path: string }> }>(server.url, 'PATCH', `/product/${product._id}`, {
      token: admin,
      body: { taxBase: 200.00005, taxes: [], wholesalerContributions: 4.00004 },
    });
    expect([fifth.status, fifth.body.details.map((d) => d.path)]).toEqual([400, ['taxBase', 'wholesalerContributions']]);
    const updated = await patch<Product>(`/product/${product._id}`, { taxBase: 200.0001, taxes: [], wholesalerContributions: 4, contributions: 10 });
    expect(updated).toMatchObject({ taxBase: 200.0001, unitCost: 200.0001, wholesalerContributions: 4, contributions: 10 });
    expect(await expectStatus(call<Product>(server.url, 'GET', `/product/${product._id}`, { token: admin }))).toEqual(updated);
  });

  it('delivery and withdrawal options and providers keep their prices to 2 places, and an order copies them so', async () => {
    const option = await post<Doc<DeliveryFields>>('/delivery', { name: 'Envío exacto', customerPrice: 100.01, partnerPrice: 0.13, internPrice: 2, contributes: false });
    expect(option).toMatchObject({ customerPrice: 100.01, partnerPrice: 0.13, internPrice: 2 });
    const edited = await patch<Doc<DeliveryFields>>(`/delivery/${option._id}`, { name: 'Envío exacto', customerPrice: 200, partnerPrice: 0, contributes: false });
    expect(edited).toMatchObject({ customerPrice: 200, partnerPrice: 0, internPrice: 2 });
    const pickUp = await post<Doc<WithdrawalFields>>('/withdrawal', { name: 'Retiro exacto', fee: 10.01, internPrice: 0.1 + 0.2 });
    expect(pickUp).toMatchObject({ fee: 10.01, internPrice: 0.3 });
    expect(await patch<Doc<WithdrawalFields>>(`/withdrawal/${pickUp._id}`, { fee: 7.78 })).toMatchObject({ fee: 7.78 });
    const pastCent = await call<{ details: Array<{ path: string }> }>(server.url, 'PATCH', `/withdrawal/${pickUp._id}`, { token: admin, body: { fee: 7.775 } });
    expect([pastCent.status, pastCent.body.details.map((d) => d.path)]).toEqual([400, ['fee']]);
    const supplier = await post<Doc<ProviderFields>>('/provider', { name: 'Exacta SA', minimumPurchase: 1000, logisticPrice: 0.1 + 0.2 });
    expect(supplier).toMatchObject({ minimumPurchase: 1000, logisticPrice: 0.3 });

    const product = await createProduct(server.url, admin, provider, { name: 'Fideos', taxBase: 1000 });
    const customer = await createCustomer(server.url, av.token, { name: 'Almacén Exacto' });
    const delivery = { _id: option._id, phone: '+54 11 4000 0000', contactEmail: null, address: customer.address, charged: true };
    // A discount is a percentage: four places kept, a fifth refused rather than rounded away.
    const body = { customer: customer._id, cart: { items: [{ product: product._id, quantity: 1 }] }, delivery, discount: 12.345678 };
    const tooFine = await call<{ details: Array<{ path: string }> }>(server.url, 'POST', '/order', { token: av.token, body });
    expect([tooFine.status, tooFine.body.details.map((d) => d.path)]).toEqual([400, ['discount']]);
    const order = await post<Order>('/order', { ...body, discount: 12.3457 }, av.token);
    expect(order.delivery).toMatchObject({ customerPrice: 200, partnerPrice: 0 });
    expect(order.discount).toBe(12.3457);
    // 1000 × 1.35 = 1350; contribution 10% = 135; 135 × 12.3457% = 16.67 off; plus the 200 delivery.
    expect(order).toMatchObject({ discountAmount: 16.67, total: 1533.33 });
    const pastFour = await call<{ details: Array<{ path: string }> }>(server.url, 'PATCH', `/order/${order._id}`, { token: av.token, body: { paymentMethod: 'EFECTIVO', discount: 0.00005 } });
    expect([pastFour.status, pastFour.body.details.map((d) => d.path)]).toEqual([400, ['discount']]);
    const edited2 = await patch<Order>(`/order/${order._id}`, { paymentMethod: 'EFECTIVO', discount: 0.0001 }, av.token);
    expect(edited2.discount).toBe(0.0001);
  });
  it('what a delivery collects is money to the cent: the account, its payment and the cash entry agree', async () => {
    const product = await createProduct(server.url, admin, provider, { name: 'Aceite', taxBase: 1000 });
    const customer = await createCustomer(server.url, av.token, { name: 'Almacén a Cuenta' });
    const account = await post<{ _id: string }>('/account', { customer: customer._id });
    const delivery = { phone: '+54 11 4000 0000', contactEmail: null, address: customer.address, charged: false };
    const order = await post<Order>('/order', { customer: customer._id, cart: { items: [{ product: product._id, quantity: 1 }] }, delivery }, av.token);
    await expectStatus(call(server.url, 'PUT', `/order/confirm/${order._id}`, { token: admin, body: { date: '2030-01-02' } }));
    await expectStatus(call(server.url, 'PUT', `/order/prepare/${order._id}`, { token: admin }));
    const pastCent = await call<{ details: Array<{ path: string }> }>(server.url, 'PUT', `/order/deliver/${order._id}`, {
      token: admin,
      body: { collected: { amount: 100.005, paymentMethod: 'EFECTIVO' } },
    });
    expect([pastCent.status, pastCent.body.details.map((d) => d.path)]).toEqual([400, ['collected.amount']]);
    await expectStatus(call(server.url, 'PUT', `/order/deliver/${order._id}`, { token: admin, body: { collected: { amount: 100.01, paymentMethod: 'EFECTIVO' } } }));
    const read = await expectStatus(call<{ balance: number; movements: Array<{ kind: string; delta: number }> }>(server.url, 'GET', `/account/${account._id}`, { token: admin }));
    // The order's total is 1000 × 1.35 = 1350; 100.01 collected.
    expect(read.balance).toBe(1249.99);
    expect(read.movements.map((m) => [m.kind, m.delta])).toEqual([
      ['order', 1350],
      ['payment', -100.01],
    ]);
    const entries = await expectStatus(call<{ docs: Array<{ amount: number; customer: string | null }> }>(server.url, 'GET', `/cashflow?limit=200`, { token: admin }));
    expect(entries.docs.filter((e) => e.customer === customer._id).map((e) => e.amount)).toEqual([100.01]);
  });
});
