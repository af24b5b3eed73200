/**
 * Customer accounts (domain §6) over HTTP on both databases: one open account per customer, an
 * opening balance, payments that lower it and record the money as the collecting partner's
 * INGRESS, corrections, deliveries on account, `/account/paid`, closing, and an AV held to the
 * accounts of its own customers. Every balance equals the sum of its movements.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dec } from '../../../src-shared/money.js';
import { docs } from '../../../src-server/db/documents.js';
import { expectStatus, type ErrorBody, type PageOf, type Staff } from '../../support/actors.js';
import { customer, get, insertOrder, partner, post, type Api } from '../../support/ledger.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

interface Movement {
  _id: string;
  kind: string;
  delta: number;
  balance: number;
  refId: string | null;
}

interface Account {
  _id: string;
  customer: string;
  partner: string | null;
  balance: number;
  status: boolean;
  movements?: Movement[];
}

interface Payment {
  payment: Movement;
  account: Account;
  entry: { _id: string; type: string; concept: string; amount: number; partner: string; customer: string; paymentMethod: string; payment: string };
}

describe.each(FLAVOURS)('accounts on %s', (flavour) => {
  let server: TestServer;
  let api: Api;
  let av: Staff;
  let otherAv: Staff;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    api = { url: server.url, admin: await signIn(server.url, ADMIN.username, ADMIN.password) };
    av = await partner(api);
    otherAv = await partner(api);
  });
  afterAll(() => server?.close());

  const open = (customerId: string, balance?: number) => post<Account>(api, '/account', { customer: customerId, ...(balance === undefined ? {} : { balance }) });
  const pay = (body: Record<string, unknown>, token = api.admin) => call<Payment & ErrorBody>(api.url, 'POST', '/account/pay', { token, body });
  const account = (id: string, token = api.admin) => get<Account>(api, `/account/${id}`, token);

  /** The account's balance must be the sum of its movements, in the answer and in the database. */
  async function expectBalanceIsSum(id: string, balance: number): Promise<void> {
    const read = await account(id);
    expect(read.balance).toBe(balance);
    expect(dec(balance).eq(read.movements?.reduce((sum, m) => sum.add(m.delta), dec(0)) ?? dec(0))).toBe(true);
    const row = await docs(server.database.db)
      .selectFrom('account_movements')
      .select((eb) => eb.fn.sum('delta_cents').as('cents'))
      .where('account', '=', id)
      .executeTakeFirst();
    expect(Number(row?.cents ?? 0)).toBe(dec(balance).mul(100).toNumber());
  }

  it('opens one account per customer, with the opening balance as its first movement', async () => {
    const client = await customer(api, av.token);
    const opened = await open(client, 250.5);
    expect(opened).toMatchObject({ customer: client, partner: av.user._id, balance: 250.5, status: true });
    expect((await account(opened._id)).movements?.map((m) => [m.kind, m.delta, m.balance])).toEqual([['opening', 250.5, 250.5]]);
    const again = await call<ErrorBody>(api.url, 'POST', '/account', { token: api.admin, body: { customer: client } });
    expect([again.status, again.body.message]).toEqual([409, expect.stringMatching(/already has an open account/)]);
    const unknown = await call<ErrorBody>(api.url, 'POST', '/account', { token: api.admin, body: { customer: '0123456789abcdef01234567' } });
    expect([unknown.status, unknown.body.details?.[0]?.path]).toEqual([400, 'customer']);
    expect((await account((await open(await customer(api, av.token)))._id)).movements).toEqual([]);
    await expectBalanceIsSum(opened._id, 250.5);
  });

  it('takes a payment: lowers the balance and records the INGRESS of the partner who collected it', async () => {
    const client = await customer(api, av.token);
    const opened = await open(client, 500);
    // Staff naming no partner: the customer's partner collected it.
    const first = await pay({ customer: client, amount: 120.25 });
    expect(first.status).toBe(201);
    expect(first.body.account.balance).toBe(379.75);
    expect(first.body.payment).toMatchObject({ kind: 'payment', delta: -120.25, balance: 379.75, refId: first.body.entry._id });
    expect(first.body.entry).toMatchObject({
      type: 'commercial.partner',
      concept: 'INGRESS',
      amount: 120.25,
      partner: av.user._id,
      customer: client,
      paymentMethod: 'CASH',
      payment: first.body.payment._id,
    });
    // Staff naming the partner who collected it, by bank.
    const second = await pay({ customer: client, amount: 79.75, partner: otherAv.user._id, paymentMethod: 'BANK' });
    expect(second.body.entry).toMatchObject({ partner: otherAv.user._id, paymentMethod: 'BANK' });
    // The AV collects from its own customer: the entry names it.
    const third = await pay({ customer: client, amount: 100 }, av.token);
    expect([third.status, third.body.entry.partner, third.body.account.balance]).toEqual([201, av.user._id, 200]);
    await expectBalanceIsSum(opened._id, 200);
    expect((await account(opened._id)).movements?.map((m) => m.kind)).toEqual(['opening', 'payment', 'payment', 'payment']);
  });

  it('names the house partner for a payment on a house customer, and refuses what it cannot record', async () => {
    const houseClient = await customer(api);
    await open(houseClient, 10);
    const users = await get<PageOf<{ _id: string; username: string }>>(api, '/user/public?limit=200');
    const house = users.docs.find((u) => u.username === 'mostrador')?._id;
    expect(house).toBeDefined();
    expect((await pay({ customer: houseClient, amount: 10 })).body.entry.partner).toBe(house);
    const noAccount = await pay({ customer: await customer(api, av.token), amount: 5 });
    expect([noAccount.status, noAccount.body.message]).toEqual([409, expect.stringMatching(/no open account/)]);
    // The admin is a user but not a partner.
    const adminId = (await get<{ user: { _id: string } }>(api, '/auth/me')).user._id;
    const notPartner = await pay({ customer: houseClient, amount: 5, partner: adminId });
    expect([notPartner.status, notPartner.body.details?.[0]?.path]).toEqual([400, 'partner']);
    const tiny = await pay({ customer: houseClient, amount: 0.001 });
    expect([tiny.status, tiny.body.details?.[0]?.path]).toEqual([400, 'amount']);
  });

  it('holds an AV to its own customers’ accounts', async () => {
    const mine = await open(await customer(api, av.token), 30);
    const theirsClient = await customer(api, otherAv.token);
    const theirs = await open(theirsClient, 40);
    const listed = await get<PageOf<Account>>(api, '/account?limit=200', av.token);
    expect(listed.docs.map((a) => a._id)).toContain(mine._id);
    expect(listed.docs.every((a) => a.partner === av.user._id)).toBe(true);
    expect((await call(api.url, 'GET', `/account/${theirs._id}`, { token: av.token })).status).toBe(404);
    const foreign = await pay({ customer: theirsClient, amount: 1 }, av.token);
    expect([foreign.status, foreign.body.details?.[0]?.path]).toEqual([400, 'customer']);
    const forOther = await pay({ customer: mine.customer, amount: 1, partner: otherAv.user._id }, av.token);
    expect([forOther.status, forOther.body.details?.[0]?.path]).toEqual([400, 'partner']);
    expect((await call(api.url, 'PATCH', `/account/${mine._id}`, { token: av.token, body: { balance: 0 } })).status).toBe(403);
    expect((await account(theirs._id)).balance).toBe(40);
  });

  it('corrects a balance with a correction movement, and lists accounts at 0 as paid', async () => {
    const client = await customer(api, av.token);
    const opened = await open(client, 75);
    const corrected = await expectStatus(call<Account>(api.url, 'PATCH', `/account/${opened._id}`, { token: api.admin, body: { balance: 0 } }));
    expect(corrected.balance).toBe(0);
    expect((await account(opened._id)).movements?.map((m) => [m.kind, m.delta])).toEqual([
      ['opening', 75],
      ['correction', -75],
    ]);
    const owing = await open(await customer(api, av.token), 5);
    const paid = await get<PageOf<Account>>(api, '/account/paid?limit=200');
    expect(paid.docs.map((a) => a._id)).toContain(opened._id);
    expect(paid.docs.map((a) => a._id)).not.toContain(owing._id);
    expect(paid.docs.every((a) => a.balance === 0)).toBe(true);
    expect((await get<PageOf<Account>>(api, `/account?customer=${client}`)).docs.map((a) => a._id)).toEqual([opened._id]);
    const named = await open(await customer(api, av.token, 'Almacén Ñandú'));
    expect((await get<PageOf<Account>>(api, '/account?query=almacen%20nandu')).docs.map((a) => a._id)).toEqual([named._id]);
    await expectBalanceIsSum(opened._id, 0);
  });

  it("keeps a correction's reason on its movement and in the account's history", async () => {
    const opened = await open(await customer(api, av.token), 300);
    const body = { balance: -120.5, reason: 'Nota de crédito por mercadería vencida' };
    const corrected = await expectStatus(call<Account & { correctionReason?: string }>(api.url, 'PATCH', `/account/${opened._id}`, { token: api.admin, body }));
    expect(corrected).toMatchObject({ balance: -120.5, correctionReason: body.reason });
    const movements = (await account(opened._id)).movements as Array<{ kind: string; delta: number; reason?: string }> | undefined;
    expect(movements?.map((m) => [m.kind, m.delta, m.reason ?? null])).toEqual([
      ['opening', 300, null],
      ['correction', -420.5, body.reason],
    ]);
    const history = await get<PageOf<{ changes: Record<string, { before?: unknown; after?: unknown }> }>>(api, `/history?entity=accounts&id=${opened._id}`);
    expect(history.docs.some((entry) => entry.changes.correctionReason?.after === body.reason && entry.changes.balance?.after === -120.5)).toBe(true);
    const blank = await call<ErrorBody>(api.url, 'PATCH', `/account/${opened._id}`, { token: api.admin, body: { balance: 0, reason: '   ' } });
    expect([blank.status, blank.body.details?.[0]?.path]).toEqual([400, 'reason']);
  });

  it('charges a delivery on account to it, and closes accounts so later ones open anew', async () => {
    const client = await customer(api, av.token);
    const opened = await open(client);
    const order = await insertOrder(server, { partner: av.user._id, customer: client, total: 1234.56, cost: 1000 });
    expect(order.settlement).toEqual({ kind: 'account', ref: opened._id });
    const charged = await account(opened._id);
    expect(charged.movements?.map((m) => [m.kind, m.delta, m.refId])).toEqual([['order', 1234.56, order._id]]);
    await pay({ customer: client, amount: 234.56 });
    await expectBalanceIsSum(opened._id, 1000);

    const closed = await expectStatus(call<Account>(api.url, 'PUT', `/account/${opened._id}`, { token: api.admin }));
    expect(closed).toMatchObject({ status: false, balance: 1000 });
    expect((await pay({ customer: client, amount: 1 })).status).toBe(409);
    expect((await call(api.url, 'PATCH', `/account/${opened._id}`, { token: api.admin, body: { balance: 0 } })).status).toBe(409);
    expect((await get<PageOf<Account>>(api, `/account?customer=${client}&status=false`)).docs.map((a) => a._id)).toEqual([opened._id]);
    const reopened = await open(client);
    expect(reopened._id).not.toBe(opened._id);
  });
});
