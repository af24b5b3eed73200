import { Migrator, type Migration, type MigrationResultSet } from 'kysely';
import { SERVER_MIGRATIONS } from '../../migrations/server/index.js';
import type { Database } from './connect.js';

/**
 * Brings the database to the newest migration (or to `target`). Kysely records applied names and
 * refuses a database whose applied list is not a prefix of ours (a newer schema, or a renamed file).
 */
export async function migrateToLatest(database: Database, target?: string, migrations = SERVER_MIGRATIONS): Promise<string[]> {
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
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
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
