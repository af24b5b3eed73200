/**
 * Migration 0017_product_search_short_words, in the style of migrations-product-search-rank.test.ts:
 * products written under 0016, then 0017 fills the index's `name_pairs` for them, so a word of one
 * or two characters is found by the index alone — exactly the names whose LIKE holds it, checked
 * against a brute-force filter of every name. Then its triggers keep it right through inserts,
 * renames, deletes and the rank spreading that moves many products at once. PostgreSQL is left as
 * it was.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { searchWords, trigramWords } from '../../../src-server/db/search.js';
import { FLAVOURS } from '../../support/databases.js';
import { freshDatabasePerTest, type AnyDb } from '../../support/migration-db.js';
import { productRow as product } from '../../support/product-rows.js';

/** Search texts as the products table holds them (searchText's output: lower case, no accents). */
const NAMES = [
  'aceite de girasol 1.5 l aceite-1',
  'aceite de oliva 500 ml aceite-2',
  'agua mineral 2 l agua-3',
  'harina 000 1 kg harina-4',
  'tornillo 5 x 10 tornillo-5',
  'queso "azul" 50% queso-6',
  'te verde te-7',
  'galletitas 1/2 kg galletitas-8',
  'nono_11 nono-9',
  '',
];

/** One and two characters: a character of many names and of none, two apart and side by side, equal ones, wildcards, quotes, a space's neighbours. */
const SHORT = ['5', 'l', 'a', 'x', 'z', '1.', '.5', '00', '0', 'll', 'tt', 'te', 'e ', ' v', '%', '_', '"', '/2', 'o_', '-1', 'de', 'ed', 'm', 'e1', '42'];
/** Texts of several words, short and long, in any order. */
const TEXTS = ['aceite 5', '5 aceite', 'aceite 1.', 'te te', 'agua 2 l', 'de l', 'harina 00 1', 'producto zz', 'aceite zz', 'zz', '1 k'];

describe.each(FLAVOURS)('migration 0017_product_search_short_words on %s', (flavour) => {
  const open = freshDatabasePerTest(flavour);

  it.runIf(flavour === 'postgres')('leaves PostgreSQL as it was: its LIKEs find short words', async () => {
    const { database, db } = await open();
    await migrateToLatest(database, '0016_customer_phone_unique');
    await db.insertInto('products').values(product(1, 'aceite de girasol 1.5 l')).execute();
    expect(await migrateToLatest(database, '0017_product_search_short_words')).toEqual(['0017_product_search_short_words']);
    const { rows } = await sql<{ t: string | null }>`select to_regclass('products_search')::text as t`.execute(db);
    expect(rows[0]?.t).toBeNull();
    expect((await db.selectFrom('products').select('number').where('name_search', 'like', '%5%').execute()).length).toBe(1);
  });

  describe.runIf(flavour === 'sqlite')('on SQLite', () => {
    /** The index's matches of a text (every word, as product search asks it), in the order it hands them out. */
    const found = async (db: AnyDb, text: string): Promise<number[]> => {
      const { match, tested } = trigramWords(searchWords(text));
      expect(tested).toEqual([]);
      const { rows } = await sql<{ number: number }>`
        select products_search.number from products_search_fts join products_search on products_search.name_rank = products_search_fts.rowid
        where products_search_fts match ${match} order by products_search_fts.rowid`.execute(db);
      return rows.map((r) => Number(r.number));
    };

    /** Every product holding every word of the text, by brute force over all names, in the list's order. */
    const holding = async (db: AnyDb, text: string): Promise<number[]> => {
      const rows = await db.selectFrom('products').select(['number', 'name_search']).execute();
      const words = text.split(' ').filter((word) => word.length > 0);
      return rows
        .map((row) => ({ number: Number(row.number), name: String(row.name_search ?? '') }))
        .filter(({ name }) => words.every((word) => name.includes(word)))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.number - b.number))
        .map(({ number }) => number);
    };

    const expectExact = async (db: AnyDb) => {
      const misses = [];
      for (const text of [...SHORT, ...TEXTS]) {
        const got = await found(db, text);
        const want = await holding(db, text);
        if (JSON.stringify(got) !== JSON.stringify(want)) misses.push({ text, got, want });
      }
      expect(misses).toEqual([]);
      await sql`insert into products_search_fts (products_search_fts, rank) values ('integrity-check', 1)`.execute(db);
    };

    it('fills the index for the products already there: a short word is found by the index alone, exactly where its LIKE finds it', async () => {
      const { database, db } = await open();
      await migrateToLatest(database, '0016_customer_phone_unique');
      await db
        .insertInto('products')
        .values(NAMES.map((name, i) => product(i + 1, name)))
        .execute();
      expect(await migrateToLatest(database, '0017_product_search_short_words')).toEqual(['0017_product_search_short_words']);
      await expectExact(db);
      // Sanity: the texts reach both sides, matches and misses.
      expect(await found(db, '5')).toEqual([1, 2, 6, 5]);
      expect(await found(db, '00')).toEqual([2, 4]);
      expect(await found(db, 'll')).toEqual([8, 5]);
      expect(await found(db, 'tt')).toEqual([]);
      expect(await found(db, 'producto zz')).toEqual([]);
      expect(await found(db, 'aceite 5')).toEqual([1, 2]);
    });

    it('follows inserts, renames, deletes and spread ranks', async () => {
      const { database, db } = await open();
      await migrateToLatest(database);
      await db
        .insertInto('products')
        .values(NAMES.map((name, i) => product(i + 1, name)))
        .execute();
      await db.updateTable('products').set({ name_search: 'azucar 1 kg azucar-4' }).where('number', '=', 4).execute();
      await db.deleteFrom('products').where('number', '=', 5).execute();
      await db.insertInto('products').values(product(20, 'tuerca 55 x 0.5 tuerca-20')).execute();
      // Each name sorts just before the last: the gap between two ranks runs out and ranks spread.
      const rankOf = async (number: number) => (await db.selectFrom('products_search').select('name_rank').where('number', '=', number).executeTakeFirst())?.name_rank;
      const placed = new Map<number, unknown>();
      for (let i = 0; i < 80; i += 1) {
        await db
          .insertInto('products')
          .values(product(100 + i, `m ${String(500 - i).padStart(4, '0')} ll`))
          .execute();
        placed.set(100 + i, await rankOf(100 + i));
      }
      let moved = 0;
      for (const [number, rank] of placed) if ((await rankOf(number)) !== rank) moved += 1;
      expect(moved).toBeGreaterThan(0);
      for (let i = 0; i < 20; i += 1) {
        await db
          .updateTable('products')
          .set({ name_search: `m 0420 e${i} x` })
          .where('number', '=', 100 + i * 3)
          .execute();
      }
      await expectExact(db);
      expect(await found(db, '5')).toEqual(expect.arrayContaining([20]));
      expect(await found(db, '00')).not.toContain(4);
    });
  });
});
