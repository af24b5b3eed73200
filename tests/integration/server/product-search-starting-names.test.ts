/**
 * SQLite product search: a broad text whose words start more names than the count's bound is
 * "more than" from those names alone, counted in the name index, without counting the trigram
 * index's matches (phrase-matches.ts, startingRange). Every answer — numbers, order, total and
 * whether it is a lower bound — is checked against a brute-force filter of every product, and the
 * statements run say which way it was counted: by the names starting with the text when more than
 * the bound of them do (1,001 against 1,000; a later page's bound is higher), by the index as before
 * when fewer do (exactly 1,000; none; a text out of the names' order; LIKE's wildcards and escape
 * taken as themselves, never as patterns). PostgreSQL searches with LIKEs and is not concerned.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src-server/db/connect.js';
import { insertDoc } from '../../../src-server/db/documents.js';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { searchWords } from '../../../src-server/db/search.js';
import { runWrite } from '../../../src-server/db/write.js';
import { PRODUCTS, type ProductFields } from '../../../src-server/features/products/collection.js';
import { listProducts } from '../../../src-server/features/products/list.js';
import { countBound } from '../../../src-shared/documents/page.js';
import { productListQuery } from '../../../src-shared/schemas/queries.js';

/** Names by the hundred: exactly one past the first page's bound start "dulce de leche", exactly the bound start "alfajor blanco". */
const NAMES: readonly string[] = [
  ...Array.from({ length: 1_001 }, (_, i) => `Dulce de Leche ${i}`),
  ...Array.from({ length: 1_000 }, (_, i) => `Alfajor Blanco ${i}`),
  // LIKE's wildcards and escape, which a pattern would read as "any text", "any character", or drop.
  ...Array.from({ length: 25 }, (_, i) => `Alfajor%Blanco Especial ${i}`),
  ...Array.from({ length: 25 }, (_, i) => `Alfajor_Blanco Especial ${i}`),
  ...Array.from({ length: 25 }, (_, i) => `Alfajor\\Blanco Especial ${i}`),
  // More matches than the bound, fewer of them starting with the text.
  ...Array.from({ length: 700 }, (_, i) => `Budín Limón ${i}`),
  ...Array.from({ length: 400 }, (_, i) => `Torta de Budín Limón ${i}`),
];

/** SQLite's text order: the bytes of the UTF-8. */
const byBytes = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));

describe('product search counted by the names starting with its text (SQLite)', () => {
  let dir: string;
  let database: Database;
  let stored: Array<{ number: number; text: string }>;
  const statements: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'starting-names-'));
    database = openDatabase(`sqlite:${join(dir, 'server.db')}`, { log: (event: LogEvent) => void statements.push(event.query.sql) });
    await migrateToLatest(database);
    // Straight through the document store: thousands of products over HTTP would take minutes.
    await runWrite(database, { actor: null, now: new Date('2026-03-01T12:00:00Z') }, async (tx) => {
      for (const [i, name] of NAMES.entries()) {
        const product: ProductFields = {
          name,
          slug: `articulo-${i}`,
          provider: '0'.repeat(24),
          unit: 'UNITY',
          taxBase: 100,
          unitCost: 121,
          taxes: [],
          margins: [{ quantity: 0, value: 1.2 }],
          contributions: 10,
          wholesalerContributions: 5,
          inventory: { committed: 0, pending: 0, real: 0, theoretical: 0, critical: 0 },
          catalog: true,
          isShortage: false,
        };
        await insertDoc(tx, PRODUCTS, product);
      }
    });
    const { rows } = await sql<{ number: number; name_search: string }>`select number, name_search from products`.execute(database.db);
    stored = rows.map((row) => ({ number: Number(row.number), text: row.name_search })).sort((a, b) => byBytes(a.text, b.text) || a.number - b.number);
  });
  afterAll(async () => {
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The search's page and how it counted: by the names starting with its text, by the trigram index, or neither (a page not full). */
  async function search(text: string, page = 1, limit = 20) {
    statements.length = 0;
    const got = await listProducts(database.db, productListQuery.parse({ query: text, page: String(page), limit: String(limit) }), 'ADMIN');
    const counted = statements.filter((s) => s.includes('count(*)'));
    return {
      numbers: got.docs.map((doc) => doc.number),
      total: got.total,
      totalIsLowerBound: got.totalIsLowerBound,
      startingNames: counted.some((s) => s.includes('name_search >= ?')),
      trigramCount: counted.some((s) => s.includes('products_search_fts')),
    };
  }

  /** The page a brute-force filter answers: every product holding every word, in name order, counted up to the bound. */
  function expected(text: string, page = 1, limit = 20) {
    const words = searchWords(text);
    const all = stored.filter((p) => words.every((word) => p.text.includes(word))).map((p) => p.number);
    const bound = countBound(page, limit);
    return {
      numbers: all.slice((page - 1) * limit, page * limit),
      ...(all.length > bound ? { total: bound, totalIsLowerBound: true } : { total: all.length, totalIsLowerBound: undefined }),
    };
  }

  const answer = ({ numbers, total, totalIsLowerBound }: Awaited<ReturnType<typeof search>>) => ({ numbers, total, totalIsLowerBound });

  it('says "more than" from the names starting with the text when more than the bound of them do, one word or several, short ones and accents too', async () => {
    for (const text of ['dulce de leche', 'Dulce DE Léche', 'DULCE', 'dulce de', 'alfajor', 'alfajor alfa']) {
      const got = await search(text);
      expect({ text, ...answer(got) }).toEqual({ text, ...expected(text) });
      expect({ text, total: got.total, lowerBound: got.totalIsLowerBound }).toEqual({ text, total: 1_000, lowerBound: true });
      expect({ text, startingNames: got.startingNames, trigramCount: got.trigramCount }).toEqual({ text, startingNames: true, trigramCount: false });
    }
    // 1,001 names start "dulce de leche" (and 1,075 "alfajor"), one past the bound: the edge that passes.
    expect(stored.filter((p) => p.text.startsWith('dulce de leche'))).toHaveLength(1_001);
  });

  it('counts in the trigram index when the names starting with the text are not more than the bound', async () => {
    const cases: ReadonlyArray<readonly [text: string, page?: number, limit?: number]> = [
      // Exactly the bound start with it (1,000; 1,075 match, the wildcards' names too): not past it.
      ['alfajor blanco'],
      // More match than start with it (700 of 1,100), or none starts with it: out of order, a word's middle.
      ['budin limon'],
      ['budín'],
      ['limon budin'],
      ['leche dulce'],
      ['de leche'],
      ['ulce'],
      // A later page counts further (its bound is one page past it): 1,001 names are then too few.
      ['dulce de leche', 5, 200],
      ['dulce', 50, 20],
      // Short words that narrow the names starting with the text.
      ['dulce de leche 1'],
      ['alfajor blanco 9'],
      // LIKE's wildcards and escape are text: 25 names each, never the 1,000 "alfajor blanco" a pattern would take them for.
      ['alfajor%blanco'],
      ['alfajor_blanco'],
      ['alfajor\\blanco'],
      ['alfajor_blanco especial'],
      ['alfajor%'],
    ];
    for (const [text, page = 1, limit = 20] of cases) {
      const got = await search(text, page, limit);
      expect({ text, page, limit, ...answer(got) }).toEqual({ text, page, limit, ...expected(text, page, limit) });
      expect({ text, page, trigramCount: got.trigramCount }).toEqual({ text, page, trigramCount: true });
    }
    expect(answer(await search('alfajor blanco'))).toMatchObject({ total: 1_000, totalIsLowerBound: true });
    expect(answer(await search('dulce de leche', 5, 200))).toMatchObject({ total: 1_001, totalIsLowerBound: undefined });
    expect(answer(await search('budin limon'))).toMatchObject({ total: 1_000, totalIsLowerBound: true });
    expect(answer(await search('alfajor_blanco'))).toMatchObject({ total: 25, totalIsLowerBound: undefined });
    expect(answer(await search('alfajor%blanco'))).toMatchObject({ total: 25, totalIsLowerBound: undefined });
  });

  it('counts nothing when a short text does not fill its page (a long one of several words counts as it lists)', async () => {
    for (const text of ['ulce 100', 'anco 999', 'caviar']) {
      const got = await search(text);
      expect({ text, ...answer(got) }).toEqual({ text, ...expected(text) });
      expect({ text, startingNames: got.startingNames, trigramCount: got.trigramCount }).toEqual({ text, startingNames: false, trigramCount: false });
    }
  });
});
