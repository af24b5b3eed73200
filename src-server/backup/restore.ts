/**
 * Restoring a server SQLite database from a backup file, while its server is stopped. Everything is
 * checked before the live database is touched, on a private copy of the file made beside it: it must
 * open as SQLite, pass `PRAGMA integrity_check`, be a Mostrador server database, and be at a
 * migration level this build knows (an older one is fine: the next start migrates it). A refused file
 * changes nothing. Then the live database is kept aside (`server.db.replaced-<time>`) and the checked
 * copy takes its name in one rename, so there is never a moment without a database.
 *
 * The restored copy gets a new server id: every desktop replica sees another database and rebuilds
 * itself from it, instead of keeping documents the restore took back.
 */
import { randomUUID } from 'node:crypto';
import { copyFileSync, createReadStream, createWriteStream, existsSync, linkSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { said, type ErrorText } from '../../src-shared/error-keys/index.js';
import { AppError } from '../../src-shared/errors.js';
import { SERVER_MIGRATIONS } from '../../migrations/server/index.js';
import { openSqliteFile } from './backup.js';
import { flushFile, flushFolder, removeQuietly, WAL_SUFFIXES } from './files.js';
import { appliedMigrationsOf, latestKnownLevel, levelOf, unknownMigrations } from './level.js';

export interface RestoreProgress {
  readonly phase: 'copy' | 'check' | 'swap' | 'done';
  /** 0 to 100, within the phase. */
  readonly percent: number;
}

export interface RestoreOptions {
  onProgress?: (progress: RestoreProgress) => void;
  now?: Date;
  nativeBinding?: string | undefined;
  /** The migrations this build knows (tests pass a shorter list to stand for an older build). */
  migrations?: Readonly<Record<string, unknown>>;
}

export interface RestoreResult {
  /** The live database, now the backup's content. */
  readonly database: string;
  /** Where the database it replaced was kept; null when there was none. */
  readonly replaced: string | null;
  readonly level: string;
}

const REQUIRED_TABLES = ['counters', 'meta', 'changes'] as const;

/** The refusal's words name the file themselves, so they are the message as they are. */
function refuse(text: ErrorText): AppError {
  return AppError.selfNamed('file', text);
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const stamp = (at: Date) => at.toISOString().replace(/[-:.]/g, '');

async function copyWithProgress(from: string, to: string, onProgress: RestoreOptions['onProgress']): Promise<void> {
  const total = statSync(from).size;
  let copied = 0;
  let shown = -1;
  const input = createReadStream(from);
  input.on('data', (chunk) => {
    copied += chunk.length;
    const percent = total === 0 ? 100 : Math.floor((copied / total) * 100);
    if (percent !== shown) onProgress?.({ phase: 'copy', percent: (shown = percent) });
  });
  await pipeline(input, createWriteStream(to, { flags: 'wx' }));
}

/** Checks a copy of a backup and gives it a new server id; throws a refusal that names the problem. */
function checkCopy(path: string, shownName: string, options: RestoreOptions): string {
  let handle;
  try {
    handle = openSqliteFile(path, { nativeBinding: options.nativeBinding });
  } catch (error) {
    throw refuse(said('backup.cannotOpen', { name: shownName, reason: reasonOf(error) }));
  }
  try {
    let integrity: unknown[];
    try {
      integrity = handle.pragma('integrity_check', { simple: false }) as unknown[];
    } catch (error) {
      throw refuse(said('backup.unusable', { name: shownName, reason: reasonOf(error) }));
    }
    const problems = integrity.map((row) => Object.values(row as Record<string, unknown>)[0]).filter((value) => value !== 'ok');
    if (problems.length > 0) throw refuse(said('backup.damaged', { name: shownName, count: problems.length, first: String(problems[0]) }));
    const tables = new Set((handle.prepare(`select name from sqlite_master where type = 'table'`).all() as Array<{ name: string }>).map((row) => row.name));
    const applied = appliedMigrationsOf(handle);
    if (applied.length === 0 || REQUIRED_TABLES.some((table) => !tables.has(table))) throw refuse(said('backup.notOurs', { name: shownName }));
    const known = options.migrations ?? SERVER_MIGRATIONS;
    const unknown = unknownMigrations(applied, known);
    if (unknown.length > 0) {
      throw refuse(said('backup.newer', { name: shownName, level: levelOf(applied), known: latestKnownLevel(known) }));
    }
    handle.prepare(`update meta set value = ? where key = 'server_id'`).run(randomUUID());
    handle.pragma('journal_mode = DELETE');
    return levelOf(applied);
  } finally {
    handle.close();
  }
}

/** Folds the live database's write-ahead log into it; refuses when another connection still uses it. */
function settleLive(livePath: string, nativeBinding: string | undefined): void {
  const live = openSqliteFile(livePath, { nativeBinding });
  try {
    const [result] = live.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
    if (result && result.busy !== 0) throw AppError.conflict(said('backup.databaseBusy', {}));
  } finally {
    live.close();
  }
  for (const suffix of WAL_SUFFIXES) removeQuietly(livePath + suffix);
}

/** Keeps the live file under another name: a second link to it, or a copy where links are not possible. */
function keepAside(livePath: string, at: Date): string {
  const aside = `${livePath}.replaced-${stamp(at)}`;
  try {
    linkSync(livePath, aside);
  } catch {
    copyFileSync(livePath, aside);
    flushFile(aside);
  }
  return aside;
}

/** Replaces the database at `livePath` with the backup in `backupFile`. Its server must be stopped. */
export async function restoreDatabase(backupFile: string, livePath: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  const now = options.now ?? new Date();
  const shownName = basename(backupFile);
  if (!existsSync(backupFile) || !statSync(backupFile).isFile()) throw refuse(said('backup.missing', { path: backupFile }));
  if (WAL_SUFFIXES.some((suffix) => existsSync(backupFile + suffix) && statSync(backupFile + suffix).size > 0)) {
    throw refuse(said('backup.liveDatabase', { name: shownName }));
  }
  const folder = dirname(livePath);
  mkdirSync(folder, { recursive: true });
  const staged = join(folder, `.${basename(livePath)}.restoring-${stamp(now)}`);
  let result: RestoreResult;
  try {
    await copyWithProgress(backupFile, staged, options.onProgress);
    options.onProgress?.({ phase: 'check', percent: 0 });
    const level = checkCopy(staged, shownName, options);
    flushFile(staged);
    options.onProgress?.({ phase: 'swap', percent: 0 });
    const live = existsSync(livePath);
    if (live) settleLive(livePath, options.nativeBinding);
    const replaced = live ? keepAside(livePath, now) : null;
    renameSync(staged, livePath);
    result = { database: livePath, replaced, level };
  } catch (error) {
    removeQuietly(staged);
    throw error;
  }
  flushFolder(folder);
  options.onProgress?.({ phase: 'done', percent: 100 });
  return result;
}
