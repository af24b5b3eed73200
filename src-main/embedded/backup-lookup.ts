/**
 * The backup file a restore names, found by the main process: the page sends a backup's file name
 * only, which must be one of the backups folder's backups (a name `listBackups` recognises, a
 * regular file there — not a link that could lead elsewhere) or one the user picked or made through
 * the main process's own dialogs while the app runs. Anything else — a path, `..`, an absolute
 * name, a link — is refused on `name` before any file is opened.
 */
import { lstatSync, realpathSync } from 'node:fs';
import { basename, isAbsolute, join, relative } from 'node:path';
import { parseBackupName } from '../../src-server/backup/names.js';
import { said, type ErrorText } from '../../src-shared/error-keys/index.js';
import { AppError } from '../../src-shared/errors.js';

/** The refusal's words name the backup themselves, so they are the message as they are. */
function refuse(text: ErrorText): AppError {
  return AppError.selfNamed('name', text);
}

/** Whether `name` is a bare file name: no folder part, no way up, nothing absolute. */
function isBareName(name: string): boolean {
  return name !== '.' && name !== '..' && !name.includes('\0') && !/[\\/]/.test(name) && !isAbsolute(name) && basename(name) === name;
}

/** The path of the backup named `name` in `folder`; refused unless it is one of the folder's backups. */
export function backupInFolder(folder: string, name: string): string {
  if (!isBareName(name)) throw refuse(said('backup.pathGiven', { name: JSON.stringify(name) }));
  if (parseBackupName(name) === null) throw refuse(said('backup.notBackupName', { name }));
  const path = join(folder, name);
  let info;
  try {
    info = lstatSync(path);
  } catch {
    throw refuse(said('backup.notInFolder', { name }));
  }
  if (info.isSymbolicLink()) throw refuse(said('backup.isLink', { name }));
  if (!info.isFile()) throw refuse(said('backup.notFile', { name }));
  // The folder itself is ours; its real path must still hold the file's real path.
  const inside = relative(realpathSync(folder), realpathSync(path));
  if (inside !== name) throw refuse(said('backup.outsideFolder', { name }));
  return path;
}

/** The backups the user picked or made elsewhere through the dialogs, by name, for this run of the app. */
export interface ChosenBackups {
  remember(path: string): string;
  pathOf(name: string): string | null;
}

export function createChosenBackups(): ChosenBackups {
  const byName = new Map<string, string>();
  return {
    remember(path) {
      const name = basename(path);
      byName.set(name, path);
      return name;
    },
    pathOf: (name) => byName.get(name) ?? null,
  };
}
