/**
 * Upkeep of the product search's full-text index (src-server/features/products/search-index.ts):
 * products written one transaction at a time split the SQLite index into many segments; the
 * housekeeping, and a server starting on such a file, merge them back into one, and every search
 * answers exactly as before. PostgreSQL has no such index: nothing to do there.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../../src-server/db/connect.js';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { compactSearchIndex, MAX_SEGMENTS, searchIndexSegments } from '../../../src-server/features/products/search-index.js';
import { runHousekeeping } from '../../../src-server/maintenance/housekeeping.js';
import { startServer } from '../../../src-server/server.js';
import { freshDatabaseUrl, FLAVOURS } from '../../support/databases.js';
import { ADMIN, call, signIn } from '../../support/server.js';

const COUNT = 200;
const TEXTS = ['producto', 'ucto 9', '0 b', 'b 1', 'zzz'];

/** Products written one statement each, names falling (each one ranks before the last): a split index. */
async function splitIndex(database: Database): Promise<void> {
  for (let n = 1; n <= COUNT; n += 1) {
    const id = n.toString(16).padStart(24, '0');
    const name = `producto ${COUNT - n} ${n % 3 === 0 ? 'a' : 'b'} ${n}`;
    // A list answers the stored document as it is: it holds what the list shows.
    await sql`
      insert into products (id, number, status, created_at, updated_at, created_by, seq, doc, name_search, slug, provider, catalog)
      values (${id}, ${n}, 1, 'x', 'x', null, ${n}, ${JSON.stringify({ _id: id, number: n, name })}, ${name}, ${`p-${n}`}, 'p', 1)`.execute(database.db);
  }
}

/** What `name_search LIKE '%text%'` finds, in the list's order (name, then number). */
async function liked(database: Database, text: string): Promise<number[]> {
  const { rows } = await sql<{ number: number }>`select number from products where name_search like ${`%${text}%`} order by name_search, number`.execute(database.db);
  return rows.map((r) => Number(r.number));
}

/** What a search answers (every word of the text in the name, in any order: `name_search LIKE` each), in the list's order. */
async function everyWordLiked(database: Database, text: string): Promise<number[]> {
  const holds = text.split(' ').map((word) => sql`name_search like ${`%${word}%`}`);
  const { rows } = await sql<{ number: number }>`select number from products where ${sql.join(holds, sql` and `)} order by name_search, number`.execute(database.db);
  return rows.map((r) => Number(r.number));
}

/** The index's matches in the order it hands them out, and the LIKE's in the list's order: they must agree. */
async function answers(database: Database): Promise<Array<{ text: string; found: number[]; liked: number[] }>> {
  const out = [];
  for (const text of TEXTS) {
    const found = await sql<{ number: number }>`
      select products_search.number from products_search_fts join products_search on products_search.name_rank = products_search_fts.rowid
      where products_search_fts match ${`"${text}"`} order by products_search_fts.rowid`.execute(database.db);
    out.push({ text, found: found.rows.map((r) => Number(r.number)), liked: await liked(database, text) });
  }
  return out;
}

describe.each(FLAVOURS)('product search index upkeep on %s', (flavour) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const fresh = async (): Promise<{ url: string; database: Database }> => {
    const { url, cleanup } = await freshDatabaseUrl(flavour, inject('postgresUrl'));
    cleanups.push(cleanup);
    const database = openDatabase(url);
    let open = true;
    const close = database.close;
    database.close = async () => {
      if (open) await close();
      open = false;
    };
    cleanups.push(() => database.close());
    await migrateToLatest(database);
    return { url, database };
  };

  it.runIf(flavour === 'postgres')('has nothing to merge on PostgreSQL', async () => {
    const { database } = await fresh();
    expect(await compactSearchIndex(database)).toBe(false);
  });

  it.runIf(flavour === 'sqlite')('merges a split index into one segment, and every search answers as before', async () => {
    const { database } = await fresh();
    await splitIndex(database);
    expect(await searchIndexSegments(database.db)).toBeGreaterThan(MAX_SEGMENTS);
    const before = await answers(database);
    expect(before.every(({ found, liked }) => found.length > 0 === liked.length > 0)).toBe(true);
    expect(before.filter(({ found }) => found.length > 0).length).toBeGreaterThan(2);

    expect((await runHousekeeping(database, new Date())).searchIndexMerged).toBe(true);
    expect(await searchIndexSegments(database.db)).toBe(1);
    const after = await answers(database);
    expect(after).toEqual(before);
    for (const { found, liked } of after) expect(found).toEqual(liked);
    await sql`insert into products_search_fts (products_search_fts, rank) values ('integrity-check', 1)`.execute(database.db);
    // Merged: nothing left to do until writes split it again.
    expect(await compactSearchIndex(database)).toBe(false);
  });

  it.runIf(flavour === 'sqlite')('a server starting on a split index merges it before it answers', async () => {
    const { url, database } = await fresh();
    await splitIndex(database);
    expect(await searchIndexSegments(database.db)).toBeGreaterThan(MAX_SEGMENTS);
    await database.close();

    const server = await startServer({ databaseUrl: url, adminUsername: ADMIN.username, adminPassword: ADMIN.password });
    cleanups.push(() => server.close());
    expect(await searchIndexSegments(server.database.db)).toBe(1);
    const token = await signIn(server.url, ADMIN.username, ADMIN.password);
    const page = await call<{ total: number; docs: Array<{ number: number }> }>(server.url, 'GET', `/product/public?query=${encodeURIComponent('ucto 1')}`, { token });
    const want = await everyWordLiked(server.database, 'ucto 1');
    expect(want.length).toBeGreaterThan(20);
    expect(page.body.total).toBe(want.length);
    expect(page.body.docs.map((d) => d.number)).toEqual(want.slice(0, 20));
  });
});
