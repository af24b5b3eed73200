/**
 * An order's discount is a percentage (spec §5, §9: 0 to 100 percent), which keeps up to four
 * decimal places (domain §3). A fifth is refused, 400 on `discount` with the decimals message every
 * other rate gets, on create, on PATCH and on PUT, and nothing is written: it was rounded to
 * 5.1235 without a word. A draft carries no discount at all, so one sent there is refused as a
 * field a draft does not take. Over HTTP, on both databases.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectStatus, createCustomer, type ErrorBody } from '../../support/actors.js';
import { createDeliveryOption, createOrder, createProduct, createProvider, deliveryTo, postOrder, type Order, type Product } from '../../support/orders.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

const tooPrecise = { path: 'discount', key: 'validation.decimals', params: { field: 'discount', decimals: 4 }, message: 'discount keeps at most 4 decimals' };

describe.each(FLAVOURS)('an order discount past four places on %s', (flavour) => {
  let server: TestServer;
  let url: string;
  let admin: string;
  let product: Product;
  let customer: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    url = server.url;
    admin = await signIn(url, ADMIN.username, ADMIN.password);
    product = await createProduct(url, admin, { provider: await createProvider(url, admin), unit: 'UNITY', taxBase: 100, contributions: 20 });
    customer = (await createCustomer(url, admin, { name: 'Almacén Descuentos' }))._id;
  });
  afterAll(async () => {
    await server.close();
  });

  const items = () => [{ product: product._id, quantity: 2 }];
  const orderCount = async () => (await expectStatus(call<{ total: number }>(url, 'GET', `/order?customer=${customer}`, { token: admin }))).total;

  it('refuses a fifth decimal on create, writing nothing, and takes four as sent', async () => {
    const before = await orderCount();
    const refused = (await expectStatus(postOrder(url, admin, { customer, discount: 5.12345, items: items() }), 400)) as unknown as ErrorBody;
    expect(refused.details).toEqual([tooPrecise]);
    expect(refused.message).toBe('discount keeps at most 4 decimals');
    expect(await orderCount()).toBe(before);

    const taken = await createOrder(url, admin, { customer, discount: 5.1234, items: items() });
    expect(taken.discount).toBe(5.1234);
    // A sum of binary floats is no decimal anyone typed: 0.1 + 0.2 is the 0.3 it stands for.
    expect((await createOrder(url, admin, { customer, discount: 0.1 + 0.2, items: items() })).discount).toBe(0.3);
  });

  it('refuses a fifth decimal on PATCH and PUT, leaving the order as it was', async () => {
    const order = await createOrder(url, admin, { customer, discount: 10, items: items() });
    const patched = await call<ErrorBody>(url, 'PATCH', `/order/${order._id}`, { token: admin, body: { paymentMethod: 'EFECTIVO', discount: 12.00001 } });
    expect(patched.status).toBe(400);
    expect(patched.body.details).toEqual([tooPrecise]);
    const option = await createDeliveryOption(url, admin, {});
    const replaced = await call<ErrorBody>(url, 'PUT', `/order/${order._id}`, {
      token: admin,
      body: { customer, paymentMethod: 'EFECTIVO', delivery: deliveryTo(option._id), cart: { items: items() }, discount: 99.99999 },
    });
    expect(replaced.status).toBe(400);
    expect(replaced.body.details).toEqual([tooPrecise]);
    const stored = await expectStatus(call<Order>(url, 'GET', `/order/${order._id}`, { token: admin }));
    expect(stored.discount).toBe(10);
  });

  it('refuses a discount on a draft, which carries none', async () => {
    const answer = await call<ErrorBody>(url, 'POST', '/order/draft', { token: admin, body: { customer, cart: { items: items() }, discount: 5.12345 } });
    expect(answer.status).toBe(400);
    expect(answer.body.details?.map((d) => d.path)).toEqual(['discount']);
  });
});
