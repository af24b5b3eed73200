/**
 * A customer buys at its own prices, retail or wholesaler as its record says (domain §8): an item
 * of its cart or draft cannot ask for the other level. Staff still may (domain §4: an item may say
 * so itself), and a cart read back and sent again keeps working after staff change the customer's
 * level. Over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Doc } from '../../../src-server/db/documents.js';
import type { CartFields, DraftFields } from '../../../src-shared/documents/orders.js';
import { createCustomer, customerSignIn, expectStatus, type ErrorBody } from '../../support/actors.js';
import { createProduct, createProvider, type Product } from '../../support/catalog.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

// productBody: tax base 100, no taxes, wholesaler margin 1.2, retail 1.35.
const RETAIL = 135;
const WHOLESALE = 120;

describe.each(FLAVOURS)('a customer’s price level on %s', (flavour) => {
  let server: TestServer;
  let admin: string;
  let customerId: string;
  let shopper: string;
  let product: Product;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    product = await createProduct(server.url, admin, await createProvider(server.url, admin, 'Lácteos Sur'), { name: 'Yogur' });
    customerId = (await createCustomer(server.url, admin, { name: 'Kiosco Mitre', phone: '+54 11 47770002' }))._id;
    shopper = (await customerSignIn(server, '+54 11 47770002')).token;
  });
  afterAll(() => server?.close());

  const refused = (response: { status: number; body: ErrorBody }, path: string) => {
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([expect.objectContaining({ path, key: 'item.ownPrices' })]);
  };

  it('refuses a retail customer’s item that asks for wholesaler prices, in a draft and in a cart', async () => {
    const item = { product: product._id, quantity: 1, isWholesaler: true };
    refused(await call<ErrorBody>(server.url, 'POST', '/order/draft', { token: shopper, body: { cart: { items: [item] } } }), 'cart.items.0.isWholesaler');
    refused(await call<ErrorBody>(server.url, 'POST', '/cart', { token: shopper, body: { items: [item] } }), 'items.0.isWholesaler');
    const drafts = await expectStatus(call<{ docs: unknown[] }>(server.url, 'GET', '/order/v2/draft', { token: shopper }));
    expect(drafts.docs).toEqual([]);
  });

  it('prices a customer’s draft at its level, and the order staff confirm from it too', async () => {
    const draft = await expectStatus(
      call<Doc<DraftFields>>(server.url, 'POST', '/order/draft', { token: shopper, body: { cart: { items: [{ product: product._id, quantity: 1, isWholesaler: false }] } } }),
      201,
    );
    expect(draft.cart.items[0]).toMatchObject({ isWholesaler: false, price: RETAIL });
    const delivery = { phone: '+54 11 47770002', contactEmail: '', address: { label: 'Local', street: 'Mitre 1', city: 'Lanús', province: 'Buenos Aires' }, charged: false };
    const confirmed = await expectStatus(call<{ order: { cart: { total: number } } }>(server.url, 'PUT', `/order/v2/draft/confirm/${draft._id}`, { token: admin, body: { delivery } }));
    expect(confirmed.order.cart.total).toBe(RETAIL);
  });

  it('lets staff price an item as wholesaler, and a customer resend its cart after its level changed', async () => {
    const staffDraft = await expectStatus(
      call<Doc<DraftFields>>(server.url, 'POST', '/order/draft', { token: admin, body: { customer: customerId, cart: { items: [{ product: product._id, quantity: 1, isWholesaler: true }] } } }),
      201,
    );
    expect(staffDraft.cart.items[0]).toMatchObject({ isWholesaler: true, price: WHOLESALE });

    const cart = await expectStatus(call<Doc<CartFields>>(server.url, 'POST', '/cart', { token: shopper, body: { items: [{ product: product._id, quantity: 2 }] } }), 201);
    expect(cart.items[0]).toMatchObject({ isWholesaler: false, price: 2 * RETAIL });
    await expectStatus(call(server.url, 'PATCH', `/customer/${customerId}`, { token: admin, body: { isWholesaler: true } }));
    const readBack = cart.items.map(({ product: id, quantity, isWholesaler }) => ({ product: id, quantity, isWholesaler }));
    const resent = await expectStatus(call<Doc<CartFields>>(server.url, 'PUT', `/cart/${cart._id}`, { token: shopper, body: { items: readBack } }));
    expect(resent.items[0]).toMatchObject({ product: product._id, quantity: 2, isWholesaler: true });
  });
});
