/**
 * Delivery options for wholesalers only or retailers only (domain §7), enforced by the server and not
 * only by the order editor, over HTTP on both databases: wherever an order gets an option — create,
 * `PUT`/`PATCH /order/{id}`, `PATCH /order/{id}/delivery`, a draft and its confirmation — one the
 * order's customer may not use is refused with a 400 on `delivery._id`, and the combinations the rule
 * allows pass. Options listing roles stay for those roles.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiResponse } from '../../support/server.js';
import { createCustomer, createStaff, type ErrorBody } from '../../support/actors.js';
import { createDeliveryOption, createOrder, createProduct, createProvider, deliveryTo, postOrder, type Order, type Product } from '../../support/orders.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

describe.each(FLAVOURS)('who may use a delivery option on %s', (flavour) => {
  let server: TestServer;
  let url: string;
  let admin: string;
  let unity: Product;
  let retail: string;
  let wholesaler: string;
  const options: Record<'wholesalersOnly' | 'retailersOnly' | 'both' | 'neither' | 'unflagged', string> = { wholesalersOnly: '', retailersOnly: '', both: '', neither: '', unflagged: '' };

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    url = server.url;
    admin = await signIn(url, ADMIN.username, ADMIN.password);
    unity = await createProduct(url, admin, { provider: await createProvider(url, admin), unit: 'UNITY', taxBase: 100 });
    retail = (await createCustomer(url, admin, { name: 'Kiosco Minorista' }))._id;
    wholesaler = (await createCustomer(url, admin, { name: 'Almacén Mayorista', isWholesaler: true }))._id;
    options.wholesalersOnly = (await createDeliveryOption(url, admin, { customerPrice: 100, isWholesaler: true, isRetailer: false }))._id;
    options.retailersOnly = (await createDeliveryOption(url, admin, { customerPrice: 100, isWholesaler: false, isRetailer: true }))._id;
    options.both = (await createDeliveryOption(url, admin, { customerPrice: 100, isWholesaler: true, isRetailer: true }))._id;
    options.neither = (await createDeliveryOption(url, admin, { customerPrice: 100, isWholesaler: false, isRetailer: false }))._id;
    options.unflagged = (await createDeliveryOption(url, admin, { customerPrice: 100 }))._id;
  });
  afterAll(async () => {
    await server.close();
  });

  const order = (customer: string, option?: string) => ({ customer, delivery: deliveryTo(option), items: [{ product: unity._id, quantity: 1 }] });

  /** A 400 that names the order's delivery option. */
  function expectDeliveryRefused(response: ApiResponse<unknown>): void {
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    const body = response.body as unknown as ErrorBody;
    expect(body.details?.[0]?.path).toBe('delivery._id');
    expect(body.message).toMatch(/^delivery\._id: the delivery option .* is only for (wholesaler|retail) customers/);
  }

  it('refuses an option for the other kind of customer when an order is created', async () => {
    expectDeliveryRefused(await postOrder(url, admin, order(retail, options.wholesalersOnly)));
    expectDeliveryRefused(await postOrder(url, admin, order(wholesaler, options.retailersOnly)));
  });

  it('lets each customer use its own kind of option, and anyone an option for both or neither', async () => {
    const allowed: Array<[string, string]> = [
      [wholesaler, options.wholesalersOnly],
      [retail, options.retailersOnly],
      ...[options.both, options.neither, options.unflagged].flatMap((option): Array<[string, string]> => [
        [retail, option],
        [wholesaler, option],
      ]),
    ];
    for (const [customer, option] of allowed) {
      const made = await createOrder(url, admin, order(customer, option));
      expect(made.delivery).toMatchObject({ _id: option, customerPrice: 100 });
    }
  });

  it('refuses it on PUT and PATCH /order/{id}, on PATCH /order/{id}/delivery, and when the customer changes under the option', async () => {
    const placed = await createOrder(url, admin, order(retail, options.retailersOnly));
    const body = { customer: retail, paymentMethod: 'EFECTIVO', delivery: deliveryTo(options.wholesalersOnly), cart: { items: [{ product: unity._id, quantity: 1 }] } };
    expectDeliveryRefused(await call(url, 'PUT', `/order/${placed._id}`, { token: admin, body }));
    expectDeliveryRefused(await call(url, 'PATCH', `/order/${placed._id}`, { token: admin, body: { paymentMethod: 'EFECTIVO', delivery: deliveryTo(options.wholesalersOnly) } }));
    expectDeliveryRefused(await call(url, 'PATCH', `/order/${placed._id}/delivery`, { token: admin, body: deliveryTo(options.wholesalersOnly) }));
    // The retail option stays on the order, and a wholesaler customer may not take it over.
    expectDeliveryRefused(await call(url, 'PATCH', `/order/${placed._id}`, { token: admin, body: { paymentMethod: 'EFECTIVO', customer: wholesaler } }));

    const moved = await call<Order>(url, 'PATCH', `/order/${placed._id}/delivery`, { token: admin, body: deliveryTo(options.both) });
    expect(moved.status).toBe(200);
    const handedOver = await call<Order>(url, 'PATCH', `/order/${placed._id}`, { token: admin, body: { paymentMethod: 'EFECTIVO', customer: wholesaler } });
    expect(handedOver.status).toBe(200);
    expect(handedOver.body).toMatchObject({ customer: wholesaler, delivery: { _id: options.both } });
  });

  it('refuses it on a draft and when a draft is confirmed into an order, also when the option changed since', async () => {
    const draftBody = (delivery: Record<string, unknown>) => ({ customer: retail, cart: { items: [{ product: unity._id, quantity: 1 }] }, delivery });
    expectDeliveryRefused(await call(url, 'POST', '/order/draft', { token: admin, body: draftBody(deliveryTo(options.wholesalersOnly)) }));

    const draft = await call<{ _id: string }>(url, 'POST', '/order/draft', { token: admin, body: draftBody(deliveryTo(options.unflagged)) });
    expect(draft.status).toBe(201);
    expectDeliveryRefused(await call(url, 'PUT', `/order/v2/draft/confirm/${draft.body._id}`, { token: admin, body: { delivery: deliveryTo(options.wholesalersOnly) } }));
    // The draft's own option became wholesalers only after the draft was made.
    const changed = await call(url, 'PATCH', `/delivery/${options.unflagged}`, {
      token: admin,
      body: { name: 'Envío mayorista', customerPrice: 100, partnerPrice: 0, contributes: false, isWholesaler: true, isRetailer: false },
    });
    expect(changed.status).toBe(200);
    expectDeliveryRefused(await call(url, 'PUT', `/order/v2/draft/confirm/${draft.body._id}`, { token: admin, body: {} }));

    const confirmed = await call<{ order: Order }>(url, 'PUT', `/order/v2/draft/confirm/${draft.body._id}`, { token: admin, body: { delivery: deliveryTo(options.retailersOnly) } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.order.delivery._id).toBe(options.retailersOnly);
  });

  it('keeps an option that lists roles for those roles, and still for its kind of customer', async () => {
    const forPartners = (await createDeliveryOption(url, admin, { customerPrice: 50, roles: ['AV'], isWholesaler: true }))._id;
    const forStaff = (await createDeliveryOption(url, admin, { customerPrice: 50, roles: ['ADMIN', 'OPERACION'] }))._id;
    const av = await createStaff(url, admin, { name: 'Socio Envíos', username: `av${Date.now()}`, role: 'AV' });
    const own = (await createCustomer(url, av.token, { name: 'Mayorista del socio', isWholesaler: true }))._id;
    const ownRetail = (await createCustomer(url, av.token, { name: 'Minorista del socio' }))._id;
    expect((await postOrder(url, av.token, order(own, forPartners))).status).toBe(201);
    const notForAv = await postOrder(url, av.token, order(own, forStaff));
    expect(notForAv.status).toBe(400);
    expect((notForAv.body as unknown as ErrorBody).message).toMatch(/not offered to the AV role/);
    // The right role still cannot give a wholesaler-only option to a retail customer.
    expectDeliveryRefused(await postOrder(url, av.token, order(ownRetail, forPartners)));
  });
});
