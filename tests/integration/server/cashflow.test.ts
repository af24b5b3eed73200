/**
 * Cash flow (domain §6) over HTTP on both databases: each entry type with its party, references
 * checked on their field, transfers as two linked entries that change and go away together,
 * removal that keeps the trail, every list filter, `/cashflow/paid`, and COMPRAS held to provider
 * entries.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaff, expectStatus, type ErrorBody, type PageOf, type Staff } from '../../support/actors.js';
import { DAY, manualClock } from '../../support/clock.js';
import { customer, garage, get, insertOrder, partner, post, provider, third, type Api } from '../../support/ledger.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

interface Entry {
  _id: string;
  type: string;
  amount: number;
  concept: string;
  paymentMethod: string;
  description: string | null;
  partner: string | null;
  customer: string | null;
  provider: string | null;
  garage: string | null;
  third: string | null;
  tag: string | null;
  linked: string | null;
  status: boolean;
  removedAt: string | null;
  removedBy: string | null;
}

interface CashBalances {
  garages: Array<{ garage: { _id: string } | null; methods: Record<string, { ingress: number; egress: number; balance: number }>; balance: number }>;
}

const money = { amount: 1500, concept: 'INGRESS', paymentMethod: 'CASH' } as const;

describe.each(FLAVOURS)('cash flow on %s', (flavour) => {
  const clock = manualClock('2026-03-02T12:00:00.000Z');
  let server: TestServer;
  let api: Api;
  let av: Staff;
  let compras: Staff;
  let ids: { customer: string; provider: string; third: string; garage: string; admin: string };

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'), { clock: clock.now });
    const admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    api = { url: server.url, admin };
    av = await partner(api);
    compras = await createStaff(server.url, admin, { name: 'Compras', username: 'compras', role: 'COMPRAS' });
    const me = await get<{ user: { _id: string } }>(api, '/auth/me');
    ids = { customer: await customer(api, av.token), provider: await provider(api), third: await third(api), garage: await garage(api), admin: me.user._id };
  });
  afterAll(() => server?.close());

  const patch = (id: string, body: unknown, token = api.admin) => call<Entry & ErrorBody>(api.url, 'PATCH', `/cashflow/${id}`, { token, body });
  const remove = (id: string, second: string, token = api.admin) => call<{ removed: Entry[] } & ErrorBody>(api.url, 'DELETE', `/cashflow/${id}/${second}`, { token });
  const refused = async (path: string, body: unknown, field: string) => {
    const response = await call<ErrorBody>(api.url, 'POST', path, { token: api.admin, body });
    expect([response.status, response.body.details?.map((d) => d.path)]).toEqual([400, [field]]);
  };
  const cashAt = async (garageId: string) => (await get<CashBalances>(api, '/statistics/cash-balances')).garages.find((g) => g.garage?._id === garageId);

  it('records each type from its endpoint, with its party, in the default garage when none is named', async () => {
    const home = (await get<PageOf<{ _id: string; isDefault?: boolean }>>(api, '/garage')).docs.find((g) => g.isDefault)?._id;
    const partnerEntry = await post<Entry>(api, '/cashflow', { ...money, partner: av.user._id, customer: ids.customer, isBudget: true, description: 'Cobro a cuenta' });
    expect(partnerEntry).toMatchObject({ type: 'commercial.partner', partner: av.user._id, customer: ids.customer, garage: home, amount: 1500, status: true });
    const providerEntry = await post<Entry>(api, '/cashflow/provider', { ...money, concept: 'EGRESS', provider: ids.provider, garage: ids.garage });
    expect(providerEntry).toMatchObject({ type: 'commercial.provider', provider: ids.provider, garage: ids.garage, partner: null });
    const external = await post<Entry>(api, '/cashflow/external', { ...money, concept: 'EGRESS', third: ids.third });
    expect(external).toMatchObject({ type: 'external', third: ids.third, garage: home });
    const internal = await post<Entry>(api, '/cashflow/internal', { ...money, garage: ids.garage, tag: 'caja chica' });
    expect(internal).toMatchObject({ type: 'internal', garage: ids.garage, tag: 'caja chica', linked: null });
    // Amounts are money to the cent: a third decimal is refused on the amount, never rounded away.
    await refused('/cashflow/internal', { ...money, amount: 0.105, concept: 'EGRESS', garage: ids.garage, adjust: true }, 'amount');
    const adjust = await post<Entry>(api, '/cashflow/internal', { ...money, amount: 0.11, concept: 'EGRESS', garage: ids.garage, adjust: true });
    expect(adjust).toMatchObject({ type: 'internal.adjust', amount: 0.11 });
    expect(await get<Entry>(api, `/cashflow/${partnerEntry._id}`)).toMatchObject({ _id: partnerEntry._id, description: 'Cobro a cuenta' });
  });

  it('answers 400 on the field that names a missing, disabled or wrong reference', async () => {
    const nobody = '0123456789abcdef01234567';
    await refused('/cashflow', { ...money, partner: nobody }, 'partner');
    await refused('/cashflow', { ...money, partner: ids.admin }, 'partner');
    await refused('/cashflow', { ...money, partner: av.user._id, customer: nobody }, 'customer');
    await refused('/cashflow', { ...money, partner: av.user._id, garage: nobody }, 'garage');
    await refused('/cashflow/provider', { ...money, provider: nobody }, 'provider');
    await refused('/cashflow/external', { ...money, third: nobody }, 'third');
    await refused('/cashflow/internal', { ...money, garage: nobody }, 'garage');
    await refused('/cashflow/internal', { ...money, concept: 'EGRESS', garage: ids.garage, destination: nobody }, 'destination');
    await refused('/cashflow/internal', { ...money, concept: 'EGRESS', garage: ids.garage, destination: ids.garage }, 'destination');
    await refused('/cashflow/internal', { ...money, garage: ids.garage, destination: await garage(api) }, 'concept');
    const closed = await garage(api);
    await expectStatus(call(api.url, 'PUT', `/garage/${closed}`, { token: api.admin }));
    await refused('/cashflow/internal', { ...money, garage: closed }, 'garage');
  });

  it('makes a transfer two linked entries that cash balances, changes and removal treat as one', async () => {
    const [from, to] = [await garage(api), await garage(api)];
    const origin = await post<Entry>(api, '/cashflow/internal', { amount: 1000, concept: 'EGRESS', paymentMethod: 'CASH', garage: from, destination: to, tag: 'traspaso' });
    const other = await get<Entry>(api, `/cashflow/${origin.linked}`);
    expect(origin).toMatchObject({ type: 'internal', concept: 'EGRESS', garage: from, linked: other._id });
    expect(other).toMatchObject({ type: 'internal', concept: 'INGRESS', garage: to, linked: origin._id, amount: 1000, tag: 'traspaso' });
    expect((await cashAt(from))?.methods.CASH?.balance).toBe(-1000);
    expect((await cashAt(to))?.methods.CASH?.balance).toBe(1000);

    expect((await patch(other._id, { amount: 400.5, paymentMethod: 'BANK' })).status).toBe(200);
    expect(await get<Entry>(api, `/cashflow/${origin._id}`)).toMatchObject({ amount: 400.5, paymentMethod: 'BANK', concept: 'EGRESS' });
    expect((await cashAt(from))?.methods).toMatchObject({ CASH: { balance: 0 }, BANK: { balance: -400.5 } });
    expect((await cashAt(to))?.balance).toBe(400.5);

    const stray = await post<Entry>(api, '/cashflow/internal', { ...money, garage: from });
    const notPair = await remove(origin._id, stray._id);
    expect([notPair.status, notPair.body.details?.[0]?.path]).toEqual([400, 'second']);
    expect((await remove(origin._id, origin._id)).status).toBe(409);
    const removed = await remove(origin._id, other._id);
    expect(removed.status).toBe(200);
    expect(removed.body.removed.map((e) => [e._id, e.status, e.removedBy])).toEqual([
      [origin._id, false, ids.admin],
      [other._id, false, ids.admin],
    ]);
    expect(removed.body.removed[0]?.removedAt).toBe(clock.now().toISOString());
    // Never hard-deleted: still readable, out of the cash book, and no longer changeable.
    expect(await get<Entry>(api, `/cashflow/${other._id}`)).toMatchObject({ status: false });
    expect((await cashAt(to))?.balance).toBe(0);
    expect((await cashAt(from))?.balance).toBe(1500);
    expect((await get<PageOf<Entry>>(api, `/cashflow?garage=${to}`)).total).toBe(0);
    expect((await get<PageOf<Entry>>(api, `/cashflow?garage=${to}&status=false`)).docs.map((e) => e._id)).toEqual([other._id]);
    expect((await remove(origin._id, other._id)).status).toBe(409);
    expect((await patch(origin._id, { amount: 1 })).status).toBe(409);
  });

  it('removes a single entry by naming it twice, and reverses a transfer by turning one half around', async () => {
    const [from, to] = [await garage(api), await garage(api)];
    const single = await post<Entry>(api, '/cashflow/internal', { ...money, garage: from });
    expect((await remove(single._id, single._id)).body.removed.map((e) => e.status)).toEqual([false]);
    const origin = await post<Entry>(api, '/cashflow/internal', { amount: 50, concept: 'EGRESS', paymentMethod: 'CASH', garage: from, destination: to });
    expect((await patch(origin._id, { concept: 'INGRESS', description: 'devuelto' })).status).toBe(200);
    expect(await get<Entry>(api, `/cashflow/${origin.linked}`)).toMatchObject({ concept: 'EGRESS', description: 'devuelto' });
    expect([(await cashAt(from))?.balance, (await cashAt(to))?.balance]).toEqual([50, -50]);
  });

  it('filters lists by every field of the query', async () => {
    const box = await garage(api);
    const other = await partner(api);
    const first = await post<Entry>(api, '/cashflow', { ...money, partner: other.user._id, customer: ids.customer, garage: box, description: 'Rendición semanal' });
    clock.advance(2 * DAY);
    const second = await post<Entry>(api, '/cashflow/provider', { amount: 80, concept: 'EGRESS', paymentMethod: 'BANK', provider: ids.provider, garage: box });
    const thirdEntry = await post<Entry>(api, '/cashflow/external', { amount: 20, concept: 'EGRESS', paymentMethod: 'DEFAULT', third: ids.third, garage: box });
    const list = async (query: string) => (await get<PageOf<Entry>>(api, `/cashflow?garage=${box}&${query}`)).docs.map((e) => e._id).sort();
    const sorted = (...entries: Entry[]) => entries.map((e) => e._id).sort();
    expect(await list('type=commercial.partner')).toEqual(sorted(first));
    expect(await list('concept=EGRESS')).toEqual(sorted(second, thirdEntry));
    expect(await list('paymentMethod=BANK')).toEqual(sorted(second));
    expect(await list(`partner=${other.user._id}`)).toEqual(sorted(first));
    expect(await list(`customer=${ids.customer}`)).toEqual(sorted(first));
    expect(await list(`provider=${ids.provider}`)).toEqual(sorted(second));
    expect(await list(`third=${ids.third}`)).toEqual(sorted(thirdEntry));
    expect(await list('query=rendicion')).toEqual(sorted(first));
    expect(await list('fromDate=2026-03-03')).toEqual(sorted(second, thirdEntry));
    expect(await list('toDate=2026-03-03')).toEqual(sorted(first));
    expect(await list('limit=1&page=2')).toHaveLength(1);
    const bad = await call<ErrorBody>(api.url, 'GET', '/cashflow?fromDate=2026-03-05&toDate=2026-03-01', { token: api.admin });
    expect([bad.status, bad.body.details?.[0]?.path]).toEqual([400, 'toDate']);
  });

  it('lists settlements in /cashflow/paid: partner entries and payments to providers', async () => {
    const box = await garage(api);
    const kept = [
      await post<Entry>(api, '/cashflow', { ...money, partner: av.user._id, garage: box }),
      await post<Entry>(api, '/cashflow', { ...money, concept: 'EGRESS', partner: av.user._id, garage: box }),
      await post<Entry>(api, '/cashflow/provider', { ...money, concept: 'EGRESS', provider: ids.provider, garage: box }),
    ];
    await post(api, '/cashflow/provider', { ...money, provider: ids.provider, garage: box });
    await post(api, '/cashflow/internal', { ...money, garage: box });
    await post(api, '/cashflow/external', { ...money, third: ids.third, garage: box });
    const paid = await get<PageOf<Entry>>(api, `/cashflow/paid?garage=${box}`);
    expect(paid.docs.map((e) => e._id).sort()).toEqual(kept.map((e) => e._id).sort());
  });

  it('holds COMPRAS to provider entries: others are not found, and it may not record them', async () => {
    const partnerEntry = await post<Entry>(api, '/cashflow', { ...money, partner: av.user._id });
    const own = await post<Entry>(api, '/cashflow/provider', { ...money, concept: 'EGRESS', provider: ids.provider }, compras.token);
    const seen = await get<PageOf<Entry>>(api, '/cashflow?limit=200', compras.token);
    expect(seen.docs.length).toBeGreaterThan(0);
    expect(new Set(seen.docs.map((e) => e.type))).toEqual(new Set(['commercial.provider']));
    expect((await get<PageOf<Entry>>(api, '/cashflow?type=commercial.partner', compras.token)).total).toBe(0);
    expect((await call(api.url, 'GET', `/cashflow/${partnerEntry._id}`, { token: compras.token })).status).toBe(404);
    expect((await patch(partnerEntry._id, { amount: 1 }, compras.token)).status).toBe(404);
    expect((await remove(partnerEntry._id, partnerEntry._id, compras.token)).status).toBe(404);
    expect((await call(api.url, 'POST', '/cashflow', { token: compras.token, body: { ...money, partner: av.user._id } })).status).toBe(403);
    expect((await patch(own._id, { amount: 99.99 }, compras.token)).body.amount).toBe(99.99);
    expect((await remove(own._id, own._id, compras.token)).status).toBe(200);
    expect((await call(api.url, 'GET', '/cashflow', { token: av.token })).status).toBe(403);
    // Its replica gets the same: provider entries, and nothing at all of an entry it never could see
    // (not even its id as a removal: sync_departures holds removals to the audiences that had one).
    const kept = await post<Entry>(api, '/cashflow/provider', { ...money, concept: 'EGRESS', provider: ids.provider }, compras.token);
    const pulled = await get<{ changes: Array<{ collection: string; id: string; deleted: boolean; doc?: Entry }> }>(api, '/sync/pull?cursor=0&limit=5000', compras.token);
    const entries = pulled.changes.filter((c) => c.collection === 'cashflows');
    expect(entries.find((c) => c.id === kept._id)?.doc?.type).toBe('commercial.provider');
    expect(entries.find((c) => c.id === partnerEntry._id)).toBeUndefined();
    // Its own entry, removed above, is one it had: its replica is told to drop it.
    expect(entries.find((c) => c.id === own._id)).toEqual({ collection: 'cashflows', id: own._id, seq: expect.any(Number), deleted: true });
    expect(entries.filter((c) => c.doc).every((c) => c.doc?.type === 'commercial.provider')).toBe(true);
  });

  it('keeps an entry recorded by a delivery or a payment on account out of reach of edits', async () => {
    const order = await insertOrder(server, { partner: av.user._id, customer: ids.customer, total: 300, cost: 200 });
    const collected = order.settlement?.ref ?? '';
    expect(await get<Entry>(api, `/cashflow/${collected}`)).toMatchObject({ type: 'commercial.partner', concept: 'INGRESS', amount: 300, partner: av.user._id });
    expect((await patch(collected, { amount: 1 })).status).toBe(409);
    expect((await remove(collected, collected)).status).toBe(409);
    const withAccount = await customer(api, av.token);
    await post(api, '/account', { customer: withAccount, balance: 100 });
    const payment = await post<{ entry: Entry }>(api, '/account/pay', { customer: withAccount, amount: 40 });
    expect((await patch(payment.entry._id, { amount: 1 })).status).toBe(409);
    expect((await remove(payment.entry._id, payment.entry._id)).status).toBe(409);
  });
});
