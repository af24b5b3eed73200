/**
 * An order's transitions on a SQLite server read neither the order its last write left nor, for a
 * delivery, the customer's active account an earlier delivery read (db/kept-rows.ts), over real
 * HTTP on both databases: a delivery after an account was opened for its customer is charged on it,
 * though the customer's last delivery, without one, paid cash; and on SQLite the confirm, prepare and
 * deliver of an order run no `select` of their own (the session check aside).
 */
import type { LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomer, expectStatus } from '../../support/actors.js';
import { accountBalance, createOrder, moveOrder, productOf363, uniqueName, type Order } from '../../support/orders.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

describe.each(FLAVOURS)('order reads kept between writes on %s', (flavour) => {
  let server: TestServer;
  let url: string;
  let admin: string;
  let product: string;
  const statements: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'), { open: { log: (event: LogEvent) => void statements.push(event.query.sql) } });
    url = server.url;
    admin = await signIn(url, ADMIN.username, ADMIN.password);
    // A product of unit cost 121 at m 1.5, 500 in stock: 2 units are a total of 363.
    product = await productOf363(url, admin);
  });
  afterAll(() => server?.close());

  const ordered = async (customer: string): Promise<Order> => createOrder(url, admin, { customer, items: [{ product, quantity: 2 }] });
  const deliver = (id: string) => expectStatus(call<Order>(url, 'PUT', `/order/deliver/${id}`, { token: admin }));

  it('charges the account opened after the customer last paid cash', async () => {
    const customer = (await createCustomer(url, admin, { name: uniqueName('Cliente') }))._id;
    const first = await moveOrder(url, admin, (await ordered(customer))._id, ['confirm', 'prepare']);
    const second = await moveOrder(url, admin, (await ordered(customer))._id, ['confirm', 'prepare']);
    expect((await deliver(first._id)).settlement?.kind).toBe('cash');
    const account = (await expectStatus(call<{ _id: string }>(url, 'POST', '/account', { token: admin, body: { customer } }), 201))._id;
    expect((await deliver(second._id)).settlement).toEqual({ kind: 'account', ref: account });
    expect(await accountBalance(server, account)).toBe(363);
  });

  it.runIf(flavour === 'sqlite')('reads neither the order nor, for a delivery, the account a delivery read before', async () => {
    const customer = (await createCustomer(url, admin, { name: uniqueName('Cliente') }))._id;
    await deliver((await moveOrder(url, admin, (await ordered(customer))._id, ['confirm', 'prepare']))._id);
    const order = await ordered(customer);
    statements.length = 0;
    const delivered = await deliver((await moveOrder(url, admin, order._id, ['confirm', 'prepare']))._id);
    expect(delivered).toMatchObject({ _id: order._id, state: 'PREPARADO', delivery: { delivered: true }, settlement: { kind: 'cash' } });
    // The session check reads its session row once a second: not a read of the write's own.
    expect(statements.filter((text) => /^select/i.test(text) && !/from "sessions"/.test(text))).toEqual([]);
  });
});
