/**
 * Migration 0004_product_search_index, in the style of migrations.test.ts: migrate to 0003, insert
 * products of that shape, migrate to 0004, and the new index finds them — then keeps up with
 * writes (SQLite triggers). On PostgreSQL the pg_trgm index is made where the role may, and the
 * migration succeeds without it where it may not.
 */
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { openDatabase } from '../../../src-server/db/connect.js';
import { FLAVOURS, freshPostgresUrl, openFresh } from '../../support/databases.js';
import { productRow as product } from '../../support/product-rows.js';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

async function ftsNumbers(db: AnyDb, text: string): Promise<number[]> {
  const { rows } = await sql<{ rowid: number }>`select rowid from products_fts where products_fts match ${`"${text}"`} order by rowid`.execute(db);
  return rows.map((r) => Number(r.rowid));
}

describe.each(FLAVOURS)('migration 0004_product_search_index on %s', (flavour) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  it('indexes the products already there, then follows inserts, renames and deletes', async () => {
    const database = await openFresh(flavour, inject('postgresUrl'));
    cleanup = database.cleanup;
    const db = database.db as unknown as AnyDb;
    await migrateToLatest(database, '0003_product_search');
    await db
      .insertInto('products')
      .values([product(1, 'jamon crudo jamon-crudo'), product(2, 'queso cremoso queso-cremoso'), product(3, 'dulce de leche dulce-de-leche')])
      .execute();
    expect(await migrateToLatest(database, '0004_product_search_index')).toEqual(['0004_product_search_index']);

    if (flavour === 'postgres') {
      const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname = 'products_name_search_trgm_idx'`.execute(db);
      expect(rows[0]?.indexdef).toMatch(/USING gin \(name_search .*gin_trgm_ops\)/);
      const cover = await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname = 'products_name_search_cover_idx'`.execute(db);
      expect(cover.rows[0]?.indexdef).toMatch(/\(name_search\) INCLUDE \(number, status, catalog\)/);
      // The LIKE of a search can use it (sequential scans priced out to show the choice).
      const plan = await db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const explained = await sql<{ 'QUERY PLAN': string }>`explain select id from products where name_search like ${'%amon cr%'} escape '\\'`.execute(trx);
        return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('products_name_search_trgm_idx');
      return;
    }

    // Substrings of three characters or more, in the middle of words and across spaces.
    expect(await ftsNumbers(db, 'amo')).toEqual([1]);
    expect(await ftsNumbers(db, 'so cre')).toEqual([2]);
    expect(await ftsNumbers(db, 'de leche')).toEqual([3]);
    expect(await ftsNumbers(db, 'e')).toEqual([]); // too short for a trigram: LIKE answers those
    // Triggers: a new product, a renamed one, one removed.
    await db.insertInto('products').values(product(4, 'jamon cocido jamon-cocido')).execute();
    await db.updateTable('products').set({ name_search: 'queso azul queso-azul' }).where('number', '=', 2).execute();
    await db.updateTable('products').set({ status: 0, doc: '{"x":1}' }).where('number', '=', 3).execute();
    await db.deleteFrom('products').where('number', '=', 1).execute();
    expect(await ftsNumbers(db, 'jamon')).toEqual([4]);
    expect(await ftsNumbers(db, 'cremoso')).toEqual([]);
    expect(await ftsNumbers(db, 'azul')).toEqual([2]);
    expect(await ftsNumbers(db, 'leche')).toEqual([3]);
    // The index agrees with the table it reads.
    await sql`insert into products_fts (products_fts, rank) values ('integrity-check', 1)`.execute(db);
  });

  it.runIf(flavour === 'sqlite')('after migrating, analyses grown tables, never small ones nor the full-text index', async () => {
    const database = await openFresh(flavour, inject('postgresUrl'));
    cleanup = database.cleanup;
    const db = database.db as unknown as AnyDb;
    await migrateToLatest(database);
    const stat = async (): Promise<string[]> => {
      const { rows: made } = await sql<{ n: number }>`select count(*) as n from sqlite_schema where name = 'sqlite_stat1'`.execute(db);
      if (Number(made[0]?.n) === 0) return [];
      return (await sql<{ tbl: string }>`select distinct tbl from sqlite_stat1 order by tbl`.execute(db)).rows.map((r) => r.tbl);
    };
    // Young database: nothing worth describing (the FTS5 tables above all: see refreshStatistics).
    expect(await stat()).toEqual([]);
    const rows = Array.from({ length: 1200 }, (_, i) => product(i + 1, `producto ${i}`));
    for (let i = 0; i < rows.length; i += 100)
      await db
        .insertInto('products')
        .values(rows.slice(i, i + 100))
        .execute();
    await migrateToLatest(database);
    // products_search (migration 0007) holds a row per product; its 62 levels stay small. products_search_starts
    // (0021) holds a row per word start, has no rowid to tell its size by, and one index only (its key): no plan to mislead.
    expect(await stat()).toEqual(['products', 'products_search', 'products_search_starts']);
    // The full-text index (0007's, which replaced this one) still reaches its pages by key.
    const plan = database.sqlite?.prepare('explain query plan select id from products_search_fts_data where id >= ? and id <= ?').all(1, 2) as Array<{ detail: string }>;
    expect(plan.map((r) => r.detail).join()).toMatch(/INTEGER PRIMARY KEY/);
  });

  it.runIf(flavour === 'postgres').each([
    { installed: false, indexes: 0, outcome: 'without the trigram index' },
    { installed: true, indexes: 1, outcome: 'with the trigram index' },
  ])('run by a role that may not install pg_trgm (an admin installed it: $installed), succeeds $outcome', async ({ installed, indexes }) => {
    const url = new URL(await freshPostgresUrl(inject('postgresUrl')));
    const dbName = url.pathname.slice(1);
    const role = `weak_${dbName}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      if (installed) await client.query('create extension pg_trgm');
      // No superuser, no CREATE on the database (a trusted extension needs it); tables only.
      await client.query(`create role ${role} login`);
      await client.query(`grant connect on database ${dbName} to ${role}`);
      await client.query(`grant usage, create on schema public to ${role}`);
    } finally {
      await client.end();
    }
    url.username = role;
    const database = openDatabase(url.toString());
    cleanup = () => database.close();
    await migrateToLatest(database, '0003_product_search');
    expect(await migrateToLatest(database, '0004_product_search_index')).toEqual(['0004_product_search_index']);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_indexes where indexname = 'products_name_search_trgm_idx'`.execute(database.db);
    expect(rows[0]?.n).toBe(indexes);
    // The plain covering index needs no extension.
    const cover = await sql<{ n: number }>`select count(*)::int as n from pg_indexes where indexname = 'products_name_search_cover_idx'`.execute(database.db);
    expect(cover.rows[0]?.n).toBe(1);
  });
});
