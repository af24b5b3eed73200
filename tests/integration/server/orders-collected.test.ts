/**
 * Delivery records what was actually collected and how (issues 18, 19; domain §6 extended, see
 * src-shared/documents/delivery-collection.ts), over real HTTP on both databases: a part collected
 * from an account customer is paid on the account at once, a customer without an account pays the
 * whole total (any method) or the delivery is refused with nothing written, and rolling the
 * delivery back reverses everything it wrote.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { docs } from '../../../src-server/db/documents.js';
import { createCustomer, createStaff, expectStatus, type Staff } from '../../support/actors.js';
import { productOf363, accountBalance, cashflowsOfOrder, createOrder, inventory, moveOrder, partnerBalance, stockSnapshot, uniqueName, type Order } from '../../support/orders.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

interface Entry {
  _id: string;
  amount: number;
  concept: string;
  type: string;
  paymentMethod: string;
  partner: string | null;
  customer: string | null;
  payment?: string | null;
  order?: string | null;
  status: boolean;
}

describe.each(FLAVOURS)('delivery collection on %s', (flavour) => {
  let server: TestServer;
  let url: string;
  let admin: string;
  let product: string;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    url = server.url;
    admin = await signIn(url, ADMIN.username, ADMIN.password);
    // A product of unit cost 121 at m 1.5, 500 in stock: 2 units are a total of 363, toPay 314.6.
    product = await productOf363(url, admin);
  });
  afterAll(() => server?.close());

  /** A fresh partner (so its balance is this test's alone), its customer and a PREPARADO order of 363. */
  async function prepared(withAccount: boolean): Promise<{ partner: Staff; order: Order; account: string | null }> {
    const partner = await createStaff(url, admin, { name: 'Socio', username: uniqueName('socio'), role: 'AV' });
    const customer = await createCustomer(url, partner.token, { name: uniqueName('Cliente') });
    const account = withAccount ? (await expectStatus(call<{ _id: string }>(url, 'POST', '/account', { token: admin, body: { customer: customer._id } }), 201))._id : null;
    const created = await createOrder(url, partner.token, { customer: customer._id, items: [{ product, quantity: 2 }] });
    expect(created).toMatchObject({ total: 363, toPay: 314.6, paymentMethod: 'EFECTIVO' });
    return { partner, order: await moveOrder(url, admin, created._id, ['confirm', 'prepare']), account };
  }

  const deliver = (id: string, body?: unknown) =>
    call<Order & { message?: string; details?: Array<{ path: string; message: string }> }>(url, 'PUT', `/order/deliver/${id}`, { token: admin, ...(body === undefined ? {} : { body }) });

  /** Every entry naming the customer, removed ones included. */
  async function entriesOf(customer: string): Promise<Entry[]> {
    const rows = await docs(server.database.db).selectFrom('cashflows').select(['doc', 'status']).where('customer', '=', customer).execute();
    return rows.map((row) => ({ ...(JSON.parse(row.doc) as Entry), status: Number(row.status) === 1 }));
  }

  async function movementsOf(account: string): Promise<Array<[string, number]>> {
    const read = await expectStatus(call<{ movements: Array<{ kind: string; delta: number }> }>(url, 'GET', `/account/${account}`, { token: admin }));
    return read.movements.map((m) => [m.kind, m.delta]);
  }

  it('an account customer paying part: the total on the account, the part collected as a payment with the method chosen; roll back reverses all', async () => {
    const { partner, order, account } = await prepared(true);
    if (!account) throw new Error('no account');
    const delivered = await expectStatus(deliver(order._id, { collected: { amount: 100, paymentMethod: 'BANCO' } }));
    expect(delivered).toMatchObject({ state: 'PREPARADO', delivery: { delivered: true }, settlement: { kind: 'account', ref: account } });
    expect(await accountBalance(server, account)).toBe(263);
    expect(await movementsOf(account)).toEqual(
      expect.arrayContaining([
        ['order', 363],
        ['payment', -100],
      ]),
    );
    const [entry, ...others] = await entriesOf(order.customer);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      type: 'commercial.partner',
      concept: 'INGRESS',
      amount: 100,
      paymentMethod: 'BANK',
      partner: partner.user._id,
      payment: delivered.settlement?.payment,
      status: true,
    });
    // Domain §6: the partner owes toPay of the delivered order less what it collected for the company.
    expect(await partnerBalance(server, partner.user._id)).toBe(214.6);

    await expectStatus(call(url, 'PUT', `/order/rollback/deliver/${order._id}`, { token: admin }));
    expect(await accountBalance(server, account)).toBe(0);
    expect((await entriesOf(order.customer)).map((e) => e.status)).toEqual([false]);
    expect(await partnerBalance(server, partner.user._id)).toBe(0);
    expect((await movementsOf(account)).slice(-2)).toEqual([
      ['paymentReversal', 100],
      ['orderReversal', -363],
    ]);
  });

  it('an account customer paying nothing leaves the whole total on the account, as without a body', async () => {
    const { partner, order, account } = await prepared(true);
    const delivered = await expectStatus(deliver(order._id, { collected: { amount: 0, paymentMethod: 'EFECTIVO' } }));
    expect(delivered.settlement).toEqual({ kind: 'account', ref: account });
    expect(await accountBalance(server, account ?? '')).toBe(363);
    expect(await entriesOf(order.customer)).toEqual([]);
    expect(await partnerBalance(server, partner.user._id)).toBe(314.6);
  });

  it("charges the customer's open account, not one closed before it, and answers 404 for an order that does not exist", async () => {
    const { order, account: closed } = await prepared(true);
    await expectStatus(call(url, 'PUT', `/account/${closed ?? ''}`, { token: admin }));
    const open = (await expectStatus(call<{ _id: string }>(url, 'POST', '/account', { token: admin, body: { customer: order.customer } }), 201))._id;
    const delivered = await expectStatus(deliver(order._id));
    expect(delivered.settlement).toEqual({ kind: 'account', ref: open });
    expect(await accountBalance(server, open)).toBe(363);
    expect(await accountBalance(server, closed ?? '')).toBe(0);
    expect((await deliver('0123456789abcdef01234567')).status).toBe(404);
  });

  it('a customer without an account paying the whole total by bank: one INGRESS by BANK, reversed on roll back', async () => {
    const { partner, order } = await prepared(false);
    const delivered = await expectStatus(deliver(order._id, { collected: { amount: 363, paymentMethod: 'BANCO' } }));
    expect(delivered.settlement?.kind).toBe('cash');
    expect(await cashflowsOfOrder(server, order._id)).toEqual([expect.objectContaining({ amount: 363, concept: 'INGRESS', paymentMethod: 'BANK', partner: partner.user._id, status: true })]);
    // Collected on delivery: the company owes the partner its profit (363 − 314.6).
    expect(await partnerBalance(server, partner.user._id)).toBe(-48.4);
    await expectStatus(call(url, 'PUT', `/order/rollback/deliver/${order._id}`, { token: admin }));
    expect((await cashflowsOfOrder(server, order._id)).map((e) => e.status)).toEqual([false]);
    expect(await partnerBalance(server, partner.user._id)).toBe(0);
  });

  it('refuses part of the total from a customer without an account, or more than the total, and writes nothing', async () => {
    const { order } = await prepared(false);
    const before = { stock: await stockSnapshot(server, [product]), inventory: await inventory(url, admin, product) };
    const partial = await deliver(order._id, { collected: { amount: 300, paymentMethod: 'EFECTIVO' } });
    expect(partial.status).toBe(400);
    expect(partial.body.details).toEqual([
      { path: 'collected.amount', message: 'to leave part of the order unpaid the customer needs a current account: open one first', key: 'order.collected.needsAccount', params: {} },
    ]);
    const over = await deliver(order._id, { collected: { amount: 363.01, paymentMethod: 'EFECTIVO' } });
    expect(over.status).toBe(400);
    expect(over.body.details?.[0]?.path).toBe('collected.amount');
    expect((await deliver(order._id, { collected: { amount: 363, paymentMethod: 'CHEQUE' } })).status).toBe(400);
    expect(await entriesOf(order.customer)).toEqual([]);
    expect({ stock: await stockSnapshot(server, [product]), inventory: await inventory(url, admin, product) }).toEqual(before);
    expect(await expectStatus(call<Order>(url, 'GET', `/order/${order._id}`, { token: admin }))).toMatchObject({ state: 'PREPARADO', settlement: null });
    // Without a body the delivery is today's: the whole total, with the order's method.
    await expectStatus(deliver(order._id));
    expect(await cashflowsOfOrder(server, order._id)).toEqual([expect.objectContaining({ amount: 363, paymentMethod: 'CASH', status: true })]);
  });
});
