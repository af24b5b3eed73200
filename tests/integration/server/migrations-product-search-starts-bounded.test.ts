/**
 * Migration 0027_product_search_starts_bounded: a product keeps at most MAX_STARTS word starts in
 * `products_search_starts`, each cut to MAX_START_CHARS characters, whatever its name, title and slug
 * (each up to NAME_MAX characters, the contract's limit). The worst texts the contract allows — a
 * hundred characters of one-letter words in each field, two-letter ones, one long word, words
 * alternating — write at most MAX_STARTS rows (0021 wrote one per word: 150), and the table holds
 * exactly what a brute force in JavaScript says, after the fill and through the triggers. Normal
 * names are still counted by every word start a clerk types, accents folded, through the document
 * store. PostgreSQL is left as it was.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MAX_START_CHARS, MAX_STARTS } from '../../../migrations/server/0027_product_search_starts_bounded.js';
import { insertDocs } from '../../../src-server/db/documents.js';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { searchWords, startingRange } from '../../../src-server/db/search.js';
import { runWrite } from '../../../src-server/db/write.js';
import { PRODUCTS } from '../../../src-server/features/products/collection.js';
import { NAME_MAX } from '../../../src-shared/constants/field-lengths.js';
import { FLAVOURS } from '../../support/databases.js';
import { freshDatabasePerTest, type AnyDb } from '../../support/migration-db.js';
import { productNamed, SEEDED_AT } from '../../support/named-products.js';
import { productRow as product } from '../../support/product-rows.js';

const SEPARATOR = '\u0001';
/** A field of the contract's longest: `word` and a space over and over, NAME_MAX characters. */
const fieldOf = (word: string): string => `${word} `.repeat(NAME_MAX).slice(0, NAME_MAX);
/** The worst search texts the contract allows: name, title and slug each NAME_MAX characters. */
const WORST = [
  [fieldOf('a'), fieldOf('a'), fieldOf('a')],
  [fieldOf('ab'), fieldOf('ba'), fieldOf('a')],
  ['a'.repeat(NAME_MAX), 'a'.repeat(NAME_MAX), 'a'.repeat(NAME_MAX)],
  [fieldOf('a b'), fieldOf('b a'), fieldOf('c')],
  [Array.from({ length: 50 }, (_, i) => String.fromCharCode(97 + (i % 26))).join(' '), fieldOf('z'), fieldOf('y')],
].map((fields) => fields.join(SEPARATOR));
/** Normal names: words repeated, sharing beginnings, fields joined by U+0001. */
const NORMAL = ['dulce de leche de campo 1\u0001dulce-de-leche-1', 'la paulina la paulina 2\u0001producto-2', 'morixe 3 morixe\u0001morixe-3', 'cañuelas cañuela caña 7\u0001producto-7', ''];

/** A text's kept starts, as the migration defines them: [start, shared] per start, brute force. */
function startsOf(text: string): Array<[string, number]> {
  const chars = Array.from(text);
  const boundary = (c: string | undefined) => c === ' ' || c === SEPARATOR;
  const positions = chars.flatMap((c, i) => (!boundary(c) && (i === 0 || boundary(chars[i - 1])) ? [i] : [])).slice(0, MAX_STARTS);
  const kept = new Map<string, number>();
  positions.forEach((p, n) => {
    const start = chars.slice(p, p + MAX_START_CHARS);
    let shared = 0;
    for (const q of positions.slice(0, n)) {
      let k = 0;
      while (k < start.length && chars[q + k] === start[k]) k += 1;
      shared = Math.max(shared, k);
    }
    // A start cut to an earlier one's text is that row.
    if (!kept.has(start.join(''))) kept.set(start.join(''), shared);
  });
  return [...kept];
}

/** The table's rows against every product's starts computed in JavaScript, both sorted alike. */
async function expectExact(db: AnyDb) {
  const { rows: kept } = await sql<{ start: string; number: number; shared: number }>`select start, number, shared from products_search_starts`.execute(db);
  const products = await db.selectFrom('products').select(['number', 'name_search']).execute();
  const want = products.flatMap((row) => startsOf(String(row.name_search ?? '')).map(([start, shared]) => `${Number(row.number)} ${shared} ${JSON.stringify(start)}`)).sort();
  const got = kept.map((row) => `${Number(row.number)} ${Number(row.shared)} ${JSON.stringify(row.start)}`).sort();
  expect(got).toEqual(want);
}

/** Rows each product keeps, by number. */
async function rowsPerProduct(db: AnyDb): Promise<Map<number, number>> {
  const { rows } = await sql<{ number: number; n: number }>`select number, count(*) as n from products_search_starts group by number`.execute(db);
  return new Map(rows.map((row) => [Number(row.number), Number(row.n)]));
}

describe.each(FLAVOURS)('migration 0027_product_search_starts_bounded on %s', (flavour) => {
  const open = freshDatabasePerTest(flavour);

  it.runIf(flavour === 'postgres')('leaves PostgreSQL as it was', async () => {
    const { database, db } = await open();
    await migrateToLatest(database, '0026_stale_rows_refusal');
    await db.insertInto('products').values(product(1, WORST[0]!)).execute();
    expect(await migrateToLatest(database, '0027_product_search_starts_bounded')).toEqual(['0027_product_search_starts_bounded']);
    const { rows } = await sql<{ t: string | null }>`select to_regclass('products_search_starts')::text as t`.execute(db);
    expect(rows[0]?.t).toBeNull();
  });

  describe.runIf(flavour === 'sqlite')('on SQLite', () => {
    it('fills the table again within the bounds for the products already there', async () => {
      const { database, db } = await open();
      await migrateToLatest(database, '0026_stale_rows_refusal');
      const texts = [...WORST, ...NORMAL];
      await db
        .insertInto('products')
        .values(texts.map((text, i) => product(i + 1, text)))
        .execute();
      // 0021 kept a row per word: 150 for the one-letter words.
      expect((await rowsPerProduct(db)).get(1)).toBe(150);
      expect(await migrateToLatest(database, '0027_product_search_starts_bounded')).toEqual(['0027_product_search_starts_bounded']);
      await expectExact(db);
      for (const [number, rows] of await rowsPerProduct(db)) expect({ number, rows: Math.min(rows, MAX_STARTS) }).toEqual({ number, rows });
      // Stepping down gives 0021's rows back: one per word, to the end of the text.
      expect(await migrateToLatest(database, '0026_stale_rows_refusal')).toContain('0027_product_search_starts_bounded');
      expect((await rowsPerProduct(db)).get(1)).toBe(150);
      await db.insertInto('products').values(product(50, WORST[1]!)).execute();
      // 34 + 34 + 50 words.
      expect((await rowsPerProduct(db)).get(50)).toBe(118);
    });

    it('writes the worst names the contract allows in bounded rows through inserts, renames and deletes', async () => {
      const { database, db } = await open();
      await migrateToLatest(database);
      await db
        .insertInto('products')
        .values(NORMAL.map((text, i) => product(i + 1, text)))
        .execute();
      for (const [i, text] of WORST.entries()) {
        await db
          .insertInto('products')
          .values(product(100 + i, text))
          .execute();
        // Renamed to another worst text, and a product's number moved.
        await db
          .updateTable('products')
          .set({ name_search: WORST[(i + 1) % WORST.length]! })
          .where('number', '=', 100 + i)
          .execute();
      }
      await db.updateTable('products').set({ number: 200 }).where('number', '=', 100).execute();
      await db.deleteFrom('products').where('number', '=', 101).execute();
      await expectExact(db);
      const rows = await rowsPerProduct(db);
      for (const number of [102, 103, 104, 200]) expect({ number, bounded: (rows.get(number) ?? 0) <= MAX_STARTS }).toEqual({ number, bounded: true });
      expect(rows.has(101)).toBe(false);
    });
  });
});

describe('normal names keep every word start a clerk types (SQLite, latest)', () => {
  const open = freshDatabasePerTest('sqlite');

  it('counts a product once for the beginning of any of its words, accents folded, through the document store', async () => {
    const { database, db } = await open();
    await migrateToLatest(database);
    const names = ['Dulce de Leche La Serenísima Clásico 400 g', 'Fideos Tirabuzón Cañuelas 500 g', 'Aceite de Girasol Natura 1,5 l'];
    await runWrite(database, SEEDED_AT, (tx) =>
      insertDocs(
        tx,
        PRODUCTS,
        names.map((name, i) => ({ ...productNamed(name, i), title: `${name.split(' ')[0]} oferta` })),
      ),
    );
    const { rows: stored } = await sql<{ name_search: string }>`select name_search from products`.execute(db);
    /** Products the starts count for a typed text, as phrase-matches.ts counts them, and how many have a word start beginning with it (brute force). */
    const counted = async (typed: string) => {
      const range = startingRange(searchWords(typed));
      if (!range) return { counted: 0, starting: 0 };
      const { rows } = await sql<{ n: number }>`select count(*) as n from products_search_starts where start >= ${range.from} and start < ${range.to} and shared < ${range.length}`.execute(db);
      const starting = stored.filter(({ name_search: text }) =>
        [...text].some((c, i, all) => c !== ' ' && c !== SEPARATOR && (i === 0 || all[i - 1] === ' ' || all[i - 1] === SEPARATOR) && all.slice(i).join('').startsWith(range.from)),
      ).length;
      return { counted: Number(rows[0]?.n), starting };
    };
    // Each word and a prefix of it.
    for (const word of names.flatMap((name) => name.split(' '))) {
      for (const typed of [word, word.slice(0, 3)]) {
        const { counted: n, starting } = await counted(typed);
        expect({ typed, n }).toEqual({ typed, n: starting });
        expect(n).toBeGreaterThan(0);
      }
    }
    // Words typed from a later one on, with accents, in capitals.
    for (const typed of ['Dulce de Leche', 'serenísima CLÁSICO 400', 'Tirabuzón Cañuelas 500', 'girasol natura', 'la serenisima clasico 400 g'])
      expect({ typed, ...(await counted(typed)) }).toEqual({ typed, counted: 1, starting: 1 });
    // Every product's slug, and a word two names share: each product once.
    expect(await counted('articulo')).toEqual({ counted: 3, starting: 3 });
    expect(await counted('de')).toEqual({ counted: 2, starting: 2 });
  });
});
