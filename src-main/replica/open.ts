/**
 * Opens the replica database file: WAL (screens read while a pull writes), migrations applied.
 * synchronous=NORMAL is enough here: in WAL mode a committed transaction survives the process
 * being killed; only a power loss can drop the last few, and the server still has them.
 */
import Sqlite from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { startCheckpointer, type Checkpointer } from '../../src-server/db/checkpointer.js';
import { buildDeferredIndexes } from './deferred-indexes.js';
import { migrateReplica } from './migrate.js';

export interface OpenReplicaOptions {
  /** better-sqlite3's compiled addon, when the process needs another build (Electron). */
  nativeBinding?: string;
  readonly?: boolean;
  /**
   * Copy the log back into the file on a thread of its own (the server's `checkpointer.ts`), as the
   * desk does: left to SQLite, a first pull's every page commit crossed the automatic checkpoint's
   * threshold and copied and synced on the thread that pulls — a third of the pull's time.
   */
  checkpointInBackground?: boolean;
}

export interface Replica {
  readonly db: Sqlite.Database;
  readonly path: string;
  /** Closes the connection; the background checkpointer, if any, finishes the log after it. */
  close(): void;
  /**
   * Closes as `close` does and resolves once every connection to the file is gone, the log folded
   * in and its files removed: what a caller waits for before it moves or removes the file.
   */
  closeFully(): Promise<void>;
}

export function openReplica(path: string, options: OpenReplicaOptions = {}): Replica {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Sqlite(path, {
    ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
    ...(options.readonly ? { readonly: true } : {}),
  });
  let checkpointer: Checkpointer | null = null;
  try {
    db.pragma('busy_timeout = 5000');
    if (!options.readonly) {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      // A first pull writes every index at random places; a larger page cache keeps that off the disk.
      db.pragma('cache_size = -32768');
      migrateReplica(db);
      // A first pull cut off before it built the indexes it dropped: no screen reads without them.
      buildDeferredIndexes(db);
      if (options.checkpointInBackground && path !== ':memory:') checkpointer = startCheckpointer(db, path, { nativeBinding: options.nativeBinding });
    }
  } catch (error) {
    db.close();
    throw error;
  }
  let closing: Promise<void> | null = null;
  const closeFully = (): Promise<void> => {
    if (db.open) db.close();
    // The worker closes its own connection (the last one, so it finishes the log) and keeps the
    // process alive until it has.
    closing ??= checkpointer?.stop() ?? Promise.resolve();
    return closing;
  };
  return {
    db,
    path,
    close: () => void closeFully(),
    closeFully,
  };
}
