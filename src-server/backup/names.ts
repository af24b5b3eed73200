/**
 * Where backups of a server SQLite database live and what they are called:
 * `<folder of the database>/backups/server-<UTC time>-<migration level>-<kind>.db`, e.g.
 * `server-20260301T101500123Z-0005_history-daily.db`. The name carries everything a list needs, so a
 * backup is listed without opening it. A backup being written has a hidden temporary name
 * (`.server-….db.partial`) and is renamed only once complete and checked: a half-written file is
 * never taken for a backup.
 */
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BACKUP_KIND_NAMES } from '../../src-shared/ipc/backup.js';

export const BACKUPS_FOLDER = 'backups';
/** The embedded server's database file in the data folder. */
export const SERVER_DB_FILE = 'server.db';
/** How many backups the backups folder keeps (the newest). */
export const KEEP_BACKUPS = 14;
export const PARTIAL_SUFFIX = '.partial';

/** `daily`: the automatic one; `migration`: taken before migrating; `manual`: asked for by the user. */
export const BACKUP_KINDS = BACKUP_KIND_NAMES;
export type BackupKind = (typeof BACKUP_KINDS)[number];

/** The level of a database without any migration applied. */
export const EMPTY_LEVEL = 'empty';

export interface BackupInfo {
  readonly path: string;
  readonly file: string;
  /** When the backup began, ISO-8601. */
  readonly createdAt: string;
  /** The last migration applied to the database backed up (`0005_history`). */
  readonly level: string;
  readonly kind: BackupKind;
  readonly size: number;
}

const NAME_PATTERN = new RegExp(`^server-(\\d{8}T\\d{9}Z)-([a-z0-9_]+)-(${BACKUP_KINDS.join('|')})\\.db$`);

function compactTime(at: Date): string {
  return at.toISOString().replace(/[-:.]/g, '');
}

function isoTime(compact: string): string {
  const d = compact;
  return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}T${d.slice(9, 11)}:${d.slice(11, 13)}:${d.slice(13, 15)}.${d.slice(15, 18)}Z`;
}

export function backupName(at: Date, level: string, kind: BackupKind): string {
  return `server-${compactTime(at)}-${level}-${kind}.db`;
}

export function parseBackupName(file: string): Pick<BackupInfo, 'createdAt' | 'level' | 'kind'> | null {
  const match = NAME_PATTERN.exec(file);
  if (!match) return null;
  return { createdAt: isoTime(match[1] ?? ''), level: match[2] ?? EMPTY_LEVEL, kind: match[3] as BackupKind };
}

/** The temporary name a backup is written under until it is complete. */
export function partialName(file: string): string {
  return `.${file}${PARTIAL_SUFFIX}`;
}

/** The backups folder of a database file: beside it. */
export function backupsDirOf(databasePath: string): string {
  return join(dirname(databasePath), BACKUPS_FOLDER);
}

/** The backups in a folder, newest first; anything else there (partial files included) is ignored. */
export function listBackups(folder: string): BackupInfo[] {
  let files: string[];
  try {
    files = readdirSync(folder);
  } catch {
    return [];
  }
  const found: BackupInfo[] = [];
  for (const file of files) {
    const parsed = parseBackupName(file);
    if (!parsed) continue;
    const path = join(folder, file);
    try {
      found.push({ path, file, ...parsed, size: statSync(path).size });
    } catch {
      // Removed while listing (a rotation running at the same time): not a backup any more.
    }
  }
  return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.file.localeCompare(a.file));
}
