/**
 * Statistics (domain §6) over HTTP on both databases, from a scenario spread over January to March
 * 2026 with a clock the test moves, so months group alike on SQLite and PostgreSQL. Orders, buys
 * and receipts are written through the document store (their own routes are other features');
 * cash flow and accounts go over HTTP.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dec } from '../../../src-shared/money.js';
import { insertDoc } from '../../../src-server/db/documents.js';
import { runWrite } from '../../../src-server/db/write.js';
import { BUYS, type BuyFields } from '../../../src-server/features/buys/collection.js';
import { type ReceiptFields, RECEIPTS } from '../../../src-server/features/receipts/collection.js';
import { pairDevice, type PageOf, type Staff } from '../../support/actors.js';
import { createProduct } from '../../support/catalog.js';
import { manualClock } from '../../support/clock.js';
import { customer, garage, get, insertOrder, partner, post, provider, type Api } from '../../support/ledger.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

type Month = Record<string, number> & { month: string };

describe.each(FLAVOURS)('statistics on %s', (flavour) => {
  const clock = manualClock('2026-01-15T12:00:00.000Z');
  let server: TestServer;
  let api: Api;
  let p: Staff;
  let ids: { vendor: string; home: string; spare: string; debtor: string; house: string };

  const at = (iso: string) => clock.advance(Date.parse(iso) - clock.now().getTime());
  const store = <T>(work: Parameters<typeof runWrite<T>>[2]) => runWrite(server.database, { actor: null, now: clock.now() }, work);
  const buy = (state: BuyFields['state'], total: number) =>
    store((tx) =>
      insertDoc(tx, BUYS, {
        cart: { items: [], total },
        state,
        committed: false,
        provider: ids.vendor,
        providerName: 'Proveedor',
        partner: null,
        garage: ids.home,
        withdrawal: { _id: null, name: null, date: null, charged: false, fee: 0 },
        isBudget: false,
        notes: null,
        driver: null,
        roadmap: null,
        cost: total,
        logistic: 0,
        total,
        receipts: [],
        warnings: [],
        approvedAt: null,
        committedAt: null,
      }),
    );
  const receipt = (type: ReceiptFields['type'], total: number) =>
    store((tx) =>
      insertDoc(tx, RECEIPTS, { type, grossTotal: total, total, code: `0001-${type}`, provider: ids.vendor, buy: null, logisticCreditNote: false, isBudget: false, description: null, taxes: [] }),
    );

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'), { clock: clock.now });
    api = { url: server.url, admin: await signIn(server.url, ADMIN.username, ADMIN.password) };
    p = await partner(api);
    const users = await get<PageOf<{ _id: string; username: string }>>(api, '/user/public?limit=200');
    const garages = await get<PageOf<{ _id: string; isDefault?: boolean }>>(api, '/garage');
    ids = {
      vendor: await provider(api),
      home: garages.docs.find((g) => g.isDefault)?._id ?? '',
      spare: await garage(api),
      debtor: await customer(api, p.token),
      house: users.docs.find((u) => u.username === 'mostrador')?._id ?? '',
    };
    await post(api, '/account', { customer: ids.debtor });
    const walkIn = await customer(api, p.token);

    // January: a sale collected on delivery, a payment to the provider, an approved buy and one awaiting approval.
    await insertOrder(server, { partner: p.user._id, customer: walkIn, total: 1000, cost: 600, contribution: 100, logistic: 50, deliveredAt: '2026-01-20T10:00:00.000Z' });
    await post(api, '/cashflow/provider', { amount: 300, concept: 'EGRESS', paymentMethod: 'BANK', provider: ids.vendor });
    await buy('APROBADA', 800);
    await buy('A APROBAR', 450);
    await receipt('FC', 1210);
    await receipt('ND', 100);
    // February: cash counted in, and a transfer between garages, which is not cash in or out.
    at('2026-02-10T12:00:00.000Z');
    await post(api, '/cashflow/internal', { amount: 50, concept: 'INGRESS', paymentMethod: 'CASH', garage: ids.home, adjust: true });
    await post(api, '/cashflow/internal', { amount: 100, concept: 'EGRESS', paymentMethod: 'CASH', garage: ids.home, destination: ids.spare });
    await receipt('NC', 210);
    // March: a sale on account, a house sale collected, another payment to the provider, orders not delivered.
    await insertOrder(server, { partner: p.user._id, customer: ids.debtor, total: 500, cost: 300, contribution: 50, deliveredAt: '2026-03-03T09:00:00.000Z' });
    await insertOrder(server, { partner: ids.house, customer: walkIn, total: 200, cost: 150, deliveredAt: '2026-03-04T09:00:00.000Z' });
    at('2026-03-05T12:00:00.000Z');
    await post(api, '/cashflow/provider', { amount: 300, concept: 'EGRESS', paymentMethod: 'BANK', provider: ids.vendor });
    for (const state of ['PENDIENTE', 'CONFIRMADO', 'CANCELADO'] as const) {
      await insertOrder(server, { partner: p.user._id, customer: walkIn, total: 10, cost: 5, delivered: false, state, deliveredAt: '2026-03-05T12:00:00.000Z' });
    }
    const short = await createProduct(api.url, api.admin, ids.vendor, { name: 'Sin stock' });
    await call(api.url, 'PUT', `/product/${short._id}/adjustment`, { token: api.admin, body: { quantity: -2, reason: 'rotura' } });
    const stocked = await createProduct(api.url, api.admin, ids.vendor, { name: 'Con stock' });
    await call(api.url, 'PUT', `/product/${stocked._id}/adjustment`, { token: api.admin, body: { quantity: 5, reason: 'conteo' } });
    // The partner's device sat idle through February: it pairs again.
    p = { ...p, token: await pairDevice(api.url, api.admin, p.user._id) };
  });
  afterAll(() => server?.close());

  it('sums up the dashboard', async () => {
    expect(await get(api, '/statistics/main')).toEqual({
      orders: { PENDIENTE: 1, CONFIRMADO: 1, PREPARADO: 0, CANCELADO: 1, delivered: 3 },
      salesThisMonth: { month: '2026-03', orders: 2, total: 700 },
      buysAwaitingApproval: 1,
      shortage: 1,
      negative: 1,
      // 1000 − 300 + 50 (+100 − 100) + 200 − 300
      cashBalance: 650,
    });
  });

  it('reports finances by month', async () => {
    const report = await get<{ months: Month[]; totals: Record<string, number> }>(api, '/statistics/finances?fromDate=2026-01-01&toDate=2026-03-31');
    expect(report.months.map((m) => m.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(report.months[0]).toEqual({
      month: '2026-01',
      orders: 1,
      sales: 1000,
      cost: 600,
      contribution: 100,
      logistic: 50,
      toPay: 750,
      profit: 250,
      buys: 1,
      purchases: 800,
      cashIn: 1000,
      cashOut: 300,
      cashNet: 700,
    });
    expect(report.months[1]).toMatchObject({ orders: 0, sales: 0, purchases: 0, cashIn: 50, cashOut: 0, cashNet: 50 });
    expect(report.months[2]).toMatchObject({ orders: 2, sales: 700, cost: 450, contribution: 50, logistic: 0, toPay: 500, profit: 200, cashIn: 200, cashOut: 300, cashNet: -100 });
    expect(report.totals).toMatchObject({ sales: 1700, profit: 450, purchases: 800, cashIn: 1250, cashOut: 600 });
    // Without dates: the twelve months up to the current one.
    const yearly = await get<{ months: Month[] }>(api, '/statistics/finances');
    expect([yearly.months.length, yearly.months[0]?.month, yearly.months.at(-1)?.month]).toEqual([12, '2025-04', '2026-03']);
  });

  it('gives each partner its own view, and staff the house’s', async () => {
    const mine = await get<{ balance: number; months: Month[] }>(api, '/statistics/my-finances?fromDate=2026-01-01', p.token);
    expect(mine.balance).toBe(100);
    expect(mine.months).toEqual([
      { month: '2026-01', orders: 1, sales: 1000, toPay: 750, profit: 250, collected: 1000, paid: 0 },
      { month: '2026-02', orders: 0, sales: 0, toPay: 0, profit: 0, collected: 0, paid: 0 },
      { month: '2026-03', orders: 1, sales: 500, toPay: 350, profit: 150, collected: 0, paid: 0 },
    ]);
    const house = await get<{ partner: { _id: string }; balance: number; months: Month[] }>(api, '/statistics/my-finances?fromDate=2026-03-01');
    expect([house.partner._id, house.balance, house.months]).toEqual([ids.house, -50, [{ month: '2026-03', orders: 1, sales: 200, toPay: 150, profit: 50, collected: 200, paid: 0 }]]);
  });

  it('keeps the history per partner per month', async () => {
    const history = await get<{ partners: Array<{ partner: { _id: string }; months: Month[]; totals: Record<string, number> }> }>(
      api,
      '/statistics/partner-history?fromDate=2026-01-01&toDate=2026-03-31',
    );
    expect(history.partners.map((h) => h.partner._id).sort()).toEqual([p.user._id, ids.house].sort());
    const mine = history.partners.find((h) => h.partner._id === p.user._id);
    expect(mine?.months.map((m) => [m.month, m.sales, m.collected])).toEqual([
      ['2026-01', 1000, 1000],
      ['2026-02', 0, 0],
      ['2026-03', 500, 0],
    ]);
    expect(mine?.totals).toMatchObject({ orders: 2, toPay: 1100, profit: 400 });
    const one = await get<{ partners: Array<{ partner: { _id: string } }> }>(api, `/statistics/partner-history?partner=${ids.house}&fromDate=2026-01-01`);
    expect(one.partners.map((h) => h.partner._id)).toEqual([ids.house]);
  });

  it('shows what is owed to providers, with the movements behind it', async () => {
    const page = await get<PageOf<{ provider: { _id: string }; balance: number; invoiced: number }>>(api, '/statistics/provider-balances?limit=200');
    // 1210 (FC) + 100 (ND) − 210 (NC) − 600 (paid)
    expect(page.docs.find((r) => r.provider._id === ids.vendor)).toMatchObject({ invoiced: 1210, debitNotes: 100, creditNotes: 210, paid: 600, balance: 500 });
    const effects = [];
    for (let pageNo = 1; pageNo <= 3; pageNo += 1) {
      const detail = await get<{ balance: number; movements: PageOf<{ kind: string; effect: number }> }>(api, `/statistics/provider-balances/${ids.vendor}?limit=2&page=${pageNo}`);
      expect([detail.balance, detail.movements.total, detail.movements.pages]).toEqual([500, 5, 3]);
      effects.push(...detail.movements.docs.map((m) => [m.kind, m.effect]));
    }
    // Newest first; January's three share one time (the test clock), then payments before receipts, newest number first.
    expect(effects).toEqual([
      ['EGRESS', -300],
      ['NC', -210],
      ['EGRESS', -300],
      ['ND', 100],
      ['FC', 1210],
    ]);
    const january = await get<{ movements: PageOf<unknown> }>(api, `/statistics/provider-balances/${ids.vendor}?toDate=2026-01-31`);
    expect(january.movements.total).toBe(3);
    expect((await call(api.url, 'GET', '/statistics/provider-balances/0123456789abcdef01234567', { token: api.admin })).status).toBe(404);
  });

  it('splits cash per garage and payment method', async () => {
    const cash = await get<{ garages: Array<{ garage: { _id: string }; methods: Record<string, { balance: number }>; balance: number }>; balance: number }>(api, '/statistics/cash-balances');
    const home = cash.garages.find((g) => g.garage._id === ids.home);
    // Cash: 1000 + 50 + 200 − 100 sent to the spare garage; bank: the two payments to the provider.
    expect([home?.methods.CASH?.balance, home?.methods.BANK?.balance, home?.balance]).toEqual([1150, -600, 550]);
    expect(cash.garages.find((g) => g.garage._id === ids.spare)?.methods.CASH?.balance).toBe(100);
    expect(cash.balance).toBe(650);
  });

  it('lists creditors: customers and partners who owe', async () => {
    const report = await get<{ customers: PageOf<{ customer: { _id: string }; balance: number }>; partners: PageOf<{ partner: { _id: string }; balance: number }>; totals: Record<string, number> }>(
      api,
      '/statistics/creditors',
    );
    expect(report.customers.docs.map((c) => [c.customer._id, c.balance])).toEqual([[ids.debtor, 500]]);
    expect(report.partners.docs.map((c) => [c.partner._id, c.balance])).toEqual([[p.user._id, 100]]);
    expect(report.totals).toEqual({ customers: 500, partners: 100 });
    expect(dec(report.totals.customers ?? 0).gt(0)).toBe(true);
  });

  it('keeps company figures to the admin', async () => {
    for (const path of ['/statistics/main', '/statistics/finances', '/statistics/cash-balances', '/statistics/creditors', '/statistics/partner-history']) {
      expect((await call(api.url, 'GET', path, { token: p.token })).status).toBe(403);
    }
  });
});
