/**
 * The business day (domain §2) on both databases: writes at 23:30 on 30 November in Buenos Aires
 * (02:30Z on 1 December) and at 00:30 on 1 December (03:30Z) fall on different business days and
 * months — in every figure that groups by day or month: statistics by month, the dashboard's month,
 * the date filters of orders, buys, cash flow, stock records and roadmaps, a provider's movements,
 * one driver's roadmaps and an audit's name. Moving the zone setting to Madrid moves the cut.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertDoc } from '../../../src-server/db/documents.js';
import { runWrite } from '../../../src-server/db/write.js';
import { BUYS, type BuyFields } from '../../../src-server/features/buys/collection.js';
import { type ReceiptFields, RECEIPTS } from '../../../src-server/features/receipts/collection.js';
import { createStaff, type PageOf, type Staff } from '../../support/actors.js';
import { createProduct } from '../../support/catalog.js';
import { manualClock } from '../../support/clock.js';
import { customer, get, insertOrder, partner, post, provider, type Api } from '../../support/ledger.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

/** 23:30 on 30 November in Buenos Aires; 03:30 on 1 December in Madrid. */
const LATE = '2026-12-01T02:30:00.000Z';
/** 00:30 on 1 December in Buenos Aires. */
const EARLY = '2026-12-01T03:30:00.000Z';

type Month = Record<string, number> & { month: string };
interface Doc {
  _id: string;
  name?: string;
}

describe.each(FLAVOURS)('the business day on %s', (flavour) => {
  const clock = manualClock('2026-11-30T12:00:00.000Z');
  let server: TestServer;
  let api: Api;
  let seller: Staff;
  let driver: Staff;
  let vendor: string;
  let product: string;
  const written: Record<'late' | 'early', { order: string; buy: string; cash: string; receipt: string; roadmap: string }> = {
    late: { order: '', buy: '', cash: '', receipt: '', roadmap: '' },
    early: { order: '', buy: '', cash: '', receipt: '', roadmap: '' },
  };
  let auditName = '';

  const at = (iso: string) => clock.advance(Date.parse(iso) - clock.now().getTime());
  const store = <T>(work: Parameters<typeof runWrite<T>>[2]) => runWrite(server.database, { actor: null, now: clock.now() }, work);
  const buy = (total: number) =>
    store((tx) =>
      insertDoc(tx, BUYS, {
        cart: { items: [], total },
        state: 'APROBADA' as BuyFields['state'],
        committed: false,
        provider: vendor,
        providerName: 'Proveedor',
        partner: null,
        garage: null,
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
      } as unknown as BuyFields),
    );
  const receipt = (type: ReceiptFields['type'], total: number) =>
    store((tx) =>
      insertDoc(tx, RECEIPTS, { type, grossTotal: total, total, code: `0001-${type}`, provider: vendor, buy: null, logisticCreditNote: false, isBudget: false, description: null, taxes: [] }),
    );
  const ids = async (path: string) => (await get<PageOf<Doc>>(api, path)).docs.map((d) => d._id).sort();
  const setZone = async (timeZone: string) => {
    const answer = await call(api.url, 'PATCH', '/settings/business', { token: api.admin, body: { timeZone } });
    if (answer.status !== 200) throw new Error(`PATCH /settings/business answered ${answer.status}`);
  };
  /** The writes of one moment: a sale delivered and collected, an approved buy, a receipt, cash, stock and a roadmap. */
  async function writeAt(moment: 'late' | 'early', iso: string, amounts: { sale: number; buy: number; cash: number }) {
    at(iso);
    const walkIn = await customer(api, seller.token);
    written[moment].order = (await insertOrder(server, { partner: seller.user._id, customer: walkIn, total: amounts.sale, cost: amounts.sale / 2, deliveredAt: iso }))._id;
    written[moment].buy = (await buy(amounts.buy))._id;
    written[moment].receipt = (await receipt(moment === 'late' ? 'FC' : 'NC', amounts.buy))._id;
    written[moment].cash = (await post(api, '/cashflow/provider', { amount: amounts.cash, concept: 'EGRESS', paymentMethod: 'BANK', provider: vendor }))._id;
    await call(api.url, 'PUT', `/product/${product}/adjustment`, { token: api.admin, body: { quantity: moment === 'late' ? 5 : 3, reason: 'conteo' } });
    // One driver, one roadmap a day: the two moments are two days, though both are 1 December in UTC.
    written[moment].roadmap = (await post(api, '/roadmap', { driver: driver.user._id, date: iso }))._id;
  }

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'), { clock: clock.now });
    api = { url: server.url, admin: await signIn(server.url, ADMIN.username, ADMIN.password) };
    seller = await partner(api);
    driver = await createStaff(api.url, api.admin, { name: 'Chofer', username: 'chofer', role: 'OPERACION', isDriver: true });
    vendor = await provider(api);
    product = (await createProduct(api.url, api.admin, vendor, { name: 'Yerba' }))._id;
    await writeAt('late', LATE, { sale: 1000, buy: 800, cash: 300 });
    const audit = await post<{ name: string }>(api, '/audit/commercial', {});
    auditName = audit.name;
    await writeAt('early', EARLY, { sale: 200, buy: 50, cash: 30 });
    at('2026-12-15T12:00:00.000Z');
  });
  afterAll(() => server?.close());

  describe('in Buenos Aires (the default)', () => {
    it('counts 23:30 of 30 November in November and 00:30 of 1 December in December', async () => {
      const report = await get<{ months: Month[] }>(api, '/statistics/finances?fromDate=2026-11-01&toDate=2026-12-31');
      expect(report.months.map(({ month, orders, sales, purchases, cashIn, cashOut }) => ({ month, orders, sales, purchases, cashIn, cashOut }))).toEqual([
        { month: '2026-11', orders: 1, sales: 1000, purchases: 800, cashIn: 1000, cashOut: 300 },
        { month: '2026-12', orders: 1, sales: 200, purchases: 50, cashIn: 200, cashOut: 30 },
      ]);
      const history = await get<{ partners: Array<{ partner: { _id: string }; months: Month[] }> }>(api, '/statistics/partner-history?fromDate=2026-11-01&toDate=2026-12-31');
      const mine = history.partners.find((p) => p.partner._id === seller.user._id);
      expect(mine?.months.map(({ month, orders, sales, collected }) => ({ month, orders, sales, collected }))).toEqual([
        { month: '2026-11', orders: 1, sales: 1000, collected: 1000 },
        { month: '2026-12', orders: 1, sales: 200, collected: 200 },
      ]);
      const mineAsPartner = await get<{ months: Month[] }>(api, '/statistics/my-finances?fromDate=2026-11-01&toDate=2026-12-31', seller.token);
      expect(mineAsPartner.months.map((m) => [m.month, m.sales])).toEqual([
        ['2026-11', 1000],
        ['2026-12', 200],
      ]);
    });

    it("shows the dashboard only December's sale as this month's", async () => {
      const main = await get<{ salesThisMonth: unknown }>(api, '/statistics/main');
      expect(main.salesThisMonth).toEqual({ month: '2026-12', orders: 1, total: 200 });
    });

    it('lists by the local day: 30 November ends at 02:59:59.999Z on 1 December', async () => {
      const day = (d: string) => `fromDate=${d}&toDate=${d}`;
      expect(await ids(`/order?${day('2026-11-30')}`)).toEqual([written.late.order]);
      expect(await ids(`/order?${day('2026-12-01')}`)).toEqual([written.early.order]);
      expect(await ids(`/buy?${day('2026-11-30')}`)).toEqual([written.late.buy]);
      expect(await ids(`/buy?${day('2026-12-01')}`)).toEqual([written.early.buy]);
      const cash = await get<PageOf<{ _id: string; amount: number }>>(api, `/cashflow?${day('2026-11-30')}`);
      expect(cash.docs.map((c) => c.amount).sort()).toEqual([1000, 300]);
      expect((await get<PageOf<{ amount: number }>>(api, `/cashflow?${day('2026-12-01')}`)).docs.map((c) => c.amount).sort()).toEqual([200, 30]);
      const records = await get<PageOf<{ delta?: number; value?: number; quantity?: number }>>(api, `/record?product=${product}&${day('2026-11-30')}`);
      expect(records.total).toBe(1);
      expect((await get<PageOf<unknown>>(api, `/record?product=${product}&${day('2026-12-01')}`)).total).toBe(1);
      expect(await ids(`/roadmap?${day('2026-11-30')}`)).toEqual([written.late.roadmap]);
      expect(await ids(`/roadmap?${day('2026-12-01')}`)).toEqual([written.early.roadmap]);
    });

    it("cuts a provider's movements and a driver's roadmaps by the local day", async () => {
      const detail = await get<{ movements: PageOf<{ kind: string }> }>(api, `/statistics/provider-balances/${vendor}?fromDate=2026-11-30&toDate=2026-11-30`);
      expect(detail.movements.docs.map((m) => m.kind).sort()).toEqual(['EGRESS', 'FC']);
      const sheets = await get<PageOf<Doc>>(api, `/roadmap/${driver.user._id}?fromDate=2026-11-30&toDate=2026-11-30`);
      expect(sheets.docs.map((r) => r._id)).toEqual([written.late.roadmap]);
    });

    it('names an audit closed at 23:30 on 30 November after that day', () => {
      expect(auditName).toMatch(/2026-11-30$/);
    });
  });

  describe('after the zone setting moves to Madrid', () => {
    beforeAll(() => setZone('Europe/Madrid'));
    afterAll(() => setZone('America/Argentina/Buenos_Aires'));

    it('puts both moments on 1 December, in December', async () => {
      const day = (d: string) => `fromDate=${d}&toDate=${d}`;
      expect((await get<PageOf<unknown>>(api, `/cashflow?${day('2026-11-30')}`)).total).toBe(0);
      expect((await get<PageOf<unknown>>(api, `/cashflow?${day('2026-12-01')}`)).total).toBe(4);
      expect(await ids(`/order?${day('2026-12-01')}`)).toEqual([written.late.order, written.early.order].sort());
      expect(await ids(`/roadmap?${day('2026-12-01')}`)).toEqual([written.late.roadmap, written.early.roadmap].sort());
      const report = await get<{ months: Month[] }>(api, '/statistics/finances?fromDate=2026-11-01&toDate=2026-12-31');
      expect(report.months.map((m) => [m.month, m.orders, m.sales])).toEqual([
        ['2026-11', 0, 0],
        ['2026-12', 2, 1200],
      ]);
      expect((await get<{ salesThisMonth: unknown }>(api, '/statistics/main')).salesThisMonth).toEqual({ month: '2026-12', orders: 2, total: 1200 });
    });
  });
});
