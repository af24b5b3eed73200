/**
 * Audits of parties and of the business (domain §6) over HTTP on both databases: each snapshots the
 * balance and the transactions since the previous audit of the same party, a partner audit marks
 * the delivered orders it covers `stored` (every other field kept), and lists page audits by 10
 * and their transactions too. Delivered orders and receipts are written through the document store
 * (their routes are other features'); money goes over HTTP. The inventory import has its own suite.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getDoc, insertDoc } from '../../../src-server/db/documents.js';
import { runWrite } from '../../../src-server/db/write.js';
import { RECEIPTS } from '../../../src-server/features/receipts/collection.js';
import { ORDERS } from '../../../src-server/features/orders/collection.js';
import { type ErrorBody, type PageOf, type Staff } from '../../support/actors.js';
import { customer, get, insertOrder, partner, post, provider, type Api } from '../../support/ledger.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

interface Transaction {
  collection: string;
  id: string;
  amount: number;
}

interface Audit {
  _id: string;
  kind: string;
  name: string;
  partner: string | null | { _id: string; name: string };
  from: string | null;
  to: string;
  summary: Record<string, unknown>;
  transactions: Transaction[];
}

type Listed = Omit<Audit, 'transactions'> & { transactions: PageOf<Transaction> };

describe.each(FLAVOURS)('audits on %s', (flavour) => {
  let server: TestServer;
  let api: Api;
  let p: Staff;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    api = { url: server.url, admin: await signIn(server.url, ADMIN.username, ADMIN.password) };
    p = await partner(api, 'Vendedora Auditada');
  });
  afterAll(() => server?.close());

  const audit = (kind: string, body: Record<string, unknown>) => post<Audit>(api, `/audit/${kind}`, body);
  const ids = (transactions: Transaction[]) => transactions.map((t) => `${t.collection}:${t.id}`).sort();

  it('closes a partner’s period: balance, transactions, and its delivered orders marked stored', async () => {
    const walkIn = await customer(api, p.token);
    const regular = await customer(api, p.token);
    await post(api, '/account', { customer: regular });
    const collected = await insertOrder(server, { partner: p.user._id, customer: walkIn, total: 1000, cost: 600, contribution: 100, logistic: 50 });
    const onAccount = await insertOrder(server, { partner: p.user._id, customer: regular, total: 500, cost: 350 });
    const paid = await post(api, '/cashflow', { amount: 250, concept: 'EGRESS', paymentMethod: 'BANK', partner: p.user._id });
    const pending = await insertOrder(server, { partner: p.user._id, customer: walkIn, total: 70, cost: 50, delivered: false });

    const first = await audit('partner', { partner: p.user._id, notes: 'Cierre de marzo' });
    expect(first).toMatchObject({ kind: 'partner', partner: p.user._id, from: null });
    expect(first.summary).toEqual({
      balance: { toPay: 1100, collected: 1000, paid: 250, balance: 350 },
      period: { orders: 2, toPay: 1100, profit: 400, collected: 1000, paid: 250 },
    });
    expect(ids(first.transactions)).toEqual(
      ids([
        { collection: 'orders', id: collected._id, amount: 0 },
        { collection: 'orders', id: onAccount._id, amount: 0 },
        { collection: 'cashflows', id: collected.settlement?.ref ?? '', amount: 0 },
        { collection: 'cashflows', id: paid._id, amount: 0 },
      ]),
    );
    for (const order of [collected, onAccount]) {
      const stored = await getDoc(server.database.db, ORDERS, order._id);
      expect(stored).toEqual({ ...order, stored: true, updatedAt: stored?.updatedAt });
    }
    expect((await getDoc(server.database.db, ORDERS, pending._id))?.stored).toBe(false);

    // The next audit starts where this one ended: only what came after.
    const later = await insertOrder(server, { partner: p.user._id, customer: walkIn, total: 40, cost: 30 });
    const second = await audit('partner', { partner: p.user._id });
    expect(second.from).toBe(first.to);
    expect(ids(second.transactions)).toEqual(
      ids([
        { collection: 'orders', id: later._id, amount: 0 },
        { collection: 'cashflows', id: later.settlement?.ref ?? '', amount: 0 },
      ]),
    );
    expect(second.summary).toMatchObject({ balance: { balance: 340 }, period: { orders: 1, toPay: 30, collected: 40 } });
  });

  it('pages partner audits and their transactions, filters and populates', async () => {
    const list = await get<PageOf<Listed>>(api, `/audit/partner?partner=${p.user._id}&transactionsLimit=3`);
    expect([list.total, list.limit]).toEqual([2, 10]);
    const [newest, oldest] = list.docs;
    expect(newest?.transactions).toMatchObject({ total: 2, page: 1, limit: 3, pages: 1 });
    expect(oldest?.transactions).toMatchObject({ total: 4, limit: 3, pages: 2 });
    expect(oldest?.transactions.docs).toHaveLength(3);
    const rest = await get<PageOf<Listed>>(api, `/audit/partner?partner=${p.user._id}&transactionsLimit=3&transactionsPage=2`);
    expect(rest.docs[1]?.transactions.docs).toHaveLength(1);
    const populated = await get<PageOf<Listed>>(api, '/audit/partner?populatePartner=true&query=auditada');
    expect(populated.docs[0]?.partner).toMatchObject({ _id: p.user._id, name: 'Vendedora Auditada' });
    expect((await get<PageOf<Listed>>(api, '/audit/partner?query=nadie')).total).toBe(0);
    expect((await get<PageOf<Listed>>(api, '/audit/customer')).total).toBe(0);
  });

  it('closes a provider’s and a customer’s period', async () => {
    const vendor = await provider(api);
    await runWrite(server.database, { actor: null, now: new Date() }, async (tx) => {
      for (const [type, total] of [
        ['FC', 1000],
        ['NC', 100],
      ] as const) {
        await insertDoc(tx, RECEIPTS, { type, grossTotal: total, total, code: `0001-${type}`, provider: vendor, buy: null, logisticCreditNote: false, isBudget: false, description: null, taxes: [] });
      }
    });
    await post(api, '/cashflow/provider', { amount: 400, concept: 'EGRESS', paymentMethod: 'BANK', provider: vendor });
    const closed = await audit('provider', { provider: vendor });
    expect(closed.summary).toMatchObject({ balance: { balance: 500 }, period: { invoiced: 1000, creditNotes: 100, debitNotes: 0, paid: 400 } });
    expect(closed.transactions.map((t) => t.amount).sort((a, b) => a - b)).toEqual([-400, -100, 1000]);

    const client = await customer(api, p.token);
    await post(api, '/account', { customer: client, balance: 100 });
    await post(api, '/account/pay', { customer: client, amount: 30 });
    const sale = await insertOrder(server, { partner: p.user._id, customer: client, total: 20, cost: 10 });
    const customerAudit = await audit('customer', { customer: client });
    expect(customerAudit.summary).toMatchObject({ balance: 90, period: { orders: 1, sales: 20, charged: 120, credited: -30 } });
    expect(customerAudit.transactions.filter((t) => t.collection === 'orders').map((t) => t.id)).toEqual([sale._id]);
    expect(customerAudit.transactions.filter((t) => t.collection === 'accountMovements')).toHaveLength(3);
    const unknown = await call<ErrorBody>(api.url, 'POST', '/audit/customer', { token: api.admin, body: { customer: '0123456789abcdef01234567' } });
    expect([unknown.status, unknown.body.details?.[0]?.path]).toEqual([400, 'customer']);
    const notPartner = await call<ErrorBody>(api.url, 'POST', '/audit/partner', { token: api.admin, body: { partner: (await get<{ user: { _id: string } }>(api, '/auth/me')).user._id } });
    expect([notPartner.status, notPartner.body.details?.[0]?.path]).toEqual([400, 'partner']);
  });

  it('closes the commercial period since the previous commercial audit, and pages audits by 10', async () => {
    await audit('commercial', {});
    const sale = await insertOrder(server, { partner: p.user._id, customer: await customer(api, p.token), total: 321, cost: 200, contribution: 21 });
    await post(api, '/cashflow/provider', { amount: 21, concept: 'EGRESS', paymentMethod: 'CASH', provider: await provider(api) });
    const closing = await audit('commercial', { notes: 'Mes' });
    expect(closing.summary).toMatchObject({
      sales: { orders: 1, total: 321, cost: 200, contribution: 21, toPay: 221, profit: 100 },
      purchases: { buys: 0, total: 0 },
      cash: { in: 321, out: 21, net: 300 },
    });
    expect(closing.transactions.find((t) => t.collection === 'orders')?.id).toBe(sale._id);
    for (let i = 0; i < 9; i += 1) await audit('commercial', {});
    const page = await get<PageOf<Listed>>(api, '/audit/commercial');
    expect([page.total, page.limit, page.pages, page.docs.length]).toEqual([11, 10, 2, 10]);
    expect((await call(api.url, 'GET', '/audit/commercial', { token: p.token })).status).toBe(403);
  });
});
