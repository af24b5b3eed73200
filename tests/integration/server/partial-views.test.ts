/**
 * What a role sees of documents outside its own work (domain §8), by every route that answers them,
 * its sync pull and its history, on both databases over HTTP:
 * - a customer's drafts and carts carry, per item, the product, quantity, its unit price and line
 *   total, and the total — no cost, tax base, margin, contribution, profit or price snapshot at any
 *   depth — and a delivery at its customer price only; confirming a draft answers the order as
 *   the customer reads orders;
 * - purchasing reads the drivers (name only), never the other staff records;
 * - a provider reads its own provider's products by name and unit, never another's, nor a figure;
 * - an option's message is for those who may use the option.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PageOf } from '../../support/actors.js';
import { expectStatus } from '../../support/actors.js';
import { call, FLAVOURS, startTestServer, type TestServer } from '../../support/server.js';
import { keysDeep, pullEverything, type Json } from '../../support/visibility.js';
import { seedWorld, type World } from '../../support/world.js';

/** Keys that carry what only staff may know of a sale (the item detail, delivery costs). */
const HIDDEN = [
  'detail',
  'cost',
  'taxBase',
  'contribution',
  'contributions',
  'wholesalerContributions',
  'profit',
  'margin',
  'margins',
  'metadata',
  'unitCost',
  'originalUnitCost',
  'partnerPrice',
  'internPrice',
  'contributes',
  'toPay',
  'logistic',
  'inventory',
];
const DRIVER_KEYS = ['_id', 'number', 'status', 'createdAt', 'updatedAt', 'name', 'isDriver'];
const ADDRESS = { label: 'Casa', street: 'Av. Siempreviva 742', city: 'Temperley', province: 'Buenos Aires' };

describe.each(FLAVOURS)('partial views on %s', (flavour) => {
  let server: TestServer | undefined;
  let world: World;
  const leaks = (value: unknown) => [...keysDeep(value)].filter((key) => HIDDEN.includes(key));
  const send = <T = Json>(method: string, path: string, token: string, body?: unknown) => call<T>(world.api, method, path, { token, ...(body === undefined ? {} : { body }) });

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    world = await seedWorld(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows a customer its drafts by every route without costs, with its own prices and its delivery price only', async () => {
    const customer = world.tokens.CUSTOMER;
    const delivery = { _id: world.ids.deliveries.main, phone: world.ids.customerPhone, contactEmail: null, address: ADDRESS, charged: true };
    const made = await expectStatus(send<Json>('POST', '/order/draft', customer, { cart: { items: [{ product: world.ids.products.main, quantity: 3 }] }, delivery }), 201);
    expect(leaks(made)).toEqual([]);
    const cart = made.cart as { items: Array<Record<string, number>>; total: number };
    expect(cart.items[0]).toMatchObject({ number: 1, product: world.ids.products.main, quantity: 3 });
    expect(cart.items[0]?.price).toBeGreaterThan(0);
    expect(cart.items[0]?.unitPrice).toBeGreaterThan(0);
    expect(cart.total).toBe(cart.items[0]?.price);
    expect(made.delivery).toMatchObject({ _id: world.ids.deliveries.main, customerPrice: 500, charged: true });

    // Staff see the whole draft: the same prices, with the detail behind them.
    const staff = (await expectStatus(send<PageOf<Json>>('GET', '/order/v2/draft?limit=200', world.tokens.ADMIN))).docs.find((d) => d._id === made._id);
    expect(staff?.cart).toMatchObject({ total: cart.total, items: [{ price: cart.items[0]?.price, detail: { unitCost: cart.items[0]?.unitPrice } }] });

    const listed = await expectStatus(send<PageOf<Json>>('GET', '/order/v2/draft?limit=200', customer));
    expect(leaks(listed)).toEqual([]);
    expect(listed.docs.find((d) => d._id === made._id)).toEqual(made);

    const confirmed = await expectStatus(send<{ draft: Json; order: Json }>('PUT', `/order/v2/draft/confirm/${String(made._id)}`, customer, { paymentMethod: 'EFECTIVO' }));
    expect(leaks(confirmed)).toEqual([]);
    expect(confirmed.order).toMatchObject({ state: 'PENDIENTE', total: cart.total + 500, cart: { total: cart.total } });

    const removable = await expectStatus(send<Json>('POST', '/order/draft', customer, { cart: { items: [{ product: world.ids.products.main, quantity: 1 }] } }), 201);
    expect(leaks(await expectStatus(send('DELETE', `/order/v2/draft/${String(removable._id)}`, customer)))).toEqual([]);
  });

  it('shows a customer its carts by every route without costs', async () => {
    const customer = world.tokens.CUSTOMER;
    const items = [{ product: world.ids.products.main, quantity: 2 }];
    const made = await expectStatus(send<Json>('POST', '/cart', customer, { items }), 201);
    expect(leaks(made)).toEqual([]);
    expect(made).toMatchObject({ total: expect.any(Number), items: [{ product: world.ids.products.main, quantity: 2, unitPrice: expect.any(Number) }] });
    for (const [method, body] of [
      ['PUT', { items }],
      ['PATCH', { items: [{ product: world.ids.products.main, quantity: 4 }] }],
    ] as const) {
      expect(leaks(await expectStatus(send(method, `/cart/${String(made._id)}`, customer, body)))).toEqual([]);
    }
    const one = await expectStatus(send<Json>('GET', `/cart/${String(made._id)}`, customer));
    expect(leaks(one)).toEqual([]);
    expect((one.items as Json[])[0]).toMatchObject({ quantity: 4 });
    expect(leaks(await expectStatus(send('GET', '/cart?limit=200', customer)))).toEqual([]);
  });

  it('gives a customer no hidden field of its drafts and carts by sync pull or history', async () => {
    const pulled = await pullEverything(world.api, world.tokens.CUSTOMER);
    for (const collection of ['drafts', 'carts']) {
      const docs = [...(pulled.get(collection)?.values() ?? [])].filter((doc) => doc !== null);
      expect(docs.length).toBeGreaterThan(0);
      expect(leaks(docs)).toEqual([]);
    }
    for (const [entity, id] of [
      ['drafts', world.docs.drafts.customer],
      ['carts', world.docs.carts.customer],
    ] as const) {
      const history = await expectStatus(send<PageOf<{ changes: Record<string, unknown> }>>('GET', `/history?entity=${entity}&id=${id}&limit=200`, world.tokens.CUSTOMER));
      expect(history.docs.length).toBeGreaterThan(0);
      expect(leaks(history)).toEqual([]);
      expect(history.docs.flatMap((e) => Object.keys(e.changes)).filter((path) => HIDDEN.includes(path.split('.')[0] ?? path) || path.startsWith('cart') || path.startsWith('items'))).toEqual([]);
    }
  });

  it('shows purchasing the drivers by name and no other staff, by route and by sync', async () => {
    const compras = world.tokens.COMPRAS;
    const listed = await expectStatus(send<PageOf<Json>>('GET', '/user/public?limit=200', compras));
    expect(listed.docs.map((u) => u._id)).toEqual([world.ids.users.operacion]);
    expect(listed.total).toBe(1);
    for (const doc of listed.docs) expect(Object.keys(doc).sort()).toEqual([...DRIVER_KEYS].sort());
    expect(await expectStatus(send('GET', `/user/${world.ids.users.operacion}`, compras))).toEqual(listed.docs[0]);
    expect((await send('GET', `/user/${world.ids.users.av1}`, compras)).status).toBe(404);
    const pulled = [...((await pullEverything(world.api, compras)).get('users')?.values() ?? [])].filter((doc) => doc !== null);
    expect(pulled).toEqual(listed.docs);
    // Operations still reads every user.
    expect((await expectStatus(send<PageOf<Json>>('GET', '/user/public?limit=200', world.tokens.OPERACION))).total).toBeGreaterThan(1);
  });

  it('shows a provider its own products by name and unit, and no other provider’s', async () => {
    const other = await expectStatus(
      send<Json>('POST', '/product', world.tokens.ADMIN, {
        name: 'Salame de otro',
        provider: world.ids.providers.other,
        unit: 'UNITY',
        taxBase: 100,
        taxes: [],
        contributions: 10,
        wholesalerContributions: 5,
        margins: [
          { quantity: 0, value: 1.1 },
          { quantity: 1, value: 1.3 },
        ],
      }),
      201,
    );
    const proveedor = world.tokens.PROVEEDOR;
    const own = await expectStatus(send<Json>('GET', `/product/${world.ids.products.main}`, proveedor));
    expect(leaks(own)).toEqual([]);
    expect(own).toMatchObject({ name: 'Queso cremoso', unit: 'UNITY', provider: world.ids.providers.own });
    expect((await send('GET', `/product/${String(other._id)}`, proveedor)).status).toBe(404);
    expect((await send('GET', '/product/public', proveedor)).status).toBe(403);
    const pulled = [...((await pullEverything(world.api, proveedor)).get('products')?.values() ?? [])].filter((doc) => doc !== null);
    expect(pulled.map((p) => p?._id).sort()).toEqual([world.ids.products.main, world.ids.products.spare].sort());
    expect(leaks(pulled)).toEqual([]);
  });

  it('gives an option’s message only to those who may use the option', async () => {
    const onlyAv = await expectStatus(send<Json>('POST', '/delivery', world.tokens.ADMIN, { name: 'Solo vendedores', customerPrice: 100, roles: ['AV'], message: 'Llamar antes' }), 201);
    const wholesale = await expectStatus(send<Json>('POST', '/delivery', world.tokens.ADMIN, { name: 'Mayoristas', customerPrice: 100, isWholesaler: true, message: 'Pallets' }), 201);
    const message = (id: unknown, token: string) => send<{ message: string }>('GET', `/delivery/${String(id)}/message`, token);
    expect((await message(onlyAv._id, world.tokens.CUSTOMER)).status).toBe(404);
    expect((await message(onlyAv._id, world.tokens.OPERACION)).status).toBe(404);
    expect((await expectStatus(message(onlyAv._id, world.tokens.AV))).message).toBe('Llamar antes');
    // The world's customer is a retailer.
    expect((await message(wholesale._id, world.tokens.CUSTOMER)).status).toBe(404);
    expect((await expectStatus(message(world.ids.deliveries.main, world.tokens.CUSTOMER))).message).toBe('');
  });
});
