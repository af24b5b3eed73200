/**
 * What an inventory count changes, product by product (domain §6), on both databases: the dry run
 * lists the stock records apart from the prices and margins; a price the sheet leaves equal (after
 * the sheet's rounding) is never written, so an untouched product has no history entry; a UNITY
 * product's row leaves the weight tiers empty or equal, else a row error; a counted theoretical
 * that is not real − committed + pending after the count is reported without blocking; and the
 * template's rows (`templateRow`) imported unchanged change nothing.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CountDifference, CountWarning } from '../../../src-shared/documents/audits.js';
import type { HistoryEntry } from '../../../src-shared/history.js';
import { templateRow, type CountTemplateRow } from '../../../src-shared/inventory-count.js';
import { insertDoc, type Doc } from '../../../src-server/db/documents.js';
import { committedChangeNumber } from '../../../src-server/db/change-numbers.js';
import { runWrite } from '../../../src-server/db/write.js';
import { defaultGarage } from '../../../src-server/features/catalog/garages.js';
import { PRODUCTS, type ProductFields } from '../../../src-server/features/products/collection.js';
import { applyStockChanges } from '../../../src-server/features/stock/service.js';
import { expectStatus, type ErrorBody, type PageOf } from '../../support/actors.js';
import { get, provider, type Api } from '../../support/ledger.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

type Product = Doc<ProductFields>;
type DryRun = { dryRun: true; rows: number; changed: number; differences: CountDifference[]; warnings: CountWarning[] };
type Audit = { _id: string; summary: { changed: number; differences: CountDifference[]; warnings: CountWarning[] } };

const INVENTORY = { committed: 0, pending: 0, real: 0, theoretical: 0, critical: 0 };

describe.each(FLAVOURS)('what an inventory count changes, on %s', (flavour) => {
  let server: TestServer;
  let api: Api;
  /** Ham (WEIGHT, a cost with four places, no 500 g tier), milk (UNITY, 2 committed and 5 pending), rice (UNITY with a 100-unit tier), oil (UNITY, untouched). */
  let ham: Product, milk: Product, rice: Product, oil: Product;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    api = { url: server.url, admin: await signIn(server.url, ADMIN.username, ADMIN.password) };
    const vendor = await provider(api);
    [ham, milk, rice, oil] = await runWrite(server.database, { actor: null, now: new Date() }, async (tx) => {
      const garage = (await defaultGarage(tx.trx))._id;
      const base = { provider: vendor, taxes: [], contributions: 10, wholesalerContributions: 5, inventory: INVENTORY };
      const made = [
        await insertDoc(tx, PRODUCTS, {
          ...base,
          name: 'Jamón cocido',
          slug: 'jamon',
          unit: 'WEIGHT',
          unitCost: 123.4567,
          taxBase: 123.4567,
          margins: [
            { quantity: 0, value: 1.18 },
            { quantity: 100, value: 1.45 },
            { quantity: 1000, value: 1.35 },
          ],
        }),
        await insertDoc(tx, PRODUCTS, {
          ...base,
          name: 'Leche entera',
          slug: 'leche',
          unit: 'UNITY',
          unitCost: 100,
          taxBase: 100,
          margins: [
            { quantity: 0, value: 1.15 },
            { quantity: 1, value: 1.4 },
          ],
        }),
        await insertDoc(tx, PRODUCTS, {
          ...base,
          name: 'Arroz',
          slug: 'arroz',
          unit: 'UNITY',
          unitCost: 50,
          taxBase: 50,
          margins: [
            { quantity: 0, value: 1.1 },
            { quantity: 1, value: 1.3 },
            { quantity: 100, value: 1.2 },
          ],
        }),
        await insertDoc(tx, PRODUCTS, {
          ...base,
          name: 'Aceite',
          slug: 'aceite',
          unit: 'UNITY',
          unitCost: 80,
          taxBase: 80,
          margins: [
            { quantity: 0, value: 1.1 },
            { quantity: 1, value: 1.3 },
          ],
        }),
      ] as const;
      const change = (product: Product, field: 'real' | 'committed' | 'pending', delta: number) => ({
        product: product._id,
        garage,
        field,
        delta,
        reason: 'stock inicial',
        refKind: 'adjustment' as const,
        refId: null,
        path: 'quantity',
      });
      await applyStockChanges(tx, [
        change(made[0], 'real', 2000),
        change(made[1], 'real', 12),
        change(made[1], 'committed', 2),
        change(made[1], 'pending', 5),
        change(made[2], 'real', 30),
        change(made[3], 'real', 7),
      ]);
      return made;
    });
  });
  afterAll(() => server?.close());

  const importRows = <T>(body: Record<string, unknown>) => call<ErrorBody & T>(api.url, 'POST', '/audit/inventory', { token: api.admin, body });
  /** The template's row of a product as the server now holds it. */
  const template = async (product: Product): Promise<CountTemplateRow> => templateRow(await get<Product>(api, `/product/${product._id}`));
  const templates = async () => Promise.all([ham, milk, rice, oil].map(template));
  const auditEntries = async (product: Product) =>
    (await get<PageOf<HistoryEntry>>(api, `/history?entity=products&id=${product._id}&limit=100`)).docs.filter((e) => e.route === 'audit.inventoryCreate');

  it('imports the template unchanged as a dry run with nothing to change', async () => {
    const rows = await templates();
    // The sheet keeps the cost's four places (domain §3); a unit product's weight tiers are blank; the theoretical is real − committed + pending.
    expect(rows[0]).toEqual({ number: ham.number, name: 'Jamón cocido', unitCost: 123.4567, m100: 1.45, m500: null, m1000: 1.35, wholesaler: 1.18, theoretical: 2000, real: 2000 });
    expect(rows[1]).toEqual({ number: milk.number, name: 'Leche entera', unitCost: 100, m100: null, m500: null, m1000: null, wholesaler: 1.15, theoretical: 15, real: 12 });
    const seq = await committedChangeNumber(server.database);
    const answer = await importRows<DryRun>({ rows, dryRun: true });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ dryRun: true, rows: 4, changed: 0, differences: [], warnings: [] });
    expect(await committedChangeNumber(server.database)).toBe(seq);
  });

  it('lists per product the stock records apart from the price and margin changes', async () => {
    const [h, m, r, o] = await templates();
    const rows = [
      // Counted 500 g more (and the theoretical with it); the cost as the sheet holds it, to its fourth place.
      { ...h, real: 2500, theoretical: 2500 },
      // A new cost and wholesaler margin, the same stock.
      { ...m, unitCost: 110, wholesaler: 1.2 },
      // A unit product's weight tier given equal to its own is accepted, and changes nothing.
      { ...r, m100: 1.2 },
      o,
    ];
    const answer = await importRows<DryRun>({ rows, dryRun: true });
    expect(answer.status).toBe(200);
    expect(answer.body.changed).toBe(2);
    const [hamChange, milkChange] = answer.body.differences;
    expect(hamChange).toMatchObject({
      product: ham._id,
      records: [{ field: 'real', delta: 500, result: 2500 }],
      prices: [],
      real: { before: 2000, after: 2500, delta: 500 },
      theoretical: { before: 2000, counted: 2500, after: 2500 },
    });
    expect(milkChange).toMatchObject({
      product: milk._id,
      records: [],
      prices: [
        { field: 'unitCost', before: 100, after: 110 },
        { field: 'wholesaler', before: 1.15, after: 1.2 },
      ],
      real: { before: 12, after: 12, delta: 0 },
    });
    expect(answer.body.warnings).toEqual([]);

    // A weight tier on a weight product is a margin change like any other, added when it lacked it.
    const tier = await importRows<DryRun>({ rows: [{ ...h, m500: 1.4, m1000: 1.35 }], dryRun: true });
    expect(tier.body.differences[0]?.prices).toEqual([{ field: 'm500', before: null, after: 1.4 }]);
  });

  it('writes only what differs: an untouched price leaves no product write nor history entry', async () => {
    const [h, m, r, o] = await templates();
    const rows = [{ ...h, real: 2500, theoretical: 2500 }, { ...m, unitCost: 110 }, r, o];
    const audit = await expectStatus(call<Audit>(api.url, 'POST', '/audit/inventory', { token: api.admin, body: { rows } }), 201);
    expect(audit.summary.changed).toBe(2);

    const hamNow = await get<Product>(api, `/product/${ham._id}`);
    expect([hamNow.inventory.real, hamNow.unitCost, hamNow.margins]).toEqual([2500, 123.4567, ham.margins]);
    // The ham's count refreshed its stock figures, and nothing of its prices.
    const hamEntries = await auditEntries(ham);
    expect(hamEntries.length).toBeGreaterThan(0);
    for (const entry of hamEntries) expect(Object.keys(entry.changes)).not.toContain('unitCost');
    for (const entry of hamEntries) expect(Object.keys(entry.changes)).not.toContain('margins');
    // The milk's cost changed and nothing else: one write, the cost alone.
    const milkEntries = await auditEntries(milk);
    expect(milkEntries.map((e) => Object.keys(e.changes))).toEqual([['unitCost']]);
    expect(milkEntries[0]?.changes.unitCost).toMatchObject({ before: 100, after: 110 });
    // Rice and oil were counted as they stand: not written at all.
    expect(await auditEntries(rice)).toEqual([]);
    expect(await auditEntries(oil)).toEqual([]);
  });

  it('refuses a unit product’s weight tier that differs from its own, naming the row and column', async () => {
    const [h, m, r] = await templates();
    const response = await importRows<DryRun>({ rows: [h, { ...m, m100: 1.3 }, { ...r, m100: 1.25, m500: 1.2 }], dryRun: true });
    expect(response.status).toBe(400);
    expect(response.body.details).toMatchObject([
      { path: 'rows.1.m100', message: 'm100 applies to weight products only: Leche entera is sold by unit, so leave m100 empty or equal to its margin (none)' },
      { path: 'rows.2.m100', message: 'm100 applies to weight products only: Arroz is sold by unit, so leave m100 empty or equal to its margin (1.2)' },
      { path: 'rows.2.m500', message: 'm500 applies to weight products only: Arroz is sold by unit, so leave m500 empty or equal to its margin (none)' },
    ]);
    // Equal to its own, or blank: accepted, and nothing changes.
    const equal = await importRows<DryRun>({
      rows: [
        { ...r, m100: 1.2 },
        { ...m, m100: null },
      ],
      dryRun: true,
    });
    expect(equal.body).toMatchObject({ changed: 0, differences: [] });
    // A margin past a rate's four places is refused on its cell, not rounded to its own.
    const precise = await importRows<DryRun>({ rows: [{ ...r, m100: 1.20001 }], dryRun: true });
    expect([precise.status, precise.body.details]).toMatchObject([400, [{ path: 'rows.0.m100', message: 'm100 keeps at most 4 decimals' }]]);
  });

  it('refuses a row that leaves out a column, even a weight tier it may leave empty, and writes nothing', async () => {
    const [h, m] = await templates();
    const { m100: _m100, ...withoutM100 } = h as CountTemplateRow;
    const { m500: _m500, m1000: _m1000, ...withoutTiers } = m as CountTemplateRow;
    const listedBefore = (await get<PageOf<Audit>>(api, '/audit/inventory')).total;
    const response = await call<ErrorBody>(api.url, 'POST', '/audit/inventory', {
      token: api.admin,
      body: {
        rows: [
          { ...withoutM100, real: 1000 },
          { ...withoutTiers, real: 1 },
        ],
      },
    });
    expect([response.status, response.body.details]).toEqual([
      400,
      [
        { path: 'rows.0.m100', message: 'm100 is required', key: 'validation.required', params: { field: 'm100' } },
        { path: 'rows.1.m500', message: 'm500 is required', key: 'validation.required', params: { field: 'm500' } },
        { path: 'rows.1.m1000', message: 'm1000 is required', key: 'validation.required', params: { field: 'm1000' } },
      ],
    ]);
    expect((await get<PageOf<Audit>>(api, '/audit/inventory')).total).toBe(listedBefore);
    expect((await get<Product>(api, `/product/${ham._id}`)).inventory.real).toBe(h?.real);
  });

  it('reports a counted theoretical that is not real − committed + pending after the count, without blocking', async () => {
    const m = await template(milk);
    // Counted 20 with the theoretical of before (23 = 20 − 2 + 5 expected): a stale sheet.
    const rows = [{ ...m, real: 20 }];
    const dry = await importRows<DryRun>({ rows, dryRun: true });
    const warning = { row: 0, number: milk.number, product: milk._id, name: 'Leche entera', kind: 'theoretical', counted: m.theoretical, expected: 23 };
    expect(dry.body.warnings).toEqual([warning]);
    const audit = await expectStatus(call<Audit>(api.url, 'POST', '/audit/inventory', { token: api.admin, body: { rows } }), 201);
    expect(audit.summary.warnings).toEqual([warning]);
    expect((await get<Product>(api, `/product/${milk._id}`)).inventory.real).toBe(20);
    // The listed audit keeps it in its report.
    const listed = await get<PageOf<Audit>>(api, '/audit/inventory');
    expect(listed.docs.find((a) => a._id === audit._id)?.summary.warnings).toEqual([warning]);
  });
});
