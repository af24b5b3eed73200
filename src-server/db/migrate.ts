import type Sqlite from 'better-sqlite3';
import { Migrator, sql, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import { SERVER_MIGRATIONS } from '../../migrations/server/index.js';
import { backupBeforeMigration } from '../backup/daily.js';
import type { Database } from './connect.js';

/**
 * Brings the database to the newest migration (or to `target`). Kysely records applied names and
 * refuses a database whose applied list is not a prefix of ours (a newer schema, or a renamed file).
 * A SQLite file that holds a schema and has migrations to apply is backed up first (backup/daily.ts).
 */
export async function migrateToLatest(database: Database, target?: string, migrations = SERVER_MIGRATIONS): Promise<string[]> {
  await backupBeforeMigration(database.sqlite, migrations, target);
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async (): Promise<Record<string, Migration>> => (database.sqlite ? eachWhole(migrations) : { ...migrations }) },
  });
  const result: MigrationResultSet = target ? await migrator.migrateTo(target) : await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`database migration ${failed ?? ''} failed: ${reason}`);
  }
  if (database.sqlite) refreshStatistics(database.sqlite);
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * SQLite's migrations, each run whole or not at all. Kysely runs them outside a transaction on
 * SQLite (its adapter does not declare the DDL transactional, though SQLite's is), so a migration
 * that failed or was stopped part-way left its tables half-made: one that copies a table aside,
 * drops it and fills it back could lose it. A savepoint opens a transaction when none is open.
 * PostgreSQL's migrations already run in a transaction each.
 */
function eachWhole(migrations: Readonly<Record<string, Migration>>): Record<string, Migration> {
  const whole =
    (step: (db: Kysely<unknown>) => Promise<void>) =>
    async (db: Kysely<unknown>): Promise<void> => {
      await sql`savepoint migration`.execute(db);
      try {
        await step(db);
      } catch (error) {
        await sql`rollback to savepoint migration`.execute(db);
        await sql`release savepoint migration`.execute(db);
        throw error;
      }
      await sql`release savepoint migration`.execute(db);
    };
  return Object.fromEntries(Object.entries(migrations).map(([name, { up, down }]) => [name, { up: whole(up), ...(down ? { down: whole(down) } : {}) }]));
}

/** The sample `PRAGMA optimize` limits each ANALYZE to (SQLITE_DEFAULT_OPTIMIZE_LIMIT). */
const ANALYSIS_LIMIT = 2000;
/** Tables below this many rows keep no statistics: what they would say about a toy table misleads later. */
const ANALYSIS_MIN_ROWS = 1000;

/**
 * What `PRAGMA optimize = 0x10002` does at start — ANALYZE each table whose statistics are missing
 * or stale (its row count moved tenfold since), on a bounded sample — save two kinds of table.
 * SQLite plans by these statistics and guesses without them (an equality on status looked
 * selective: it sorted every product instead of walking the name index). But statistics taken on
 * a nearly empty table stay until the next start however the table grows, and are worse than none:
 * `products_fts_data` analysed at 2 rows made FTS5's own range deletes scan the whole table on every
 * segment merge, and filling 100,000 products took 150 s instead of 6. So the shadow tables of a
 * full-text index (FTS5 reaches them by key and needs no statistics) and tables of fewer than
 * ANALYSIS_MIN_ROWS rows (the planner's defaults suit them; a later start analyses them grown) are
 * left out.
 */
function refreshStatistics(handle: Sqlite.Database): void {
  const tables = handle.pragma('table_list') as Array<{ schema: string; name: string; type: string }>;
  const ordinary = new Set(tables.filter((t) => t.type === 'table').map((t) => `"${t.schema}"."${t.name}"`));
  // 0x10003: the same choice, only listed (`ANALYZE "main"."products"`, one a row).
  const planned = (handle.pragma('optimize = 0x10003') as Array<{ optimize: string }>).map((row) => /^ANALYZE\s+(.+)$/i.exec(row.optimize)?.[1]?.trim());
  const wanted = planned.filter((table): table is string => table !== undefined && ordinary.has(table) && !isSmall(handle, table));
  if (wanted.length === 0) return;
  const limit = handle.pragma('analysis_limit', { simple: true }) as number;
  handle.pragma(`analysis_limit = ${limit > 0 ? Math.min(limit, ANALYSIS_LIMIT) : ANALYSIS_LIMIT}`);
  try {
    for (const table of wanted) handle.exec(`ANALYZE ${table}`);
  } finally {
    handle.pragma(`analysis_limit = ${limit}`);
  }
}

/** Fewer than ANALYSIS_MIN_ROWS rows, told by its largest rowid (at least the row count, read at once). */
function isSmall(handle: Sqlite.Database, table: string): boolean {
  try {
    const row = handle.prepare(`select max(rowid) as n from ${table}`).get() as { n: number | null } | undefined;
    return Number(row?.n ?? 0) < ANALYSIS_MIN_ROWS;
  } catch {
    return false; // a WITHOUT ROWID table: analysed as optimize chose
  }
}

/** The names of the migrations applied to this database, oldest first. */
export async function appliedMigrations(database: Database): Promise<string[]> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => ({ ...SERVER_MIGRATIONS }) },
  });
  const all = await migrator.getMigrations();
  return all.filter((m) => m.executedAt !== undefined).map((m) => m.name);
}
