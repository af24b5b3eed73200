/** Small file-system steps the backups need to be durable: flush a file, flush a folder's entries. */
import { closeSync, fsyncSync, openSync, rmSync } from 'node:fs';

/** Writes a file's data to the disk before it is renamed into place. */
export function flushFile(path: string): void {
  const fd = openSync(path, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Makes a rename in `folder` survive a power cut. Not possible on Windows, where a rename is journaled. */
export function flushFolder(folder: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(folder, 'r');
    fsyncSync(fd);
  } catch {
    // Windows cannot open a folder, and some file systems refuse fsync on one: nothing more to do.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export function removeQuietly(path: string): void {
  rmSync(path, { force: true });
}

/** SQLite's companion files of a database in WAL mode. */
export const WAL_SUFFIXES = ['-wal', '-shm'] as const;
