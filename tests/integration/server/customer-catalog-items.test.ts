/**
 * A customer fills its carts and drafts from the public catalog (domain §8): a product left out of
 * it answers the customer as a missing one does, in a cart or a draft as on `GET /product/{id}`
 * (400 on the item, the same words as for an id of no product), so neither its existence nor its
 * price shows. Staff still sell it, and an item priced before it left the catalog stays editable.
 * Over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Doc } from '../../../src-server/db/documents.js';
import type { CartFields } from '../../../src-shared/documents/orders.js';
import { createCustomer, createStaff, customerSignIn, expectStatus, type ErrorBody, type Staff } from '../../support/actors.js';
import { createProduct, createProvider, type Product } from '../../support/catalog.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

const MISSING = '0123456789abcdef01234567';

describe.each(FLAVOURS)('customer carts and the catalog on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let av: Staff;
  let customerId: string;
  let shopper: string;
  let shown: Product;
  let hidden: Product;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    av = await createStaff(server.url, admin, { name: 'Vera Ventas', username: 'vera', role: 'AV' });
    const provider = await createProvider(server.url, admin, 'Bodega Norte');
    shown = await createProduct(server.url, admin, provider, { name: 'Vino tinto' });
    hidden = await createProduct(server.url, admin, provider, { name: 'Vino reserva', catalog: false });
    customerId = (await createCustomer(server.url, av.token, { name: 'Almacén Uva', phone: '+54 11 47770001' }))._id;
    shopper = (await customerSignIn(server, '+54 11 47770001')).token;
  });
  afterAll(() => server?.close());

  const asMissing = (response: { status: number; body: ErrorBody }, path: string, id: string) => {
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([expect.objectContaining({ path, key: 'reference.notEnabled', message: `no enabled product has id ${id}` })]);
  };

  it('answers a product out of the catalog as a missing one, in a cart and in a draft', async () => {
    expect((await call(server.url, 'GET', `/product/${hidden._id}`, { token: shopper })).status).toBe(404);
    for (const id of [hidden._id, MISSING]) {
      asMissing(await call<ErrorBody>(server.url, 'POST', '/cart', { token: shopper, body: { items: [{ product: id, quantity: 1 }] } }), 'items.0.product', id);
      asMissing(await call<ErrorBody>(server.url, 'POST', '/order/draft', { token: shopper, body: { cart: { items: [{ product: id, quantity: 1 }] } } }), 'cart.items.0.product', id);
    }
    const carts = await expectStatus(call<{ docs: unknown[] }>(server.url, 'GET', '/cart', { token: shopper }));
    expect(carts.docs).toEqual([]);
  });

  it('lets staff sell it, and keeps a customer’s item priced before it left the catalog', async () => {
    const draft = await expectStatus(call(server.url, 'POST', '/order/draft', { token: av.token, body: { customer: customerId, cart: { items: [{ product: hidden._id, quantity: 2 }] } } }), 201);
    expect(draft).toMatchObject({ cart: { items: [{ product: hidden._id, quantity: 2 }] } });
    const cart = await expectStatus(call<Doc<CartFields>>(server.url, 'POST', '/cart', { token: shopper, body: { items: [{ product: shown._id, quantity: 1 }] } }), 201);
    await expectStatus(call(server.url, 'PATCH', `/product/${shown._id}`, { token: admin, body: { taxBase: 100, taxes: [], wholesalerContributions: 5, catalog: false } }));
    const edited = await expectStatus(call<Doc<CartFields>>(server.url, 'PATCH', `/cart/${cart._id}`, { token: shopper, body: { items: [{ product: shown._id, quantity: 3 }] } }));
    expect(edited.items).toMatchObject([{ product: shown._id, quantity: 3 }]);
  });
});
