/**
 * A garage that keeps no stock (`inventory: false`, spec §3 Garage: a point of sale holding only
 * cash) takes no stock: an order, a buy, an adjustment, a forced count or a critical level naming it
 * is bad input on `garage`, and nothing moves; its cash still moves there. A garage stops keeping
 * stock, or is disabled, only once it holds none. Over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomer, createStaff, expectStatus, type ErrorBody, type Staff } from '../../support/actors.js';
import { createProduct, createProvider, type Product } from '../../support/catalog.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

describe.each(FLAVOURS)('a garage without stock on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let av: Staff;
  let provider: string;
  let product: Product;
  let till: string;
  let customer: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    av = await createStaff(server.url, admin, { name: 'Vera Ventas', username: 'vera', role: 'AV' });
    provider = await createProvider(server.url, admin, 'Granja Sur');
    product = await createProduct(server.url, admin, provider, { name: 'Huevos x 30' });
    till = (await expectStatus(call<{ _id: string }>(server.url, 'POST', '/garage', { token: admin, body: { name: 'Caja Centro', inventory: false } }), 201))._id;
    customer = (await createCustomer(server.url, av.token, { name: 'Almacén Yema' }))._id;
  });
  afterAll(() => server?.close());

  const delivery = { phone: '+54 11 4000 0000', contactEmail: null, address: { label: 'Local', street: 'Mitre 1', city: 'Lanús', province: 'Buenos Aires' }, charged: false };
  const refusedOnGarage = (response: { status: number; body: ErrorBody }) => {
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([expect.objectContaining({ path: 'garage', key: 'garage.keepsNoStock', params: { garage: 'Caja Centro' } })]);
  };

  it('refuses every stock write naming it, and moves nothing', async () => {
    const before = (await expectStatus(call<Product>(server.url, 'GET', `/product/${product._id}`, { token: admin }))).inventory;
    const items = [{ product: product._id, quantity: 2 }];
    refusedOnGarage(await call<ErrorBody>(server.url, 'POST', '/order', { token: av.token, body: { customer, garage: till, cart: { items }, delivery } }));
    refusedOnGarage(await call<ErrorBody>(server.url, 'POST', '/buy', { token: admin, body: { provider, garage: till, cart: { items }, withdrawal: { date: null, charged: false } } }));
    refusedOnGarage(await call<ErrorBody>(server.url, 'PUT', `/product/${product._id}/adjustment`, { token: admin, body: { quantity: 5, reason: 'ingreso', garage: till } }));
    refusedOnGarage(await call<ErrorBody>(server.url, 'PUT', `/product/${product._id}/force/adjustment`, { token: admin, body: { real: 5, garage: till } }));
    refusedOnGarage(await call<ErrorBody>(server.url, 'PUT', `/product/${product._id}/critical`, { token: admin, body: { critical: 5, garage: till } }));
    const order = await expectStatus(call<{ _id: string }>(server.url, 'POST', '/order', { token: av.token, body: { customer, cart: { items }, delivery } }), 201);
    refusedOnGarage(await call<ErrorBody>(server.url, 'PATCH', `/order/${order._id}`, { token: av.token, body: { paymentMethod: 'EFECTIVO', garage: till } }));
    expect((await expectStatus(call<Product>(server.url, 'GET', `/product/${product._id}`, { token: admin }))).inventory).toEqual(before);
  });

  it('still takes its cash', async () => {
    const entry = await expectStatus(
      call<{ garage: string }>(server.url, 'POST', '/cashflow/internal', { token: admin, body: { amount: 1500, concept: 'INGRESS', paymentMethod: 'CASH', garage: till, tag: 'apertura' } }),
      201,
    );
    expect(entry.garage).toBe(till);
  });
  it('stops keeping stock, or is disabled, only once it holds none', async () => {
    const branch = (await expectStatus(call<{ _id: string }>(server.url, 'POST', '/garage', { token: admin, body: { name: 'Depósito Oeste' } }), 201))._id;
    await expectStatus(call(server.url, 'PUT', `/product/${product._id}/adjustment`, { token: admin, body: { quantity: 5, reason: 'ingreso', garage: branch } }));
    for (const [method, path, body] of [
      ['PATCH', `/garage/${branch}`, { inventory: false }],
      ['PUT', `/garage/${branch}`, undefined],
    ] as const) {
      const refused = await call<ErrorBody>(server.url, method, path, { token: admin, ...(body ? { body } : {}) });
      expect([refused.status, refused.body.key, refused.body.params]).toEqual([409, 'garage.holdsStock', { garage: 'Depósito Oeste', count: 1 }]);
    }
    expect(await expectStatus(call(server.url, 'GET', `/garage/${branch}`, { token: admin }))).toMatchObject({ inventory: true, status: true });
    await expectStatus(call(server.url, 'PUT', `/product/${product._id}/force/adjustment`, { token: admin, body: { real: 0, garage: branch } }));
    expect(await expectStatus(call(server.url, 'PATCH', `/garage/${branch}`, { token: admin, body: { inventory: false } }))).toMatchObject({ inventory: false });
    expect(await expectStatus(call(server.url, 'PUT', `/garage/${branch}`, { token: admin }))).toMatchObject({ status: false });
  });
});
