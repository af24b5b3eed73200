/**
 * The inventory audit import (domain §6) over HTTP on both databases, with 500 counted products:
 * every bad row is reported at once (schema and database problems together), a dry run answers
 * the differences and writes nothing, and applying sets `real` through stock records (refKind
 * 'audit') and the products' unit cost and margin tiers. The 500 products are written through the
 * document store in one transaction; creating them one call at a time would only slow the suite.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { docs, insertDoc, type Doc } from '../../../src-server/db/documents.js';
import { committedChangeNumber } from '../../../src-server/db/change-numbers.js';
import { runWrite } from '../../../src-server/db/write.js';
import { defaultGarage } from '../../../src-server/features/catalog/garages.js';
import type { ProductFields } from '../../../src-server/features/products/collection.js';
import { PRODUCTS } from '../../../src-server/features/products/collection.js';
import { RECORDS } from '../../../src-server/features/stock/collections.js';
import { applyStockChanges } from '../../../src-server/features/stock/service.js';
import { expectStatus, type ErrorBody, type PageOf } from '../../support/actors.js';
import { get, provider, type Api } from '../../support/ledger.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

const COUNT = 500;
/** The first products hold 10 units before the count. */
const STOCKED = 100;

type Product = Doc<ProductFields>;
type Row = { number: number; name: string; unitCost: number; m100: number | null; m500: number | null; m1000: number | null; wholesaler: number; theoretical: number; real: number };

describe.each(FLAVOURS)('inventory audit on %s', (flavour) => {
  let server: TestServer;
  let api: Api;
  let products: Product[];
  let rows: Row[];

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    api = { url: server.url, admin: await signIn(server.url, ADMIN.username, ADMIN.password) };
    const vendor = await provider(api);
    products = await runWrite(server.database, { actor: null, now: new Date() }, async (tx) => {
      const garage = (await defaultGarage(tx.trx))._id;
      const made: Product[] = [];
      for (let i = 0; i < COUNT; i += 1) {
        made.push(
          await insertDoc(tx, PRODUCTS, {
            name: `Producto ${i}`,
            slug: `producto-${i}`,
            provider: vendor,
            unit: 'UNITY',
            unitCost: 100,
            taxBase: 100,
            taxes: [],
            margins: [
              { quantity: 0, value: 1.2 },
              { quantity: 1, value: 1.35 },
            ],
            contributions: 10,
            wholesalerContributions: 5,
            inventory: { committed: 0, pending: 0, real: 0, theoretical: 0, critical: 0 },
          }),
        );
      }
      await applyStockChanges(
        tx,
        made.slice(0, STOCKED).map((p) => ({ product: p._id, garage, field: 'real' as const, delta: 10, reason: 'stock inicial', refKind: 'adjustment' as const, refId: null, path: 'quantity' })),
      );
      return made;
    });
    // Every third product is counted at 12; the rest as they stand. Every row brings new prices;
    // the weight tiers are left blank, as a unit product's row leaves them (domain §6).
    rows = products.map((p, i) => {
      const before = i < STOCKED ? 10 : 0;
      return { number: p.number, name: p.name, unitCost: 150, m100: null, m500: null, m1000: null, wholesaler: 1.1, theoretical: before, real: i % 3 === 0 ? 12 : before };
    });
  });
  afterAll(() => server?.close());

  const importRows = (body: Record<string, unknown>) => call<ErrorBody & Record<string, unknown>>(api.url, 'POST', '/audit/inventory', { token: api.admin, body });
  const stockRows = () => server.database.db.selectFrom('stock').selectAll().orderBy('product').execute();
  const auditRecords = (id: string) => docs(server.database.db).selectFrom(RECORDS.table).select(['id', 'delta']).where('ref_id', '=', id).execute();

  it('reports every bad row of a 500-row file at once and changes nothing', async () => {
    const bad = rows.map((r) => ({ ...r }));
    Object.assign(bad[7] ?? {}, { number: 999_999 });
    Object.assign(bad[250] ?? {}, { real: -3 });
    Object.assign(bad[499] ?? {}, { number: rows[0]?.number });
    const before = await committedChangeNumber(server.database);
    const response = await importRows({ rows: bad });
    expect(response.status).toBe(400);
    expect(response.body.details).toMatchObject([
      { path: 'rows.7.number', message: 'number 999999 matches no product' },
      { path: 'rows.250.real', message: expect.stringMatching(/^real must be/) },
      { path: 'rows.499.number', message: `number ${rows[0]?.number} is already counted in row 0` },
    ]);
    // Database problems alone are reported the same way, all of them.
    const unknownOnly = await importRows({ rows: bad.map((r, i) => (i === 250 ? rows[250] : r)) });
    expect(unknownOnly.body.details?.map((d) => d.path)).toEqual(['rows.7.number', 'rows.499.number']);
    expect(await committedChangeNumber(server.database)).toBe(before);
  });

  it('answers the differences of a dry run and writes nothing', async () => {
    const stockBefore = await stockRows();
    const seqBefore = await committedChangeNumber(server.database);
    const response = await importRows({ rows, dryRun: true });
    expect(response.status).toBe(200);
    const body = response.body as unknown as { dryRun: boolean; rows: number; changed: number; differences: Array<Record<string, unknown>> };
    expect([body.dryRun, body.rows, body.changed]).toEqual([true, COUNT, COUNT]);
    expect(body.differences[0]).toMatchObject({
      row: 0,
      product: products[0]?._id,
      real: { before: 10, after: 12, delta: 2 },
      theoretical: { before: 10, counted: 10, after: 12 },
      unitCost: { before: 100, after: 150 },
      margins: { before: { wholesaler: 1.2, m100: null, m500: null, m1000: null }, after: { wholesaler: 1.1, m100: null, m500: null, m1000: null } },
    });
    expect(body.differences[1]).toMatchObject({ real: { before: 10, after: 10, delta: 0 } });
    expect(await stockRows()).toEqual(stockBefore);
    expect(await committedChangeNumber(server.database)).toBe(seqBefore);
    expect((await get<PageOf<unknown>>(api, '/audit/inventory')).total).toBe(0);
  });

  it('applies the count: real through audit records, and the new unit cost and margins', async () => {
    const audit = await expectStatus(
      call<{ _id: string; kind: string; summary: { changed: number }; transactions: Array<{ collection: string; id: string; amount: number }> }>(api.url, 'POST', '/audit/inventory', {
        token: api.admin,
        body: { rows, notes: 'Conteo anual' },
      }),
      201,
    );
    const records = await auditRecords(audit._id);
    const realChanges = rows.filter((r, i) => r.real !== (i < STOCKED ? 10 : 0)).length;
    expect(records).toHaveLength(realChanges);
    expect(audit).toMatchObject({ kind: 'inventory', summary: { changed: COUNT } });
    expect(audit.transactions.map((t) => t.id).sort()).toEqual(records.map((r) => r.id).sort());
    const first = await get<Product>(api, `/product/${products[0]?._id}`);
    expect(first.inventory.real).toBe(12);
    expect(first.unitCost).toBe(150);
    expect(first.margins).toEqual([
      { quantity: 0, value: 1.1 },
      { quantity: 1, value: 1.35 },
    ]);
    expect((await get<Product>(api, `/product/${products[300]?._id}`)).inventory.real).toBe(12);
    expect((await get<Product>(api, `/product/${products[301]?._id}`)).inventory.real).toBe(0);
    const ledger = await get<PageOf<{ refKind: string; refId: string; result: number }>>(api, `/record/${products[3]?._id}`);
    expect(ledger.docs[0]).toMatchObject({ refKind: 'audit', refId: audit._id, result: 12 });
    // Counted again as it now stands, nothing differs.
    const again = await importRows({ rows, dryRun: true });
    expect(again.body).toMatchObject({ changed: 0, differences: [] });
    // Those counted at 12 kept the theoretical of before (10 or 0, not 12 − 0 + 0): each is reported.
    expect((again.body as unknown as { warnings: unknown[] }).warnings).toHaveLength(Math.ceil(COUNT / 3));
    expect((await get<PageOf<unknown>>(api, '/audit/inventory')).total).toBe(1);
  });

  it('refuses counts the product’s unit does not allow', async () => {
    const row = rows[1] as Row;
    const response = await importRows({ rows: [{ ...row, real: 10.5 }], dryRun: true });
    expect([response.status, response.body.details?.map((d) => d.path)]).toEqual([400, ['rows.0.real']]);
  });
});
