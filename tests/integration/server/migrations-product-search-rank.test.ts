/**
 * Migration 0007_product_search_rank, in the style of migrations.test.ts: migrate to 0006, insert
 * products of that shape, migrate to 0007, and the products take ranks in name order that the new
 * full-text index hands out in order. Then the triggers keep ranks, filter columns and index right
 * through inserts, renames, filter changes and deletes — above all through inserts that leave no
 * room between two ranks, which make the ranks around them spread out again. PostgreSQL is left as
 * it was.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { FLAVOURS } from '../../support/databases.js';
import { freshDatabasePerTest, type AnyDb } from '../../support/migration-db.js';
import { productRow as product } from '../../support/product-rows.js';

const RANK_TOP = 1n << 62n;

interface Ranked {
  number: number;
  name_search: string;
  name_rank: bigint;
}

describe.each(FLAVOURS)('migration 0007_product_search_rank on %s', (flavour) => {
  const open = freshDatabasePerTest(flavour);

  it.runIf(flavour === 'postgres')('leaves PostgreSQL as it was: no rank table, the pg_trgm search stays', async () => {
    const { database, db } = await open();
    await migrateToLatest(database, '0006_product_search_version');
    await db.insertInto('products').values(product(1, 'jamon crudo jamon-crudo')).execute();
    expect(await migrateToLatest(database, '0007_product_search_rank')).toEqual(['0007_product_search_rank']);
    const { rows } = await sql<{ t: string | null }>`select to_regclass('products_search')::text as t`.execute(db);
    expect(rows[0]?.t).toBeNull();
    await db.insertInto('products').values(product(2, 'jamon cocido jamon-cocido')).execute();
    expect((await db.selectFrom('products').select('number').where('name_search', 'like', '%amon%').execute()).length).toBe(2);
  });

  describe.runIf(flavour === 'sqlite')('on SQLite', () => {
    /** Every product's search row in the list's order, ranks as exact integers. */
    const ranked = (database: Awaited<ReturnType<typeof open>>['database']): Ranked[] =>
      database.sqlite
        ?.prepare('select number, name_search, name_rank from products_search order by name_search, number')
        .safeIntegers(true)
        .all()
        .map((row) => {
          const { number, name_search, name_rank } = row as { number: bigint; name_search: string; name_rank: bigint };
          return { number: Number(number), name_search, name_rank };
        }) ?? [];

    /** The index's matches in the order it hands them out (rowid), as product numbers. */
    const found = async (db: AnyDb, text: string): Promise<number[]> => {
      const { rows } = await sql<{ number: number }>`
        select products_search.number from products_search_fts join products_search on products_search.name_rank = products_search_fts.rowid
        where products_search_fts match ${`"${text}"`} order by products_search_fts.rowid`.execute(db);
      return rows.map((r) => Number(r.number));
    };

    /** What `name_search LIKE '%text%'` finds, in the list's order (name, then number). */
    const liked = async (db: AnyDb, text: string): Promise<number[]> =>
      (await db.selectFrom('products').select('number').where('name_search', 'like', `%${text}%`).orderBy('name_search').orderBy('number').execute()).map((r) => Number(r.number));

    /** Ranks strictly rising in the list's order, inside (0, 2^62), one per product; the index agrees with its table. */
    const expectConsistent = async (database: Awaited<ReturnType<typeof open>>['database'], db: AnyDb) => {
      const rows = ranked(database);
      const { rows: count } = await sql<{ n: number }>`select count(*) as n from products`.execute(db);
      expect(rows).toHaveLength(Number(count[0]?.n));
      const misplaced = rows.filter((row, i) => row.name_rank <= 0n || row.name_rank >= RANK_TOP || (i > 0 && (rows[i - 1]?.name_rank ?? 0n) >= row.name_rank));
      expect(misplaced).toEqual([]);
      await sql`insert into products_search_fts (products_search_fts, rank) values ('integrity-check', 1)`.execute(db);
    };

    it('ranks the products already there in name order, and the index hands out matches in that order', async () => {
      const { database, db } = await open();
      await migrateToLatest(database, '0006_product_search_version');
      await db
        .insertInto('products')
        .values([
          product(1, 'queso cremoso queso-cremoso'),
          product(2, 'jamon crudo jamon-crudo', { status: 0 }),
          product(3, 'dulce de leche dulce-de-leche', { catalog: 0 }),
          product(4, 'jamon cocido jamon-cocido', { provider: 'q' }),
          product(5, 'jamon crudo jamon-crudo'),
        ])
        .execute();
      expect(await migrateToLatest(database, '0007_product_search_rank')).toEqual(['0007_product_search_rank']);

      // 0004's index and its sorting index are gone; the new rows carry what a search filters on.
      const { rows: left } = await sql<{ name: string }>`select name from sqlite_schema where name in ('products_fts', 'products_number_search_idx')`.execute(db);
      expect(left).toEqual([]);
      expect(ranked(database).map((r) => r.number)).toEqual([3, 4, 2, 5, 1]);
      const filters = await db.selectFrom('products_search').select(['number', 'status', 'catalog', 'provider']).orderBy('number').execute();
      expect(filters).toEqual([
        { number: 1, status: 1, catalog: 1, provider: 'p' },
        { number: 2, status: 0, catalog: 1, provider: 'p' },
        { number: 3, status: 1, catalog: 0, provider: 'p' },
        { number: 4, status: 1, catalog: 1, provider: 'q' },
        { number: 5, status: 1, catalog: 1, provider: 'p' },
      ]);
      // Substrings of three characters or more, across spaces, in name order (ties by number).
      expect(await found(db, 'amo')).toEqual([4, 2, 5]);
      expect(await found(db, 'so cre')).toEqual([1]);
      expect(await found(db, 'e')).toEqual([]); // too short for a trigram: LIKE answers those
      await expectConsistent(database, db);
    });

    it('follows inserts, renames, filter changes and deletes; a save that changes neither leaves the rank alone', async () => {
      const { database, db } = await open();
      await migrateToLatest(database);
      await db
        .insertInto('products')
        .values([product(1, 'jamon crudo'), product(2, 'queso azul'), product(3, 'leche entera')])
        .execute();
      await db.insertInto('products').values(product(4, 'jamon cocido')).execute();
      await db.updateTable('products').set({ name_search: 'arroz largo' }).where('number', '=', 2).execute();
      await db.updateTable('products').set({ status: 0, catalog: 0, provider: 'z' }).where('number', '=', 3).execute();
      await db.deleteFrom('products').where('number', '=', 1).execute();

      expect(ranked(database).map((r) => [r.number, r.name_search])).toEqual([
        [2, 'arroz largo'],
        [4, 'jamon cocido'],
        [3, 'leche entera'],
      ]);
      expect(await found(db, 'jamon')).toEqual([4]);
      expect(await found(db, 'queso')).toEqual([]);
      expect(await found(db, 'arroz')).toEqual([2]);
      expect(await db.selectFrom('products_search').select(['status', 'catalog', 'provider']).where('number', '=', 3).executeTakeFirst()).toEqual({ status: 0, catalog: 0, provider: 'z' });

      const before = ranked(database);
      await db.updateTable('products').set({ doc: '{"inventory":{"real":5}}', seq: 99 }).where('number', '=', 4).execute();
      expect(ranked(database)).toEqual(before);
      await expectConsistent(database, db);
    });

    it('spreads the ranks around a name that finds no room between its neighbours, and keeps order and index right', async () => {
      const { database, db } = await open();
      await migrateToLatest(database);
      let next = 0;
      const add = async (names: readonly string[]) => {
        // One statement per product: each finds the ranks the previous ones left.
        for (const name of names)
          await db
            .insertInto('products')
            .values(product((next += 1), name))
            .execute();
      };
      const pad = (i: number) => String(i).padStart(4, '0');
      // Each name sorts just before the previous one, so every rank halves the same gap: its 40
      // bits of room are gone after some 40 names; the rest only fit by spreading ranks out.
      await add(['a', 'z']);
      await add(Array.from({ length: 30 }, (_, i) => `m ${pad(300 - i)}`));
      const halved = ranked(database);
      await add(Array.from({ length: 270 }, (_, i) => `m ${pad(270 - i)}`));
      const spread = new Map(ranked(database).map((r) => [r.number, r.name_rank]));
      expect(halved.filter((r) => spread.get(r.number) !== r.name_rank).length).toBeGreaterThan(0);
      await expectConsistent(database, db);

      // Equal names (ties go by number), names in order, names at random, renames and deletes.
      await add(Array.from({ length: 100 }, () => 'm 0150'));
      await add(Array.from({ length: 200 }, (_, i) => `m 0150 ${pad(i)}`));
      await add(Array.from({ length: 200 }, (_, i) => `k ${((i * 7919) % 1000).toString(36)} ${i}`));
      for (let i = 0; i < 100; i += 1) {
        await db
          .updateTable('products')
          .set({ name_search: `m 0150 0000 ${pad(100 - i)}` })
          .where('number', '=', 3 + i * 7)
          .execute();
      }
      await db.deleteFrom('products').where('number', '>', 700).where('number', '<', 760).execute();
      await expectConsistent(database, db);

      // The index hands out exactly the LIKE's matches, in the list's order.
      for (const text of ['m 0', '0150', 'm 0150 0', 'k 1', '000', 'zzz']) expect(await found(db, text)).toEqual(await liked(db, text));
    });
  });
});
