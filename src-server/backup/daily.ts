/**
 * The automatic backups of a server SQLite database, kept in the backups folder beside it: one a
 * day (the first check of a calendar day, local time, takes it) and one before every migration of a
 * database that already holds data. The folder keeps the newest `KEEP_BACKUPS` of them, whatever
 * their kind; a backup is always complete before an older one is removed.
 */
import type Sqlite from 'better-sqlite3';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { backupDatabase, type BackupOptions } from './backup.js';
import { removeQuietly } from './files.js';
import { appliedMigrationsOf, pendingMigrations } from './level.js';
import { BACKUPS_FOLDER, backupsDirOf, KEEP_BACKUPS, listBackups, PARTIAL_SUFFIX, SERVER_DB_FILE, type BackupInfo } from './names.js';

/** A partial file this old belongs to a backup that died (a live one is written to all the time). */
const STALE_PARTIAL_MS = 10 * 60_000;

/** Removes all but the newest `keep` backups of the folder, and partial files left by a backup that died. */
export function pruneBackups(folder: string, keep = KEEP_BACKUPS, now = new Date()): string[] {
  const removed = listBackups(folder)
    .slice(keep)
    .map((backup) => backup.path);
  let files: string[] = [];
  try {
    files = readdirSync(folder);
  } catch {
    return [];
  }
  for (const file of files) {
    if (!file.startsWith('.') || !file.endsWith(PARTIAL_SUFFIX)) continue;
    const path = join(folder, file);
    try {
      if (now.getTime() - statSync(path).mtimeMs > STALE_PARTIAL_MS) removed.push(path);
    } catch {
      // Gone already.
    }
  }
  for (const path of removed) removeQuietly(path);
  return removed;
}

function sameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

export interface DailyOptions extends Omit<BackupOptions, 'kind'> {
  /** The server's open handle, when it runs (its writes then reach the backup); else the file is opened. */
  source?: Sqlite.Database;
  /** The database file in `dataDir`. */
  file?: string;
  keep?: number;
}

/**
 * Takes today's backup of `<dataDir>/server.db` into `<dataDir>/backups/` unless one was taken
 * today already, then keeps the newest 14. Answers the new backup, or null when none was due (or
 * there is no database yet).
 */
export async function runDailyBackup(dataDir: string, options: DailyOptions = {}): Promise<BackupInfo | null> {
  const now = options.now ?? new Date();
  const databasePath = join(dataDir, options.file ?? SERVER_DB_FILE);
  const folder = join(dataDir, BACKUPS_FOLDER);
  const keep = options.keep ?? KEEP_BACKUPS;
  const taken = listBackups(folder).some((backup) => backup.kind === 'daily' && sameLocalDay(new Date(backup.createdAt), now));
  if (taken || (!options.source && !existsSync(databasePath))) {
    pruneBackups(folder, keep, now);
    return null;
  }
  const { source, file: _file, keep: _keep, ...rest } = options;
  const backup = await backupDatabase(source ?? databasePath, folder, { ...rest, now, kind: 'daily' });
  pruneBackups(folder, keep, now);
  return backup;
}

/**
 * Before migrating a database file that already holds a schema, backs it up into the backups
 * folder beside it (a failed backup stops the migration: upgrading without a way back is worse
 * than not starting). Answers the backup, or null when there is nothing to keep or nothing to do.
 */
export async function backupBeforeMigration(handle: Sqlite.Database | null, migrations: Readonly<Record<string, unknown>>, target?: string): Promise<BackupInfo | null> {
  if (handle === null || handle.memory || handle.name === '') return null;
  const applied = appliedMigrationsOf(handle);
  if (applied.length === 0 || pendingMigrations(applied, migrations, target).length === 0) return null;
  const folder = backupsDirOf(handle.name);
  let backup: BackupInfo;
  try {
    backup = await backupDatabase(handle, folder, { kind: 'migration' });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`could not back up the database before migrating it (${reason}): free some disk space or check ${folder}, then start again`, { cause: error });
  }
  pruneBackups(folder);
  return backup;
}
