/**
 * One backup of a server SQLite database with SQLite's online backup API (better-sqlite3's
 * `.backup()`), never a copy of the open file: pages are copied a step at a time while the server
 * keeps working, and a write through the same connection between steps is carried into the copy,
 * so the backup holds every write committed before it began (and those made while it ran). A write
 * through another connection restarts the copy; after one restart the rest is copied in one step,
 * so a busy database cannot keep a backup from finishing.
 *
 * The copy is written under a hidden temporary name, switched to a single self-contained file
 * (rollback journal, no WAL), checked with `PRAGMA quick_check`, flushed to disk, and only then
 * renamed to its final name: a process killed half-way leaves a `.partial` file that no list
 * mistakes for a backup, and every earlier backup untouched.
 */
import Sqlite from 'better-sqlite3';
import { existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { flushFile, flushFolder, removeQuietly } from './files.js';
import { appliedMigrationsOf, levelOf } from './level.js';
import { backupName, partialName, type BackupInfo, type BackupKind } from './names.js';

export interface BackupProgress {
  readonly phase: 'copy' | 'check' | 'done';
  readonly totalPages: number;
  readonly remainingPages: number;
  /** 0 to 100. */
  readonly percent: number;
}

export interface BackupOptions {
  onProgress?: (progress: BackupProgress) => void;
  kind?: BackupKind;
  /** When the backup is taken (its name); now by default. */
  now?: Date;
  /** Pages copied per step; the server's requests run between steps. */
  pagesPerStep?: number;
  /** better-sqlite3's compiled addon, when this process needs another build (Electron). */
  nativeBinding?: string | undefined;
}

const DEFAULT_PAGES_PER_STEP = 256;
const ALL_PAGES = 0x7fffffff;

export function openSqliteFile(path: string, options: { nativeBinding?: string | undefined; readonly?: boolean } = {}): Sqlite.Database {
  return new Sqlite(path, {
    fileMustExist: true,
    ...(options.readonly ? { readonly: true } : {}),
    ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
  });
}

/** Turns the fresh copy into one self-contained, checked file. */
function finish(path: string, nativeBinding: string | undefined): void {
  const copy = openSqliteFile(path, { nativeBinding });
  try {
    copy.pragma('journal_mode = DELETE');
    const result = copy.pragma('quick_check', { simple: true });
    if (result !== 'ok') throw new Error(`the backup copy failed its check: ${String(result)}`);
  } finally {
    copy.close();
  }
}

/** How long a backup waits for the source connection to finish its transaction before starting. */
const START_PATIENCE_MS = 60_000;
const START_POLL_MS = 20;

/** Until `source` is outside a transaction (or the patience runs out). */
async function outsideTransaction(source: Sqlite.Database, deadline: number): Promise<void> {
  while (source.inTransaction && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, START_POLL_MS));
}

/**
 * Copies the pages, `pagesPerStep` at a time, letting the event loop run between steps. A copy
 * whose first step finds the source's own connection inside a transaction (the server's, in the
 * middle of a write) never starts: better-sqlite3 then reports it done with 0 pages and removes the
 * new file. So each attempt waits for that connection to be outside a transaction, and a copy that
 * did not start is tried again.
 */
async function copyPages(source: Sqlite.Database, target: string, options: BackupOptions): Promise<void> {
  const step = Math.max(1, options.pagesPerStep ?? DEFAULT_PAGES_PER_STEP);
  const deadline = Date.now() + START_PATIENCE_MS;
  for (;;) {
    await outsideTransaction(source, deadline);
    let lowest = Number.POSITIVE_INFINITY;
    let restarted = false;
    const result = await source.backup(target, {
      progress: ({ totalPages, remainingPages }) => {
        // Fewer pages left than before is progress; more means another connection wrote and SQLite started over.
        if (remainingPages > lowest) restarted = true;
        lowest = Math.min(lowest, remainingPages);
        const percent = totalPages === 0 ? 100 : Math.floor(((totalPages - remainingPages) / totalPages) * 100);
        options.onProgress?.({ phase: 'copy', totalPages, remainingPages, percent });
        return restarted ? ALL_PAGES : step;
      },
    });
    if (result.totalPages > 0 && existsSync(target)) return;
    if (Date.now() >= deadline) throw new Error('the database stayed busy with a write for a minute: the backup could not start; try again');
    await new Promise((resolve) => setTimeout(resolve, START_POLL_MS));
  }
}

/**
 * Backs up the database (an open better-sqlite3 handle, or the path of its file) into `folder`,
 * under a name saying when, at which migration level and why. Answers the new backup.
 */
export async function backupDatabase(source: Sqlite.Database | string, folder: string, options: BackupOptions = {}): Promise<BackupInfo> {
  const handle = typeof source === 'string' ? openSqliteFile(source, { nativeBinding: options.nativeBinding }) : source;
  const now = options.now ?? new Date();
  const kind = options.kind ?? 'manual';
  try {
    const level = levelOf(appliedMigrationsOf(handle));
    mkdirSync(folder, { recursive: true });
    const file = backupName(now, level, kind);
    const path = join(folder, file);
    if (existsSync(path)) throw new Error(`a backup named ${file} already exists`);
    const temporary = join(folder, partialName(file));
    removeQuietly(temporary);
    try {
      await copyPages(handle, temporary, options);
      options.onProgress?.({ phase: 'check', totalPages: 0, remainingPages: 0, percent: 100 });
      finish(temporary, options.nativeBinding);
      flushFile(temporary);
      renameSync(temporary, path);
      flushFolder(folder);
    } catch (error) {
      removeQuietly(temporary);
      throw error;
    }
    options.onProgress?.({ phase: 'done', totalPages: 0, remainingPages: 0, percent: 100 });
    return { path, file, createdAt: now.toISOString(), level, kind, size: statSync(path).size };
  } finally {
    if (typeof source === 'string') handle.close();
  }
}
