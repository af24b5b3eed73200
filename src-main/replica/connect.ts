/**
 * A connection to the replica file as every writer of it opens one: the desk's (`open.ts`) and the
 * upgrade's worker (`upgrade-worker.ts`).
 *
 * WAL, because screens read while a pull writes. synchronous=NORMAL is enough here: in WAL mode a
 * committed transaction survives the process being killed; only a power loss can drop the last
 * few, and the server still has them.
 */
import Sqlite from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export interface ConnectOptions {
  /** better-sqlite3's compiled addon, when the process needs another build (Electron). */
  nativeBinding?: string | undefined;
  readonly?: boolean | undefined;
}

export function connectReplica(path: string, options: ConnectOptions = {}): Sqlite.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Sqlite(path, {
    ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
    ...(options.readonly ? { readonly: true } : {}),
  });
  try {
    db.pragma('busy_timeout = 5000');
    if (!options.readonly) {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      // A first pull writes every index at random places; a larger page cache keeps that off the disk.
      db.pragma('cache_size = -32768');
    }
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
