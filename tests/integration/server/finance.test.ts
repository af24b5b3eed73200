/**
 * Partner finances (domain §6) from a written-out scenario, on both databases. Delivered orders are
 * written through the document store with the delivery's money effect (`settleOrder`), so the
 * figures do not depend on pricing or on the orders routes; everything else goes over HTTP.
 *
 * Partner P: order 1 collected on delivery (total 1000, toPay 750), order 2 on the customer's
 * account (total 500, toPay 350), a payment of 200 on that account collected by P, the company
 * paying P 250 (its profit on order 1). Partner Q: one order collected (total 300, toPay 200).
 *   P: toPay 1100 − collected 1200 + paid 250 = 150 (P owes the company what the customer still owes)
 *   Q: toPay  200 − collected  300 + paid   0 = −100 (the company owes Q its profit)
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dec } from '../../../src-shared/money.js';
import { requireDoc, saveDoc } from '../../../src-server/db/documents.js';
import { runWrite } from '../../../src-server/db/write.js';
import { unsettleOrder } from '../../../src-server/features/cashflow/ledger.js';
import { ORDERS } from '../../../src-server/features/orders/collection.js';
import { type PageOf, type Staff } from '../../support/actors.js';
import { customer, get, insertOrder, partner, post, type Api, type Order } from '../../support/ledger.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

interface Figures {
  toPay: number;
  collected: number;
  paid: number;
  balance: number;
}

interface PartnerRow extends Figures {
  partner: { _id: string; name: string };
}

interface Detail extends PartnerRow {
  movements: Array<{ kind: string; _id: string; amount: number; effect: number }>;
}

describe.each(FLAVOURS)('partner finances on %s', (flavour) => {
  let server: TestServer;
  let api: Api;
  let p: Staff;
  let q: Staff;
  let cashOrder: Order;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    api = { url: server.url, admin: await signIn(server.url, ADMIN.username, ADMIN.password) };
    p = await partner(api);
    q = await partner(api);
    const walkIn = await customer(api, p.token);
    const regular = await customer(api, p.token);
    await post(api, '/account', { customer: regular });
    cashOrder = await insertOrder(server, { partner: p.user._id, customer: walkIn, total: 1000, cost: 600, contribution: 100, logistic: 50 });
    await insertOrder(server, { partner: p.user._id, customer: regular, total: 500, cost: 300, contribution: 50 });
    await post(api, '/account/pay', { customer: regular, amount: 200 }, p.token);
    await post(api, '/cashflow', { amount: 250, concept: 'EGRESS', paymentMethod: 'BANK', partner: p.user._id, description: 'Ganancia pedido 1' });
    // Neither an order still to deliver nor a removed entry counts.
    await insertOrder(server, { partner: p.user._id, customer: walkIn, total: 9000, cost: 8000, delivered: false });
    const removed = await post(api, '/cashflow', { amount: 999, concept: 'INGRESS', paymentMethod: 'CASH', partner: p.user._id });
    expect((await call(api.url, 'DELETE', `/cashflow/${removed._id}/${removed._id}`, { token: api.admin })).status).toBe(200);
    await insertOrder(server, { partner: q.user._id, customer: await customer(api, q.token), total: 300, cost: 200 });
  });
  afterAll(() => server?.close());

  it('lists every partner with its balance', async () => {
    const page = await get<PageOf<PartnerRow>>(api, '/finance/partners?limit=200');
    const row = (id: string) => page.docs.find((r) => r.partner._id === id);
    expect(row(p.user._id)).toMatchObject({ toPay: 1100, collected: 1200, paid: 250, balance: 150 });
    expect(row(q.user._id)).toMatchObject({ toPay: 200, collected: 300, paid: 0, balance: -100 });
    // The house partner is listed too, with nothing yet.
    expect(page.docs.find((r) => r.partner.name === 'Mostrador')).toMatchObject({ balance: 0 });
    expect(page.total).toBe(3);
    const first = await get<PageOf<PartnerRow>>(api, '/finance/partners?limit=2&page=2');
    expect([first.docs.length, first.pages]).toEqual([1, 2]);
  });

  it('shows one partner’s balance with the movements behind it', async () => {
    const detail = await get<Detail>(api, `/finance/partner/${p.user._id}`);
    expect(detail).toMatchObject({ toPay: 1100, collected: 1200, paid: 250, balance: 150 });
    expect(detail.movements.map((m) => [m.kind, m.effect])).toEqual([
      ['order', 750],
      ['ingress', -1000],
      ['order', 350],
      ['ingress', -200],
      ['egress', 250],
    ]);
    expect(detail.movements.reduce((sum, m) => sum.add(m.effect), dec(0)).toNumber()).toBe(150);
  });

  it('lets a partner read its own balance only', async () => {
    expect((await get<Detail>(api, `/finance/partner/${p.user._id}`, p.token)).balance).toBe(150);
    expect((await call(api.url, 'GET', `/finance/partner/${q.user._id}`, { token: p.token })).status).toBe(404);
    expect((await call(api.url, 'GET', '/finance/partners', { token: p.token })).status).toBe(403);
    expect((await call(api.url, 'GET', '/finance/partner/0123456789abcdef01234567', { token: api.admin })).status).toBe(404);
  });

  it('follows a delivery rolled back: the order and its collection leave the balance together', async () => {
    await runWrite(server.database, { actor: null, now: new Date() }, async (tx) => {
      const order = await requireDoc(tx.trx, ORDERS, cashOrder._id);
      await unsettleOrder(tx, order);
      await saveDoc(tx, ORDERS, order, { ...order, settlement: null, delivery: { ...order.delivery, delivered: false, deliveredAt: null } });
    });
    // 150 − 750 (toPay of order 1) + 1000 (its collection is removed).
    expect(await get<Figures>(api, `/finance/partner/${p.user._id}`)).toMatchObject({ toPay: 350, collected: 200, paid: 250, balance: 400 });
  });
});
