import type Sqlite from 'better-sqlite3';
import { Migrator, type Migration, type MigrationResultSet } from 'kysely';
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
    provider: { getMigrations: async (): Promise<Record<string, Migration>> => ({ ...migrations }) },
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

/** The sample `PRAGMA optimize` limits each ANALYZE to (SQLITE_DEFAULT_OPTIMIZE_LIMIT). */
const ANALYSIS_LIMIT = 2000;

/**
 * What `PRAGMA optimize = 0x10002` does at start — ANALYZE every table whose statistics are missing
 * or stale (row count moved tenfold since), each on a bounded sample — but never the shadow tables
 * of a full-text index. SQLite plans by these statistics and guesses without them (an equality on
 * status looked selective: it sorted every product instead of walking the name index). But a
 * full-text index analysed while nearly empty (`products_fts_data`: 2 rows) keeps that figure: its
 * own range deletes then scan the whole table on every segment merge, and filling 100,000 products
 * took 150 s instead of 6. FTS5 reaches its tables by key and needs no statistics.
 */
function refreshStatistics(handle: Sqlite.Database): void {
  const tables = handle.pragma('table_list') as Array<{ schema: string; name: string; type: string }>;
  const skipped = new Set(tables.filter((t) => t.type === 'shadow' || t.type === 'virtual').map((t) => `"${t.schema}"."${t.name}"`));
  // 0x10003: the same choice, only listed (`ANALYZE "main"."products"`, one a row).
  const planned = (handle.pragma('optimize = 0x10003') as Array<{ optimize: string }>).map((row) => row.optimize);
  const wanted = planned.filter((statement) => /^ANALYZE /i.test(statement) && !skipped.has(statement.slice('ANALYZE '.length).trim()));
  if (wanted.length === 0) return;
  const limit = handle.pragma('analysis_limit', { simple: true }) as number;
  handle.pragma(`analysis_limit = ${limit > 0 ? Math.min(limit, ANALYSIS_LIMIT) : ANALYSIS_LIMIT}`);
  try {
    for (const statement of wanted) handle.exec(statement);
  } finally {
    handle.pragma(`analysis_limit = ${limit}`);
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
