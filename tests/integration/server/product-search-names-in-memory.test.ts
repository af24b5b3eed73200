/**
 * SQLite product search answered from the names held in memory (features/products/name-index.ts):
 * every answer — numbers, order, total and whether it is a lower bound — is checked against a
 * brute-force filter of every product, and the statements run say that no trigram index or word
 * starts were read (the answer came from memory) where memory can answer: words of two characters
 * or more (UTF-16 code units: "🍵" is one), one of them at least, accents, capitals, characters beyond U+FFFF, LIKE's wildcards as
 * typed, runs repeated in a name, later pages and their higher bounds, exactly the bound and one
 * past it. A text of single characters goes to SQL. After a rename the old snapshot never answers
 * (its version moved): SQL does, with the new name, until the names are read again; a write while
 * they are read throws that reading away; a search with too many candidates to test gives up.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type CompiledQuery, type LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src-server/db/connect.js';
import { insertDocs, requireDoc, saveDoc } from '../../../src-server/db/documents.js';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { runWrite } from '../../../src-server/db/write.js';
import { PRODUCTS } from '../../../src-server/features/products/collection.js';
import { applyStockChanges } from '../../../src-server/features/stock/service.js';
import { listProducts } from '../../../src-server/features/products/list.js';
import { NameSnapshot, ProductNameIndex } from '../../../src-server/features/products/name-index.js';
import { ProductSearchCache } from '../../../src-server/features/products/search-cache.js';
import { productListQuery } from '../../../src-shared/schemas/queries.js';
import { bruteForcePage, byBytes, productNamed, SEEDED_AT } from '../../support/named-products.js';

const NAMES: readonly string[] = [
  // One past the first page's bound, and exactly the bound.
  ...Array.from({ length: 1_001 }, (_, i) => `Dulce de Leche ${i}`),
  ...Array.from({ length: 1_000 }, (_, i) => `Alfajor Blanco ${i}`),
  // LIKE's wildcards and escape, as typed.
  ...Array.from({ length: 25 }, (_, i) => `Alfajor%Blanco Especial ${i}`),
  ...Array.from({ length: 25 }, (_, i) => `Alfajor_Blanco Especial ${i}`),
  ...Array.from({ length: 25 }, (_, i) => `Alfajor\\Blanco Especial ${i}`),
  ...Array.from({ length: 700 }, (_, i) => `Budín Limón ${i}`),
  ...Array.from({ length: 400 }, (_, i) => `Torta de Budín Limón ${i}`),
  ...Array.from({ length: 1_001 }, (_, i) => `Fideos ${i} Cañuelas`),
  // A run repeated in one name ("aaa" four times, "la" twice) is listed once for it.
  ...Array.from({ length: 300 }, (_, i) => `Aaaaaa Lala ${i}`),
  // Characters beyond U+FFFF (two UTF-16 code units each) and a single-character word.
  ...Array.from({ length: 30 }, (_, i) => `Chocolate 🍫 Amargo ${i}`),
  ...Array.from({ length: 30 }, (_, i) => `Té 🍵 Verde ${i} x`),
  // Equal names: ties in number order.
  ...Array.from({ length: 40 }, () => 'Sal Fina'),
];

describe('product search answered from the names in memory (SQLite)', () => {
  let dir: string;
  let database: Database;
  let stored: Array<{ number: number; text: string }>;
  const statements: string[] = [];
  const names = new ProductNameIndex((error) => {
    throw error;
  });
  const withNames = new ProductSearchCache(0, names);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'names-in-memory-'));
    database = openDatabase(`sqlite:${join(dir, 'server.db')}`, { log: (event: LogEvent) => void statements.push(event.query.sql) });
    await migrateToLatest(database);
    await runWrite(database, SEEDED_AT, (tx) => insertDocs(tx, PRODUCTS, NAMES.map(productNamed)));
    await readStored();
    await names.rebuild(database.db);
  });
  afterAll(async () => {
    await names.stop();
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function readStored() {
    const { rows } = await sql<{ number: number; name_search: string }>`select number, name_search from products`.execute(database.db);
    stored = rows.map((row) => ({ number: Number(row.number), text: row.name_search })).sort((a, b) => byBytes(a.text, b.text) || a.number - b.number);
  }

  /** The search's page, and whether SQL looked its matches up (the trigram index, the word starts, or a walk of the names). */
  async function search(text: string, page = 1, limit = 20) {
    statements.length = 0;
    const got = await listProducts(database.db, productListQuery.parse({ query: text, page: String(page), limit: String(limit) }), 'ADMIN', withNames);
    return {
      numbers: got.docs.map((doc) => doc.number),
      total: got.total,
      totalIsLowerBound: got.totalIsLowerBound,
      bySql: statements.some((s) => /products_search_fts|products_search_starts|name_search like/.test(s)),
    };
  }

  /** The page a brute-force filter answers: every product holding every word, in name order, counted up to the bound. */
  const expected = (text: string, page = 1, limit = 20) => bruteForcePage(stored, text, page, limit);

  const answer = ({ numbers, total, totalIsLowerBound }: Awaited<ReturnType<typeof search>>) => ({ numbers, total, totalIsLowerBound });

  it('answers from memory exactly what a brute-force filter does, for words of two characters or more', async () => {
    const cases: ReadonlyArray<readonly [text: string, page?: number, limit?: number]> = [
      ['dulce de leche'],
      ['Dulce DE Léche'],
      ['leche dulce'],
      ['de'],
      ['ulce'],
      ['dulce de leche', 5, 200],
      ['dulce', 50, 20],
      ['dulce de leche 1'],
      ['alfajor blanco'],
      ['alfajor blanco 9'],
      ['alfajor%blanco'],
      ['alfajor_blanco'],
      ['alfajor\\blanco'],
      ['alfajor_blanco especial'],
      ['alfajor%'],
      ['10%'],
      ['budin limon'],
      ['limon budin', 2, 50],
      ['CAÑUELAS'],
      ['fideos uelas'],
      ['articulo'],
      ['articulo-1 dulce'],
      ['aaa'],
      ['aaaa la'],
      ['lala'],
      ['🍫'],
      ['🍫 amargo'],
      ['te 🍵'],
      // One character, two UTF-16 code units: a run of two.
      ['🍵'],
      ['verde x'],
      ['sal fina', 2, 10],
      ['zz'],
      ['caviar'],
      ['fideos zq'],
    ];
    for (const [text, page = 1, limit = 20] of cases) {
      const got = await search(text, page, limit);
      expect({ text, page, limit, ...answer(got) }).toEqual({ text, page, limit, ...expected(text, page, limit) });
      expect({ text, bySql: got.bySql }).toEqual({ text, bySql: false });
    }
    // The edges hold: one past the bound, exactly the bound.
    expect(answer(await search('dulce de leche'))).toMatchObject({ total: 1_000, totalIsLowerBound: true });
    expect(answer(await search('alfajor blanco'))).toMatchObject({ total: 1_000, totalIsLowerBound: true });
    expect(answer(await search('dulce de leche', 5, 200))).toMatchObject({ total: 1_001, totalIsLowerBound: undefined });
    expect(answer(await search('alfajor_blanco'))).toMatchObject({ total: 25, totalIsLowerBound: undefined });
    expect(answer(await search('aaaa la'))).toMatchObject({ total: 300 });
  });

  it('leaves a text of single characters to SQL, with the same answer', async () => {
    for (const text of ['x', '1 x', 'x 7']) {
      const got = await search(text);
      expect({ text, ...answer(got) }).toEqual({ text, ...expected(text) });
      expect({ text, bySql: got.bySql }).toEqual({ text, bySql: true });
    }
  });

  it('gives up when more candidates than its cap would be tested', async () => {
    const snapshot = names.built;
    if (!snapshot) throw new Error('no names read');
    // "dulce" is a run list of 1,001 names; "9" is tested on each: past a cap of 100 tests, SQL is asked.
    expect(snapshot.matches(['dulce', '9'], 21, 1_000, 100)).toBeNull();
    expect(snapshot.matches(['dulce', '9'], 21, 1_000)?.total).toBe(expected('dulce 9').total);
  });

  it('keeps answering from memory, without reading the names again, when a product changes only what filtered searches see or its stock moves; a rename shows at once', async () => {
    await names.rebuild(database.db);
    const snapshot = names.built;
    if (!snapshot) throw new Error('no names read');
    const cached = new ProductSearchCache(16, names);
    const { rows } = await sql<{ id: string }>`select id from products where json_extract(doc, '$.name') = 'Budín Limón 3'`.execute(database.db);
    const id = rows[0]?.id ?? '';
    const productsVersion = async () => Number((await sql<{ value: number }>`select value from search_versions where name = 'products'`.execute(database.db)).rows[0]?.value);
    const before = await productsVersion();
    // Staff flag it short, take it out of the catalog and disable it; a stock move lands on it.
    await runWrite(database, SEEDED_AT, async (tx) => {
      const current = await requireDoc(tx.trx, PRODUCTS, id);
      await saveDoc(tx, PRODUCTS, current, { ...current, isShortage: true, catalog: false, status: false });
    });
    await runWrite(database, SEEDED_AT, (tx) =>
      applyStockChanges(tx, [{ product: id, garage: 'deposito', field: 'real', delta: -4, reason: 'venta', refKind: 'adjustment', refId: null, path: 'real' }]),
    );
    expect(await productsVersion()).toBeGreaterThan(before);
    await readStored();
    for (const cache of [withNames, cached]) {
      for (const text of ['budin limon', 'limon 3', 'torta budin']) {
        statements.length = 0;
        const got = await listProducts(database.db, productListQuery.parse({ query: text }), 'ADMIN', cache);
        const bySql = statements.some((s) => /products_search_fts|products_search_starts|name_search like/.test(s));
        expect({ text, numbers: got.docs.map((doc) => doc.number), total: got.total, totalIsLowerBound: got.totalIsLowerBound, bySql }).toEqual({ text, ...expected(text), bySql: false });
      }
    }
    expect(names.built).toBe(snapshot);
    expect(names.reading).toBe(false);
    // A rename moves the names' version: SQL answers with the new name at once, never the old snapshot.
    await runWrite(database, SEEDED_AT, async (tx) => {
      const current = await requireDoc(tx.trx, PRODUCTS, id);
      await saveDoc(tx, PRODUCTS, current, { ...current, name: 'Budín Naranja 3' });
    });
    await readStored();
    for (const text of ['budin naranja', 'limon 3']) {
      const got = await search(text);
      expect({ text, ...answer(got), bySql: got.bySql }).toEqual({ text, ...expected(text), bySql: true });
    }
    expect(answer(await search('budin naranja'))).toMatchObject({ total: 1 });
    await names.rebuild(database.db);
  });

  it('never answers from names older than the catalog: SQL answers after a rename, memory again once they are read', async () => {
    const { rows } = await sql<{ id: string }>`select id from products where json_extract(doc, '$.name') = 'Alfajor Blanco 7'`.execute(database.db);
    const id = rows[0]?.id ?? '';
    await runWrite(database, SEEDED_AT, async (tx) => {
      const current = await requireDoc(tx.trx, PRODUCTS, id);
      await saveDoc(tx, PRODUCTS, current, { ...current, name: 'Dulce de Leche Alfajor' });
    });
    await readStored();
    for (const text of ['alfajor blanco', 'dulce alfajor', 'blanco 7']) {
      const got = await search(text);
      expect({ text, ...answer(got), bySql: got.bySql }).toEqual({ text, ...expected(text), bySql: true });
    }
    await names.rebuild(database.db);
    for (const text of ['alfajor blanco', 'dulce alfajor', 'blanco 7']) {
      const got = await search(text);
      expect({ text, ...answer(got), bySql: got.bySql }).toEqual({ text, ...expected(text), bySql: false });
    }
    expect(answer(await search('dulce alfajor'))).toMatchObject({ total: 1 });
  });

  it('throws away a reading of the names that a write overtook, and waits twice as long before the next', async () => {
    let clock = 0;
    const index = new ProductNameIndex(undefined, () => clock);
    // The database, with a product added just before a reading's second slice of names is read, while `armed`.
    let writes = 0;
    let armed = true;
    const overtaken = {
      executeQuery: async (query: CompiledQuery) => {
        if (armed && query.sql.includes('name_rank >')) {
          armed = false;
          writes += 1;
          await runWrite(database, SEEDED_AT, (tx) => insertDocs(tx, PRODUCTS, [productNamed(`Dulce de Membrillo ${writes}`, 9_000 + writes)]));
        }
        return database.db.executeQuery(query);
      },
    } as unknown as typeof database.db;
    await index.rebuild(overtaken);
    expect(writes).toBe(1);
    expect(index.built).toBeNull();
    // Overtaken once: the next reading waits 4 s from the last one's start, not 2.
    clock = 3_999;
    expect(await index.current(overtaken)).toBeNull();
    expect(index.reading).toBe(false);
    clock = 4_000;
    armed = true;
    expect(await index.current(overtaken)).toBeNull();
    expect(index.reading).toBe(true);
    await index.rebuild(overtaken);
    expect(writes).toBe(2);
    expect(index.built).toBeNull();
    // Twice: 8 s. One kept brings the gap back to 2 s.
    clock = 11_999;
    await index.current(database.db);
    expect(index.reading).toBe(false);
    clock = 12_000;
    await index.current(database.db);
    expect(index.reading).toBe(true);
    await index.rebuild(database.db);
    await readStored();
    expect(index.built?.size).toBe(stored.length);
    expect(await index.current(database.db)).toBe(index.built);
    await runWrite(database, SEEDED_AT, (tx) => insertDocs(tx, PRODUCTS, [productNamed('Dulce de Membrillo 3', 9_003)]));
    clock = 14_000;
    expect(await index.current(database.db)).toBeNull();
    expect(index.reading).toBe(true);
    await index.stop();
  });

  it('builds the same lists however its names come', async () => {
    const snapshot = await NameSnapshot.of('1', [
      { number: 3, text: 'aaaa' },
      { number: 1, text: 'ab aab' },
    ]);
    expect(snapshot.matches(['aa'], 21, 1_000)).toEqual({ numbers: [3, 1], total: 2 });
    expect(snapshot.matches(['aab'], 21, 1_000)).toEqual({ numbers: [1], total: 1 });
    expect(snapshot.matches(['aaaa'], 21, 1_000)).toEqual({ numbers: [3], total: 1 });
    expect(snapshot.matches(['b'], 21, 1_000)).toBeNull();
  });
});
