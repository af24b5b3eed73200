/**
 * The migration level of a server SQLite database, read straight from its file with better-sqlite3
 * (Kysely's `kysely_migration` table): what a backup is named after, and what a restore checks
 * before it accepts a file.
 */
import type Sqlite from 'better-sqlite3';
import { SERVER_MIGRATIONS } from '../../migrations/server/index.js';
import { EMPTY_LEVEL } from './names.js';

const MIGRATION_TABLE = 'kysely_migration';

/** The migrations applied to the database, in order; none for a database not migrated yet. */
export function appliedMigrationsOf(handle: Sqlite.Database): string[] {
  const table = handle.prepare(`select name from sqlite_master where type = 'table' and name = ?`).get(MIGRATION_TABLE);
  if (table === undefined) return [];
  const rows = handle.prepare(`select name from ${MIGRATION_TABLE} order by name`).all() as Array<{ name: string }>;
  return rows.map((row) => row.name);
}

export function levelOf(applied: readonly string[]): string {
  return applied.at(-1) ?? EMPTY_LEVEL;
}

/** The newest migration this build knows. */
export function latestKnownLevel(known: Readonly<Record<string, unknown>> = SERVER_MIGRATIONS): string {
  return levelOf(Object.keys(known));
}

/** The applied migrations this build does not know: a database made by a newer version. */
export function unknownMigrations(applied: readonly string[], known: Readonly<Record<string, unknown>> = SERVER_MIGRATIONS): string[] {
  return applied.filter((name) => !Object.hasOwn(known, name));
}

/** This build's migrations not applied yet, up to `target` when given. */
export function pendingMigrations(applied: readonly string[], known: Readonly<Record<string, unknown>> = SERVER_MIGRATIONS, target?: string): string[] {
  const done = new Set(applied);
  return Object.keys(known).filter((name) => !done.has(name) && (target === undefined || name <= target));
}
