/**
 * Migration 0024_records_unread_indexes: every index of the stock ledger (`records`) is one a read of
 * the server uses, since each ledger row an order's confirmation or delivery writes goes into every
 * one of them. On SQLite the ledger's reads (its lists with each filter, a page past the first and
 * its count, a row by id) are planned with EXPLAIN QUERY PLAN, and each index the table has must
 * be searched or walked in its order by some plan; on both databases the table keeps exactly its keys and the product's index.
 * Down makes the two dropped indexes again.
 */
import { CompiledQuery, type LogEvent } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../../src-server/db/connect.js';
import { requireDoc } from '../../../src-server/db/documents.js';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { RECORDS } from '../../../src-server/features/stock/collections.js';
import { listRecords } from '../../../src-server/features/stock/views.js';
import { freshDatabaseUrl, FLAVOURS } from '../../support/databases.js';

const BEFORE = '0023_product_names_version';
const MIGRATION = '0024_records_unread_indexes';
const ID = 'a'.repeat(24);

/** The ledger list's filters, one by one and all together: `GET /record` and `GET /record/{productId}`. */
const LISTS = [
  {},
  { product: ID },
  { garage: ID },
  { field: 'real' as const },
  { fromDate: '2026-03-01', toDate: '2026-03-31' },
  { product: ID, garage: ID, field: 'committed' as const, fromDate: '2026-03-01', toDate: '2026-03-31' },
];

/** The indexes of `records` by name, keys included (SQLite names a key's `sqlite_autoindex_…`, PostgreSQL `…_pkey` and `…_key`). */
async function indexesOfRecords(database: Database): Promise<string[]> {
  if (database.sqlite) return (database.sqlite.prepare(`select name from pragma_index_list('records')`).all() as Array<{ name: string }>).map((row) => row.name).sort();
  const { rows } = await database.db.executeQuery<{ indexname: string }>(CompiledQuery.raw(`select indexname from pg_indexes where tablename = 'records'`));
  return rows.map((row) => row.indexname).sort();
}

/** The SQL and parameters of every read the server makes of the ledger, each page of a list and its count included. */
async function ledgerReads(url: string): Promise<CompiledQuery[]> {
  const seen: CompiledQuery[] = [];
  const database = openDatabase(url, { log: (event: LogEvent) => void seen.push(event.query) });
  try {
    for (const filters of LISTS) {
      // Page 2 of an empty list cannot tell its total: the count runs too.
      for (const page of [1, 2]) await listRecords(database.db, { page, limit: 20, ...filters });
    }
    await expect(requireDoc(database.db, RECORDS, ID)).rejects.toThrow();
  } finally {
    await database.close();
  }
  return seen.filter((query) => /\brecords\b/.test(query.sql));
}

describe.each(FLAVOURS)('the stock ledger indexes on %s', (flavour) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const migrated = async (target?: string): Promise<{ url: string; database: Database }> => {
    const { url, cleanup } = await freshDatabaseUrl(flavour, inject('postgresUrl'));
    cleanups.push(cleanup);
    const database = openDatabase(url);
    cleanups.push(() => database.close());
    await migrateToLatest(database, target);
    return { url, database };
  };

  it('keeps the ledger keys and the product index only; down makes the other two again', async () => {
    const { database } = await migrated();
    const keys = await indexesOfRecords(database);
    expect(keys.filter((name) => name.endsWith('_idx'))).toEqual(['records_product_idx']);
    // The id and number keys stay (two on either database).
    expect(keys).toHaveLength(3);

    // Stepping down to the migration before undoes this one (and any later one).
    expect(await migrateToLatest(database, BEFORE)).toContain(MIGRATION);
    expect((await indexesOfRecords(database)).filter((name) => name.endsWith('_idx'))).toEqual(['records_product_idx', 'records_ref_id_idx', 'records_status_idx']);
    expect(await migrateToLatest(database, MIGRATION)).toEqual([MIGRATION]);
    expect((await indexesOfRecords(database)).filter((name) => name.endsWith('_idx'))).toEqual(['records_product_idx']);
  });

  it.runIf(flavour === 'sqlite')('plans some read of the ledger on each of its indexes', async () => {
    const { url, database } = await migrated();
    const reads = await ledgerReads(url);
    // Lists (two pages each), the counts of the second pages, the read by id.
    expect(reads.length).toBeGreaterThanOrEqual(LISTS.length * 3 + 1);
    const sqlite = database.sqlite!;
    const used = new Set<string>();
    for (const read of reads) {
      const plan = sqlite.prepare(`explain query plan ${read.sql}`).all(...(read.parameters as unknown[])) as Array<{ detail: string }>;
      // A lookup by the index's key, or a walk in its order; a count's walk of a covering index is not a use (any index of the table, or the table, would do).
      for (const { detail } of plan) for (const match of detail.matchAll(/^(?:SEARCH \w+ USING (?:COVERING )?INDEX|SCAN \w+ USING INDEX) (\w+)/g)) used.add(match[1]!);
    }
    const indexes = await indexesOfRecords(database);
    expect(indexes.filter((name) => !used.has(name))).toEqual([]);
    expect(used).toContain('records_product_idx');
  });
});
