/**
 * A customer reaches only its own carts, drafts, orders and account (domain §8), and reads its orders
 * and account without what the sale costs or earns, by route and by sync pull, on both databases.
 * The other customer here is a customer of the same partner, so the partner scope cannot be what
 * keeps them apart.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectStatus, type PageOf } from '../../support/actors.js';
import { customerToken } from '../../support/principals.js';
import { call, FLAVOURS, type TestServer, startTestServer } from '../../support/server.js';
import { keysDeep, pullEverything, type Json } from '../../support/visibility.js';
import { seedWorld, type World } from '../../support/world.js';

/** Keys that carry what only staff may know of a sale, or who on the staff stands behind it. */
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
  'partner',
  'createdBy',
];
const ADDRESS = { label: 'Casa', street: 'Av. Siempreviva 742', city: 'Temperley', province: 'Buenos Aires' };

describe.each(FLAVOURS)('a customer and its own documents on %s', (flavour) => {
  let server: TestServer | undefined;
  let world: World;
  let stranger = '';
  const leaks = (value: unknown) => [...keysDeep(value)].filter((key) => HIDDEN.includes(key));
  const send = <T = Json>(method: string, path: string, token: string, body?: unknown) => call<T>(world.api, method, path, { token, ...(body === undefined ? {} : { body }) });

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    world = await seedWorld(server);
    const phone = '+54 11 55550077';
    await expectStatus(send('POST', '/customer', world.tokens.AV, { name: 'Vecino del mismo vendedor', address: ADDRESS, phone }), 201);
    stranger = await customerToken(server, phone);
    // A correction gives the customer's account a movement to read.
    await expectStatus(send('PATCH', `/account/${world.money.accounts.own}`, world.tokens.ADMIN, { balance: 1500 }));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('reads its orders with items, totals, state and delivery at its price, and nothing behind them', async () => {
    const customer = world.tokens.CUSTOMER;
    const list = await expectStatus(send<PageOf<Json>>('GET', '/order?limit=200', customer));
    expect(list.docs.map((d) => d._id).sort()).toEqual([world.docs.orders.own, world.docs.orders.dueOwn].sort());
    expect(leaks(list)).toEqual([]);
    const one = await expectStatus(send<Json>('GET', `/order/${world.docs.orders.own}`, customer));
    expect(leaks(one)).toEqual([]);
    expect(one).toMatchObject({ _id: world.docs.orders.own, state: 'PENDIENTE', total: expect.any(Number), delivery: { customerPrice: expect.any(Number), delivered: false } });
    const cart = one.cart as { items: Json[]; total: number };
    expect(cart.items[0]).toMatchObject({ number: 1, product: world.ids.products.main, quantity: expect.any(Number), unitPrice: expect.any(Number), price: expect.any(Number) });

    // The staff's copy of the same order: the same prices, with what the customer does not see.
    const staff = await expectStatus(send<Json>('GET', `/order/${world.docs.orders.own}`, world.tokens.ADMIN));
    expect(staff).toMatchObject({ total: one.total, cart: { total: cart.total }, toPay: expect.any(Number), profit: expect.any(Number) });
  });

  it('reads its account and the movements behind its balance', async () => {
    const customer = world.tokens.CUSTOMER;
    const list = await expectStatus(send<PageOf<Json>>('GET', '/account', customer));
    expect(list.docs.map((d) => d._id)).toEqual([world.money.accounts.own]);
    const account = await expectStatus(send<Json & { movements: Json[] }>('GET', `/account/${world.money.accounts.own}`, customer));
    expect(account).toMatchObject({ balance: 1500, movements: [{ kind: 'correction', delta: 1500, balance: 1500 }] });
    expect(leaks([list, account])).toEqual([]);
  });

  it("answers 404 for another customer's order, account, draft and cart on every route", async () => {
    const draft = await world.make.draft('customer');
    const cart = world.docs.carts.customer;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/order/${world.docs.orders.own}`],
      ['GET', `/account/${world.money.accounts.own}`],
      ['PUT', `/order/v2/draft/confirm/${draft}`, { paymentMethod: 'EFECTIVO' }],
      ['DELETE', `/order/v2/draft/${draft}`],
      ['GET', `/cart/${cart}`],
      ['PUT', `/cart/${cart}`, { items: [{ product: world.ids.products.main, quantity: 1 }] }],
      ['PATCH', `/cart/${cart}`, { items: [{ product: world.ids.products.main, quantity: 1 }] }],
    ];
    for (const [method, path, body] of calls) {
      expect((await send(method, path, stranger, body)).status, `${method} ${path}`).toBe(404);
    }
    for (const path of ['/order?limit=200', '/account', '/order/v2/draft?limit=200', '/cart?limit=200']) {
      expect((await expectStatus(send<PageOf<Json>>('GET', path, stranger))).docs, path).toEqual([]);
    }
    // Asking for another customer by filter changes nothing: a customer's lists are its own.
    const filtered = await expectStatus(send<PageOf<Json>>('GET', `/order?customer=${world.ids.customers.av2}`, world.tokens.CUSTOMER));
    expect(filtered.docs.every((d) => d.customer === world.ids.customers.av1)).toBe(true);
  });

  it('pulls its orders, account and movements by sync the way its routes show them, and no one else’s', async () => {
    const pulled = await pullEverything(world.api, world.tokens.CUSTOMER);
    const orders = [...(pulled.get('orders')?.values() ?? [])].filter((d): d is Json => d !== null);
    expect(orders.map((d) => d._id).sort()).toEqual([world.docs.orders.own, world.docs.orders.dueOwn].sort());
    const accounts = [...(pulled.get('accounts')?.values() ?? [])];
    expect(accounts.map((d) => d?._id)).toEqual([world.money.accounts.own]);
    expect([...(pulled.get('accountMovements')?.values() ?? [])]).toHaveLength(1);
    expect(leaks([orders, accounts, [...(pulled.get('accountMovements')?.values() ?? [])]])).toEqual([]);
    expect((await pullEverything(world.api, stranger)).get('orders')?.size ?? 0).toBe(0);
  });
});
