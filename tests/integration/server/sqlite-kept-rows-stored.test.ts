/**
 * The document rows a SQLite server keeps between writes (db/kept-rows.ts) are, column for column,
 * the rows as stored, after every call of a day's work over real HTTP: numbered documents created
 * (a transfer's two cash entries, an order, a delivery's cash entry), then changed by writes that
 * take them from the kept rows (the transfer's edit and removal read no cash entry), and a figure
 * written in SQL behind the whole row (a product's `inventory`, moved by every stock move) before
 * an edit of the same product. A kept row that differs from its stored one is what a later write
 * would write back: a number or a stock figure lost.
 */
import type { LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keptRowsOf } from '../../../src-server/db/sqlite-counters.js';
import { createCustomer, expectStatus } from '../../support/actors.js';
import { garage, get, post, type Api } from '../../support/ledger.js';
import { addStock, createOrder, createProduct, createProvider, moveOrder, uniqueName, type Product } from '../../support/orders.js';
import { ADMIN, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

interface Entry {
  _id: string;
  number: number;
  linked: string | null;
  amount: number;
  status: boolean;
}

/** A column's value as SQLite gives it back: a number a write bound as text reads back as a number. */
const sameValue = (kept: unknown, stored: unknown): boolean => (kept === null || kept === undefined ? stored === null || stored === undefined : String(kept) === String(stored));

describe('rows kept between SQLite writes hold what is stored', () => {
  let server: TestServer;
  let api: Api;
  const statements: string[] = [];

  beforeAll(async () => {
    server = await startTestServer('sqlite', inject('postgresUrl'), { open: { log: (event: LogEvent) => void statements.push(event.query.sql) } });
    api = { url: server.url, admin: await signIn(server.url, ADMIN.username, ADMIN.password) };
  });
  afterAll(() => server?.close());

  /** Every kept row's columns that differ from its stored row, as `table|id.column`; a kept row no longer stored is `table|id`. */
  const keptNotStored = (): string[] => {
    const handle = server.database.sqlite;
    if (handle === null) throw new Error('a SQLite server has its handle');
    const differ: string[] = [];
    for (const [key, row] of keptRowsOf(server.database)) {
      const [table, id] = key.split('|');
      const stored = handle.prepare(`select * from "${table}" where "id" = ?`).get(id) as Record<string, unknown> | undefined;
      if (stored === undefined) differ.push(key);
      else for (const column of Object.keys(row)) if (column in stored && !sameValue(row[column], stored[column])) differ.push(`${key}.${column}`);
    }
    return differ;
  };

  /** The stored number of a cash entry: its column and its document's. */
  const storedNumbers = (id: string) => {
    const row = server.database.sqlite?.prepare('select "number", "doc" from "cashflows" where "id" = ?').get(id) as { number: number; doc: string };
    return { column: row.number, doc: (JSON.parse(row.doc) as { number?: number }).number };
  };

  const readsOf = (table: string) => statements.filter((text) => /^select/i.test(text) && text.includes(`from "${table}"`));

  it('keeps a transfer’s numbered entries as stored through their edit and removal, taken from the kept rows', async () => {
    const [from, to] = [await garage(api), await garage(api)];
    const origin = await post<Entry>(api, '/cashflow/internal', { amount: 1000, concept: 'EGRESS', paymentMethod: 'CASH', garage: from, destination: to, description: 'Cambio' });
    const other = await get<Entry>(api, `/cashflow/${origin.linked}`);
    expect(other.number).toBe(origin.number + 1);
    expect(keptNotStored()).toEqual([]);
    expect([...keptRowsOf(server.database).keys()]).toEqual(expect.arrayContaining([`cashflows|${origin._id}`, `cashflows|${other._id}`]));

    // The edit of the second half reads both halves from the kept rows.
    statements.length = 0;
    expect(await expectStatus(call<Entry>(api.url, 'PATCH', `/cashflow/${other._id}`, { token: api.admin, body: { amount: 400.5 } }))).toMatchObject({
      _id: other._id,
      number: other.number,
      amount: 400.5,
    });
    expect(readsOf('cashflows')).toEqual([]);
    expect(keptNotStored()).toEqual([]);
    expect(storedNumbers(origin._id)).toEqual({ column: origin.number, doc: origin.number });
    expect(storedNumbers(other._id)).toEqual({ column: other.number, doc: other.number });

    statements.length = 0;
    const removed = await expectStatus(call<{ removed: Entry[] }>(api.url, 'DELETE', `/cashflow/${origin._id}/${other._id}`, { token: api.admin }));
    expect(removed.removed.map((entry) => [entry.number, entry.status])).toEqual([
      [origin.number, false],
      [other.number, false],
    ]);
    expect(readsOf('cashflows')).toEqual([]);
    expect(keptNotStored()).toEqual([]);
    expect(storedNumbers(other._id)).toEqual({ column: other.number, doc: other.number });
    expect(await get<Entry>(api, `/cashflow/${other._id}`)).toMatchObject({ number: other.number, status: false });
  });

  it('keeps an order, its delivery’s cash entry and a product moved by stock as stored through a lifecycle and an edit', async () => {
    const provider = await createProvider(api.url, api.admin);
    const product = await createProduct(api.url, api.admin, { provider, unit: 'UNITY' });
    await addStock(api.url, api.admin, product._id, 50);
    expect(keptNotStored()).toEqual([]);
    const customer = (await createCustomer(api.url, api.admin, { name: uniqueName('Cliente ') }))._id;
    const order = await createOrder(api.url, api.admin, { customer, items: [{ product: product._id, quantity: 2 }] });
    expect(keptNotStored()).toEqual([]);
    for (const action of ['confirm', 'prepare', 'deliver'] as const) {
      expect((await moveOrder(api.url, api.admin, order._id, [action])).number).toBe(order.number);
      expect(keptNotStored()).toEqual([]);
    }
    // The delivery moved the product's stock in SQL; its edit then must not write back the figures from before.
    const moved = await get<Product>(api, `/product/${product._id}`);
    expect(moved.inventory.real).toBe(48);
    const { provider: of, unit, taxBase, taxes, margins, contributions, wholesalerContributions } = moved;
    const body = { name: uniqueName('Renombrado '), provider: of, unit, taxBase, taxes, margins, contributions, wholesalerContributions };
    const renamed = await expectStatus(call<Product>(api.url, 'PATCH', `/product/${product._id}`, { token: api.admin, body }));
    expect(renamed.inventory).toEqual(moved.inventory);
    expect(keptNotStored()).toEqual([]);
    expect((await get<Product>(api, `/product/${product._id}`)).inventory).toEqual(moved.inventory);
  });
});
