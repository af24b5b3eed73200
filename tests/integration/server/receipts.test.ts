/**
 * Provider receipts (spec §3, domain §6, §8) over real HTTP on both databases: FC, NC and ND with
 * their tax lines, the link to a buy of the same provider, removal that disables and unlinks, the
 * list filters, and the PROVEEDOR scope.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Doc } from '../../../src-server/db/documents.js';
import type { ReceiptFields } from '../../../src-server/features/receipts/collection.js';
import { expectStatus, type ErrorBody, type PageOf } from '../../support/actors.js';
import { api, createBuy, createProduct, createProvider, getBuy, openDesk, providerUser, type Desk } from '../../support/purchasing.js';
import { FLAVOURS } from '../../support/server.js';

const UNKNOWN_ID = '0123456789abcdef01234567';

describe.each(FLAVOURS)('receipts on %s', (flavour) => {
  let desk: Desk;
  let lacteos: string;
  let fiambres: string;
  let lacteosBuy: string;
  let fiambresBuy: string;

  const post = (body: Record<string, unknown>) => api<Doc<ReceiptFields>>(desk, desk.compras.token, 'POST', '/receipt', body);
  const create = async (body: Record<string, unknown>) => expectStatus(post(body), 201);
  const fc = (extra: Record<string, unknown> = {}) => ({ type: 'FC', grossTotal: 1000, total: 1210, code: '0001-00001234', provider: lacteos, ...extra });
  const listIds = async (query: string, token = desk.compras.token) => (await expectStatus(api<PageOf<Doc<ReceiptFields>>>(desk, token, 'GET', `/receipt${query}`))).docs.map((r) => r._id);

  beforeAll(async () => {
    desk = await openDesk(flavour, inject('postgresUrl'));
    lacteos = (await createProvider(desk, { name: 'Lácteos del Sur' }))._id;
    fiambres = (await createProvider(desk, { name: 'Fiambres Norte' }))._id;
    const milk = (await createProduct(desk, { name: 'Leche', provider: lacteos, unit: 'UNITY', taxBase: 50 }))._id;
    lacteosBuy = (await createBuy(desk, lacteos, [{ product: milk, quantity: 20 }]))._id;
    fiambresBuy = (await createBuy(desk, fiambres, [{ product: milk, quantity: 10 }]))._id;
  });
  afterAll(async () => desk?.server.close());

  it('records an invoice, filling each tax line from the tax table when only its id is sent', async () => {
    const purchase21 = desk.taxes['IVA 21% compras'];
    const receipt = await create(fc({ taxes: [{ id: purchase21, value: 210 }], description: 'Factura marzo' }));
    expect(receipt).toMatchObject({ type: 'FC', grossTotal: 1000, total: 1210, provider: lacteos, buy: null, status: true, logisticCreditNote: false, isBudget: false });
    expect(receipt.taxes).toEqual([{ id: purchase21, status: true, aliquot: 0.21, type: 'C', value: 210, name: 'IVA 21% compras' }]);
    // What the line states is kept as printed.
    const named = await create(fc({ code: '0001-00001235', taxes: [{ id: purchase21, value: 100, name: 'IVA 21%', status: false }] }));
    expect(named.taxes[0]).toMatchObject({ name: 'IVA 21%', aliquot: 0.21, status: false });
  });

  it('accepts a tax the table lacks only when the line describes it; 400 on the line otherwise', async () => {
    const bad = await post(fc({ taxes: [{ id: UNKNOWN_ID, value: 30 }] }));
    expect([bad.status, bad.body as unknown as ErrorBody]).toMatchObject([400, { details: [{ path: 'taxes.0.id' }] }]);
    const perception = { id: UNKNOWN_ID, value: 30, name: 'Percepción IIBB', aliquot: 0.03, type: 'C' };
    const receipt = await create(fc({ code: '0001-00001236', taxes: [perception] }));
    expect(receipt.taxes).toEqual([{ ...perception, status: true }]);
  });

  it('refuses a net past the total on `grossTotal`, and a net with its applying taxes past it on `taxes`, writing nothing', async () => {
    const purchase21 = desk.taxes['IVA 21% compras'];
    const perception = { id: UNKNOWN_ID, value: 30, name: 'Percepción IIBB', aliquot: 0.03, type: 'C' };
    const written = async () => (await expectStatus(api<PageOf<Doc<ReceiptFields>>>(desk, desk.compras.token, 'GET', `/receipt?provider=${lacteos}&limit=200`))).total;
    const before = await written();
    const refusal = async (body: Record<string, unknown>) => {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      return (answer.body as unknown as ErrorBody).details;
    };
    expect(await refusal(fc({ code: 'FC-NET', grossTotal: 1500, total: 1210 }))).toEqual([
      { path: 'grossTotal', key: 'receipt.netOverTotal', params: { grossTotal: 1500, total: 1210 }, message: 'grossTotal (the net, 1500) cannot be more than the total (1210)' },
    ]);
    // 1000 + 210 + 30 = 1240, past 1210: the taxes do not add up with the net to the total; a tax line alone past it says so too.
    const taxesPast = { path: 'taxes', key: 'receipt.taxesOverTotal', params: { sum: 1240, total: 1210 }, message: 'the net plus the taxes (1240) cannot be more than the total (1210)' };
    expect(await refusal(fc({ code: 'FC-TAX', taxes: [{ id: purchase21, value: 210 }, perception] }))).toEqual([taxesPast]);
    expect(await refusal(fc({ code: 'FC-ONE', grossTotal: 0, total: 100, taxes: [{ id: purchase21, value: 100.01 }] }))).toEqual([
      { ...taxesPast, params: { sum: 100.01, total: 100 }, message: 'the net plus the taxes (100.01) cannot be more than the total (100)' },
    ]);
    expect(await written()).toBe(before);
    // Exactly the total is taken, and a line that does not apply (status false) is not added in.
    await create(fc({ code: 'FC-EXACT', grossTotal: 970, taxes: [{ id: purchase21, value: 210 }, perception, { id: purchase21, value: 500, status: false }] }));
    expect(await written()).toBe(before + 1);
  });

  it('takes credit and debit notes; the provider must exist', async () => {
    expect((await create(fc({ type: 'NC', code: 'NC-1', grossTotal: 100, total: 121 }))).type).toBe('NC');
    expect((await create(fc({ type: 'ND', code: 'ND-1', grossTotal: 50, total: 60.5 }))).type).toBe('ND');
    const unknown = await post(fc({ provider: UNKNOWN_ID }));
    expect([unknown.status, (unknown.body as unknown as ErrorBody).details?.[0]?.path]).toEqual([400, 'provider']);
    const badType = await post(fc({ type: 'XX' }));
    expect(badType.status).toBe(400);
  });

  it("links to a buy of the same provider, and refuses another provider's buy on `buy`", async () => {
    const receipt = await create(fc({ code: 'FC-BUY', buy: lacteosBuy }));
    expect(receipt.buy).toBe(lacteosBuy);
    expect((await getBuy(desk, lacteosBuy)).receipts).toEqual([receipt._id]);

    const wrong = await post(fc({ code: 'FC-WRONG', buy: fiambresBuy }));
    expect([wrong.status, (wrong.body as unknown as ErrorBody).details?.[0]?.path]).toEqual([400, 'buy']);
    expect((await getBuy(desk, fiambresBuy)).receipts).toEqual([]);
    const missing = await post(fc({ code: 'FC-MISSING', buy: UNKNOWN_ID }));
    expect([missing.status, (missing.body as unknown as ErrorBody).details?.[0]?.path]).toEqual([400, 'buy']);
  });

  it('DELETE disables the receipt and unlinks it from its buy', async () => {
    const receipt = await create(fc({ code: 'FC-DEL', buy: lacteosBuy }));
    expect((await getBuy(desk, lacteosBuy)).receipts).toContain(receipt._id);
    const removed = await expectStatus(api<Doc<ReceiptFields>>(desk, desk.compras.token, 'DELETE', `/receipt/${receipt._id}`));
    expect(removed.status).toBe(false);
    expect((await getBuy(desk, lacteosBuy)).receipts).not.toContain(receipt._id);
    // Still readable by staff, listed among the disabled ones.
    expect((await expectStatus(api<Doc<ReceiptFields>>(desk, desk.compras.token, 'GET', `/receipt/${receipt._id}`))).status).toBe(false);
    expect(await listIds('?status=false')).toContain(receipt._id);
    expect(await listIds('?status=true')).not.toContain(receipt._id);
    // Again: nothing more to do.
    expect((await api(desk, desk.compras.token, 'DELETE', `/receipt/${receipt._id}`)).status).toBe(200);
    expect((await api(desk, desk.compras.token, 'DELETE', `/receipt/${UNKNOWN_ID}`)).status).toBe(404);
  });

  it('filters by provider, buy and status', async () => {
    const forFiambres = await create(fc({ provider: fiambres, code: 'FN-1' }));
    const forBuy = await create(fc({ code: 'FC-BUY-2', buy: lacteosBuy }));
    expect(await listIds(`?provider=${fiambres}`)).toEqual([forFiambres._id]);
    const byBuy = await listIds(`?buy=${lacteosBuy}&status=true`);
    expect(byBuy[0]).toBe(forBuy._id);
    expect(byBuy).toHaveLength(2);
    const all = await expectStatus(api<PageOf<Doc<ReceiptFields>>>(desk, desk.compras.token, 'GET', '/receipt?limit=200'));
    expect(all.docs.every((r, i, docs) => i === 0 || (docs[i - 1]?.number ?? 0) > r.number)).toBe(true);
  });

  it('lets a PROVEEDOR read only its own enabled receipts', async () => {
    const own = await create(fc({ code: 'OWN-1' }));
    const removed = await create(fc({ code: 'OWN-2' }));
    await expectStatus(api(desk, desk.compras.token, 'DELETE', `/receipt/${removed._id}`));
    const other = await create(fc({ provider: fiambres, code: 'OTHER-1' }));
    const token = await providerUser(desk, lacteos, 'lacteos-recibos');

    const seen = await listIds(`?provider=${fiambres}&limit=200`, token);
    expect(seen).toContain(own._id);
    expect(seen).not.toContain(other._id);
    expect(seen).not.toContain(removed._id);
    expect((await api(desk, token, 'GET', `/receipt/${own._id}`)).status).toBe(200);
    expect((await api(desk, token, 'GET', `/receipt/${other._id}`)).status).toBe(404);
    expect((await api(desk, token, 'GET', `/receipt/${removed._id}`)).status).toBe(404);
    expect((await api(desk, token, 'POST', '/receipt', fc({ code: 'X' }))).status).toBe(403);
  });
});
