/**
 * SQLite product search: a broad text that begins a word of more products than the count's bound
 * (the name's first word, a later one as a brand, the slug) is "more than" from those products alone,
 * counted in `products_search_starts` (migration 0021), without counting the trigram index's matches
 * (phrase-matches.ts, startingRange). Every answer — numbers, order, total and whether it is a lower
 * bound — is checked against a brute-force filter of every product, and the statements run say which
 * way it was counted: by the word starts when more than the bound of products have one beginning
 * with the text (1,001 against 1,000; a later page's bound is higher), each product once however many
 * of its words begin so; by the index as before when fewer do (exactly 1,000; none; a text out of the
 * names' order; a text of two words only one of which begins a word; LIKE's wildcards and escape
 * taken as themselves, never as patterns); and it follows renames and deletes through the document
 * store. PostgreSQL searches with LIKEs and is not concerned.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src-server/db/connect.js';
import { insertDocs, removeDoc, requireDoc, saveDoc } from '../../../src-server/db/documents.js';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { runWrite } from '../../../src-server/db/write.js';
import { PRODUCTS } from '../../../src-server/features/products/collection.js';
import { listProducts } from '../../../src-server/features/products/list.js';
import { productListQuery } from '../../../src-shared/schemas/queries.js';
import { bruteForcePage, byBytes, productNamed, SEEDED_AT } from '../../support/named-products.js';

/** Names by the hundred: exactly one past the first page's bound start "dulce de leche", exactly the bound start "alfajor blanco". */
const NAMES: readonly string[] = [
  ...Array.from({ length: 1_001 }, (_, i) => `Dulce de Leche ${i}`),
  ...Array.from({ length: 1_000 }, (_, i) => `Alfajor Blanco ${i}`),
  // LIKE's wildcards and escape, which a pattern would read as "any text", "any character", or drop.
  ...Array.from({ length: 25 }, (_, i) => `Alfajor%Blanco Especial ${i}`),
  ...Array.from({ length: 25 }, (_, i) => `Alfajor_Blanco Especial ${i}`),
  ...Array.from({ length: 25 }, (_, i) => `Alfajor\\Blanco Especial ${i}`),
  // 1,100 match, 700 start with the text and 400 have it at a later word.
  ...Array.from({ length: 700 }, (_, i) => `Budín Limón ${i}`),
  ...Array.from({ length: 400 }, (_, i) => `Torta de Budín Limón ${i}`),
  // A brand at a later word: one past the bound; exactly the bound; the bound with the brand twice in each name.
  ...Array.from({ length: 1_001 }, (_, i) => `Fideos ${i} Cañuelas`),
  ...Array.from({ length: 1_000 }, (_, i) => `Arroz ${i} Molinos`),
  ...Array.from({ length: 1_000 }, (_, i) => `Polenta Morixe ${i} Morixe`),
  // LIKE's wildcard at a later word, one past the bound.
  ...Array.from({ length: 1_001 }, (_, i) => `Promo ${i} 10%off`),
];

describe('product search counted by the word starts beginning with its text (SQLite)', () => {
  let dir: string;
  let database: Database;
  let stored: Array<{ number: number; text: string }>;
  const statements: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'word-starts-'));
    database = openDatabase(`sqlite:${join(dir, 'server.db')}`, { log: (event: LogEvent) => void statements.push(event.query.sql) });
    await migrateToLatest(database);
    // Straight through the document store: thousands of products over HTTP would take minutes.
    await runWrite(database, SEEDED_AT, (tx) => insertDocs(tx, PRODUCTS, NAMES.map(productNamed)));
    await readStored();
  });

  /** The products as stored, in SQLite's order of their search texts: the brute force's list. */
  async function readStored() {
    const { rows } = await sql<{ number: number; name_search: string }>`select number, name_search from products`.execute(database.db);
    stored = rows.map((row) => ({ number: Number(row.number), text: row.name_search })).sort((a, b) => byBytes(a.text, b.text) || a.number - b.number);
  }
  afterAll(async () => {
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The search's page and how it counted: by the word starts beginning with its text, by the trigram index, or neither (a page not full). */
  async function search(text: string, page = 1, limit = 20) {
    statements.length = 0;
    const got = await listProducts(database.db, productListQuery.parse({ query: text, page: String(page), limit: String(limit) }), 'ADMIN');
    const counted = statements.filter((s) => s.includes('count(*)'));
    return {
      numbers: got.docs.map((doc) => doc.number),
      total: got.total,
      totalIsLowerBound: got.totalIsLowerBound,
      wordStarts: counted.some((s) => s.includes('products_search_starts')),
      trigramCount: counted.some((s) => s.includes('products_search_fts')),
    };
  }

  /** The page a brute-force filter answers: every product holding every word, in name order, counted up to the bound. */
  const expected = (text: string, page = 1, limit = 20) => bruteForcePage(stored, text, page, limit);

  const answer = ({ numbers, total, totalIsLowerBound }: Awaited<ReturnType<typeof search>>) => ({ numbers, total, totalIsLowerBound });

  it('says "more than" from the names starting with the text when more than the bound of them do, one word or several, short ones and accents too', async () => {
    for (const text of ['dulce de leche', 'Dulce DE Léche', 'DULCE', 'dulce de', 'alfajor', 'alfajor alfa']) {
      const got = await search(text);
      expect({ text, ...answer(got) }).toEqual({ text, ...expected(text) });
      expect({ text, total: got.total, lowerBound: got.totalIsLowerBound }).toEqual({ text, total: 1_000, lowerBound: true });
      expect({ text, wordStarts: got.wordStarts, trigramCount: got.trigramCount }).toEqual({ text, wordStarts: true, trigramCount: false });
    }
    // 1,001 names start "dulce de leche" (and 1,075 "alfajor"), one past the bound: the edge that passes.
    expect(stored.filter((p) => p.text.startsWith('dulce de leche'))).toHaveLength(1_001);
  });

  it('counts in the trigram index when the products with a word beginning with the text are not more than the bound', async () => {
    const cases: ReadonlyArray<readonly [text: string, page?: number, limit?: number]> = [
      // Exactly the bound start with it (1,000; 1,075 match, the wildcards' names too): not past it.
      ['alfajor blanco'],
      // No word begins with it: out of order, a word's middle.
      ['limon budin'],
      ['leche dulce'],
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
    expect(answer(await search('alfajor_blanco'))).toMatchObject({ total: 25, totalIsLowerBound: undefined });
    expect(answer(await search('alfajor%blanco'))).toMatchObject({ total: 25, totalIsLowerBound: undefined });
  });

  it('counts nothing when a short text does not fill its page (a long one of several words counts as it lists)', async () => {
    for (const text of ['ulce 100', 'anco 999', 'caviar']) {
      const got = await search(text);
      expect({ text, ...answer(got) }).toEqual({ text, ...expected(text) });
      expect({ text, wordStarts: got.wordStarts, trigramCount: got.trigramCount }).toEqual({ text, wordStarts: false, trigramCount: false });
    }
  });
  it('says "more than" from a later word beginning with the text (a brand, the slug, a phrase), accents, capitals and wildcards as typed', async () => {
    // 1,001 "Fideos <i> Cañuelas"; every product's slug "articulo-<i>"; 1,100 "budín limón", 400 of them after "Torta de"; 1,001 "de leche" after "Dulce"; 1,001 "10%off".
    for (const text of ['canuelas', 'CAÑUELAS', 'Cañuelas', 'articulo', 'budin limon', 'budín', 'de leche', 'de', '10%off', '10%']) {
      const got = await search(text);
      expect({ text, ...answer(got) }).toEqual({ text, ...expected(text) });
      expect({ text, total: got.total, lowerBound: got.totalIsLowerBound }).toEqual({ text, total: 1_000, lowerBound: true });
      expect({ text, wordStarts: got.wordStarts, trigramCount: got.trigramCount }).toEqual({ text, wordStarts: true, trigramCount: false });
    }
    // The edge that passes: one past the bound begin a word with "canuelas", none of them the name's first.
    expect(stored.filter((p) => p.text.includes(' canuelas'))).toHaveLength(1_001);
    expect(stored.filter((p) => p.text.startsWith('canuelas'))).toHaveLength(0);
  });

  it('counts each product once however many of its words begin with the text, and in the index when only the bound of products or fewer do', async () => {
    const cases = [
      // Exactly the bound: 1,000 "Arroz <i> Molinos"; 1,000 "Polenta Morixe <i> Morixe", 2,000 word starts (a count of starts, not products, would pass the bound).
      'molinos',
      'morixe',
      // Two words, only one beginning a word ("uelas" is inside "cañuelas"): 1,001 match, none begins with the text.
      'fideos uelas',
      'uelas fideos',
      'canuelas fideos',
      // A wildcard's neighbour of the text that 1,001 names hold at a word start, as typed: nothing holds it.
      '10_',
      '10_off',
      '10\\off',
    ];
    for (const text of cases) {
      const got = await search(text);
      expect({ text, ...answer(got) }).toEqual({ text, ...expected(text) });
    }
    for (const text of ['molinos', 'morixe']) {
      const got = await search(text);
      expect({ text, total: got.total, lowerBound: got.totalIsLowerBound, trigramCount: got.trigramCount }).toEqual({ text, total: 1_000, lowerBound: undefined, trigramCount: true });
    }
    for (const text of ['fideos uelas', 'uelas fideos']) {
      const got = await search(text);
      expect({ text, total: got.total, lowerBound: got.totalIsLowerBound, trigramCount: got.trigramCount }).toEqual({ text, total: 1_000, lowerBound: true, trigramCount: true });
    }
    for (const text of ['10_', '10_off', '10\\off']) expect({ text, total: (await search(text)).total }).toEqual({ text, total: 0 });
  });

  it('follows a rename in and out of the word starts, and a delete, through the document store', async () => {
    const idOf = async (name: string) => {
      const { rows } = await sql<{ id: string }>`select id from products where json_extract(doc, '$.name') = ${name}`.execute(database.db);
      if (!rows[0]) throw new Error(`no product ${name}`);
      return rows[0].id;
    };
    const rename = async (from: string, to: string) => {
      const id = await idOf(from);
      await runWrite(database, SEEDED_AT, async (tx) => {
        const current = await requireDoc(tx.trx, PRODUCTS, id);
        await saveDoc(tx, PRODUCTS, current, { ...current, name: to });
      });
      await readStored();
    };
    const counted = async (text: string) => {
      const got = await search(text);
      expect({ text, ...answer(got) }).toEqual({ text, ...expected(text) });
      return { text, total: got.total, lowerBound: got.totalIsLowerBound, wordStarts: got.wordStarts, trigramCount: got.trigramCount };
    };

    // A Cañuelas product becomes a Molinos one: 1,001 Molinos ("more than" from their starts), 1,000 Cañuelas (the index counts).
    await rename('Fideos 0 Cañuelas', 'Fideos 0 Molinos');
    expect(await counted('molinos')).toEqual({ text: 'molinos', total: 1_000, lowerBound: true, wordStarts: true, trigramCount: false });
    expect(await counted('canuelas')).toEqual({ text: 'canuelas', total: 1_000, lowerBound: undefined, wordStarts: true, trigramCount: true });
    // And back.
    await rename('Fideos 0 Molinos', 'Fideos 0 Cañuelas');
    expect(await counted('molinos')).toEqual({ text: 'molinos', total: 1_000, lowerBound: undefined, wordStarts: true, trigramCount: true });
    expect(await counted('canuelas')).toEqual({ text: 'canuelas', total: 1_000, lowerBound: true, wordStarts: true, trigramCount: false });
    // A Cañuelas product removed: 1,000 left, counted by the index.
    const id = await idOf('Fideos 1 Cañuelas');
    await runWrite(database, SEEDED_AT, (tx) => removeDoc(tx, PRODUCTS, id));
    await readStored();
    expect(await counted('canuelas')).toEqual({ text: 'canuelas', total: 1_000, lowerBound: undefined, wordStarts: true, trigramCount: true });
  });
});
