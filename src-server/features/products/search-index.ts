/**
 * Upkeep of the product search's full-text index (`products_search_fts`, migration 0007) on SQLite.
 * FTS5 adds a segment at every write transaction that touches it (at every product, when a bulk
 * write does not add them in rank order) and merges them only level by level, so after an import
 * it holds ten or so. A search reads each of its trigrams from every segment: on 100,000 products
 * in ten segments a first-time search cost a quarter more than in one (the counts above all).
 * Merging them back into one rewrites the index (0.4 s of work at 100,000 products), so it runs in
 * slices, letting requests through between them, and only once the index holds more than
 * MAX_SEGMENTS: a product saved now and then adds small segments that cost little.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/connect.js';
import type { Tables } from '../../db/tables.js';

/** Segments the index may hold before it is merged into one. */
export const MAX_SEGMENTS = 3;
/** Index pages a slice merges: some milliseconds of work. */
const SLICE_PAGES = 32;
/** A guard against a merge that never reports done (at 100,000 products it takes ~150 slices). */
const MAX_SLICES = 10_000;

export async function searchIndexSegments(db: Kysely<Tables>): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(distinct segid) as n from products_search_fts_idx`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Merges the index into one segment when it holds more than MAX_SEGMENTS; answers whether it did.
 * Each slice takes the connection for itself (no write transaction of a request runs inside it)
 * and tells from the change counter whether it did any work: FTS5 counts two changes or more for a
 * `merge` that merged something, fewer when there was nothing left to merge.
 */
export async function compactSearchIndex(database: Database): Promise<boolean> {
  if (database.kind !== 'sqlite' || (await searchIndexSegments(database.db)) <= MAX_SEGMENTS) return false;
  // A negative page count starts a merge of every segment into one, whatever their levels.
  let pages = -SLICE_PAGES;
  for (let slice = 0; slice < MAX_SLICES; slice += 1) {
    const merged = await database.db.connection().execute(async (connection) => {
      const before = await totalChanges(connection);
      await sql`insert into products_search_fts (products_search_fts, rank) values ('merge', ${sql.lit(pages)})`.execute(connection);
      return (await totalChanges(connection)) - before >= 2;
    });
    if (!merged) break;
    pages = SLICE_PAGES;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return true;
}

async function totalChanges(db: Kysely<Tables>): Promise<number> {
  const { rows } = await sql<{ n: number }>`select total_changes() as n`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
