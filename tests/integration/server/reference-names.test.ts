/**
 * A write naming a disabled record is refused with that record's name, so a clerk reads which one
 * ("El proveedor «Lácteos del Sur» está deshabilitado"); a missing one, or one the caller may not
 * see, only by its id. The contract's English message and key stay as they were. Over HTTP, on both
 * databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomer, createStaff, expectStatus, type ErrorBody } from '../../support/actors.js';
import { createProduct, createProvider, productBody } from '../../support/catalog.js';
import { postOrder } from '../../support/orders.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

const MISSING = '0123456789abcdef01234567';

describe.each(FLAVOURS)('a reference to a disabled or missing record on %s', (flavour) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
  });
  afterAll(() => server?.close());

  const refusal = (response: { status: number; body: unknown }) => {
    expect(response.status).toBe(400);
    return (response.body as ErrorBody).details?.[0];
  };

  it('names a disabled provider, and a missing one only by its id', async () => {
    const provider = await createProvider(server.url, admin, 'Lácteos del Sur');
    await expectStatus(call(server.url, 'PUT', `/provider/${provider}`, { token: admin }));
    const disabled = refusal(await call<ErrorBody>(server.url, 'POST', '/product', { token: admin, body: productBody(provider, { name: 'Yogur' }) }));
    expect(disabled).toEqual({
      path: 'provider',
      key: 'reference.notEnabled',
      params: { what: 'provider', id: provider, name: 'Lácteos del Sur' },
      message: `no enabled provider has id ${provider}`,
    });
    const missing = refusal(await call<ErrorBody>(server.url, 'POST', '/product', { token: admin, body: productBody(MISSING, { name: 'Yogur' }) }));
    expect(missing).toEqual({ path: 'provider', key: 'reference.notEnabled', params: { what: 'provider', id: MISSING }, message: `no enabled provider has id ${MISSING}` });
  });

  it('names a disabled product an order asks for', async () => {
    const provider = await createProvider(server.url, admin, 'Granja Norte');
    const product = await createProduct(server.url, admin, provider, { name: 'Queso cremoso' });
    await expectStatus(call(server.url, 'DELETE', `/product/${product._id}`, { token: admin }));
    const customer = await createCustomer(server.url, admin, { name: 'Almacén Sol' });
    const refused = refusal(await postOrder(server.url, admin, { customer: customer._id, items: [{ product: product._id, quantity: 1 }] }));
    expect(refused).toMatchObject({ path: 'cart.items.0.product', key: 'reference.notEnabled', params: { what: 'product', id: product._id, name: 'Queso cremoso' } });
  });

  it('tells a partner nothing of another partner’s customer, disabled or not: only its id', async () => {
    const vera = await createStaff(server.url, admin, { name: 'Vera Ventas', username: 'vera-ref', role: 'AV' });
    const tomas = await createStaff(server.url, admin, { name: 'Tomás Ventas', username: 'tomas-ref', role: 'AV' });
    const provider = await createProvider(server.url, admin, 'Panificadora Oeste');
    const product = await createProduct(server.url, admin, provider, { name: 'Pan lactal' });
    const theirs = await createCustomer(server.url, tomas.token, { name: 'Kiosco Ajeno' });
    const order = { customer: theirs._id, items: [{ product: product._id, quantity: 1 }] };
    expect(refusal(await postOrder(server.url, vera.token, order))).toMatchObject({ path: 'customer', params: { what: 'customer', id: theirs._id } });
    await expectStatus(call(server.url, 'PUT', `/customer/${theirs._id}`, { token: tomas.token }));
    const hidden = refusal(await postOrder(server.url, vera.token, order));
    expect(hidden?.params).toEqual({ what: 'customer', id: theirs._id });
    // Its own partner, who may see it, reads its name.
    const own = refusal(await postOrder(server.url, tomas.token, order));
    expect(own?.params).toEqual({ what: 'customer', id: theirs._id, name: 'Kiosco Ajeno' });
  });
});
