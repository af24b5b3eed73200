/**
 * Migration 0021_product_search_word_starts, in the style of migrations-product-search-short-words.test.ts:
 * products written under 0020, then 0021 fills `products_search_starts` for them — one row per word
 * start of each search text (the first character, and each after a space or U+0001), the text from
 * there on, and `shared`, the longest run of characters it has in common with an earlier start of the
 * same text — checked against a brute-force computation in JavaScript. Then its triggers keep it
 * right through inserts, renames, deletes, the rank spreading that moves many products at once, and
 * a direct change of `products_search`. PostgreSQL is left as it was.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { FLAVOURS } from '../../support/databases.js';
import { freshDatabasePerTest, type AnyDb } from '../../support/migration-db.js';
import { productRow as product } from '../../support/product-rows.js';

/** Search texts as the products table holds them: words repeated, sharing beginnings, fields joined by U+0001, spaces doubled, accents left by a writer, none at all. */
const NAMES = [
  'dulce de leche de campo 1\u0001dulce-de-leche-1',
  'la paulina la paulina 2\u0001producto-2',
  'a a a a\u0001a',
  'morixe 3 morixe\u0001morixe-3',
  'de de de\u0001de',
  'aceite  de girasol 5 l\u0001\u0001aceite-5',
  ' leading space 6',
  'cañuelas cañuela caña 7\u0001producto-7',
  'te verde te-7 😀 te\u0001te-7',
  '',
  '50% _off\\ 50%_off\u0001promo-11',
];

/** A text's word starts, as the migration defines them: [start, shared] per start, brute force. */
function startsOf(text: string): Array<[string, number]> {
  const chars = Array.from(text);
  const boundary = (c: string | undefined) => c === ' ' || c === '\u0001';
  const positions = chars.flatMap((c, i) => (!boundary(c) && (i === 0 || boundary(chars[i - 1])) ? [i] : []));
  return positions.map((p, n) => {
    let shared = 0;
    for (const q of positions.slice(0, n)) {
      let k = 0;
      while (p + k < chars.length && chars[q + k] === chars[p + k]) k += 1;
      shared = Math.max(shared, k);
    }
    return [chars.slice(p).join(''), shared];
  });
}

describe.each(FLAVOURS)('migration 0021_product_search_word_starts on %s', (flavour) => {
  const open = freshDatabasePerTest(flavour);

  it.runIf(flavour === 'postgres')('leaves PostgreSQL as it was', async () => {
    const { database, db } = await open();
    await migrateToLatest(database, '0020_buy_warning_keys');
    await db.insertInto('products').values(product(1, 'fideos 1 canuelas')).execute();
    expect(await migrateToLatest(database, '0021_product_search_word_starts')).toEqual(['0021_product_search_word_starts']);
    const { rows } = await sql<{ t: string | null }>`select to_regclass('products_search_starts')::text as t`.execute(db);
    expect(rows[0]?.t).toBeNull();
  });

  describe.runIf(flavour === 'sqlite')('on SQLite', () => {
    /** The table's rows against every product's starts computed in JavaScript, both sorted alike. */
    const expectExact = async (db: AnyDb) => {
      const { rows: kept } = await sql<{ start: string; number: number; shared: number }>`select start, number, shared from products_search_starts`.execute(db);
      const products = await db.selectFrom('products').select(['number', 'name_search']).execute();
      const want = products.flatMap((row) => startsOf(String(row.name_search ?? '')).map(([start, shared]) => `${Number(row.number)} ${shared} ${JSON.stringify(start)}`)).sort();
      const got = kept.map((row) => `${Number(row.number)} ${Number(row.shared)} ${JSON.stringify(row.start)}`).sort();
      expect(got).toEqual(want);
    };

    it('fills the table for the products already there', async () => {
      const { database, db } = await open();
      await migrateToLatest(database, '0020_buy_warning_keys');
      await db
        .insertInto('products')
        .values(NAMES.map((name, i) => product(i + 1, name)))
        .execute();
      expect(await migrateToLatest(database, '0021_product_search_word_starts')).toEqual(['0021_product_search_word_starts']);
      await expectExact(db);
      // Sanity: the brute force says what the migration's header does.
      expect(startsOf('dulce de leche de campo')).toEqual([
        ['dulce de leche de campo', 0],
        ['de leche de campo', 1],
        ['leche de campo', 0],
        ['de campo', 3],
        ['campo', 0],
      ]);
      const { rows } = await sql<{ n: number }>`select count(*) as n from products_search_starts where number = 4 and start >= 'morixe' and start < 'morixe' || char(65535) and shared < 6`.execute(db);
      expect(Number(rows[0]?.n)).toBe(1);
    });

    it('follows inserts, renames, deletes, spread ranks and a change of products_search itself', async () => {
      const { database, db } = await open();
      // 0027 bounds the starts kept (its own test): these are 0021's triggers.
      await migrateToLatest(database, '0021_product_search_word_starts');
      await db
        .insertInto('products')
        .values(NAMES.map((name, i) => product(i + 1, name)))
        .execute();
      await expectExact(db);
      await db.updateTable('products').set({ name_search: 'azucar azul 1 kg\u0001azucar-4' }).where('number', '=', 4).execute();
      await db.updateTable('products').set({ number: 40 }).where('number', '=', 2).execute();
      await db.deleteFrom('products').where('number', '=', 5).execute();
      await db.insertInto('products').values(product(20, 'tuerca 55 tuerca 5\u0001tuerca-20')).execute();
      // A stock or price change touches no search column: nothing to do.
      await db.updateTable('products').set({ catalog: 0 }).where('number', '=', 1).execute();
      await expectExact(db);
      // Each name sorts just before the last: the gap between two ranks runs out and ranks spread (rows move, names stay).
      for (let i = 0; i < 80; i += 1) {
        await db
          .insertInto('products')
          .values(product(100 + i, `m ${String(500 - i).padStart(4, '0')} m ${i}`))
          .execute();
      }
      for (let i = 0; i < 20; i += 1) {
        await db
          .updateTable('products')
          .set({ name_search: `m 0420 e${i} m` })
          .where('number', '=', 100 + i * 3)
          .execute();
      }
      await expectExact(db);
      // A writer of products_search itself (a later migration's rebuild, say) is followed too.
      await sql`update products_search set name_search = 'otro nombre otro' where number = 1`.execute(db);
      const { rows } = await sql<{ start: string }>`select start from products_search_starts where number = 1 order by start`.execute(db);
      expect(rows.map((row) => row.start)).toEqual(['nombre otro', 'otro', 'otro nombre otro']);
    });
  });
});
