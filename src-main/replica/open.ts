/**
 * Opens the replica database file (`connect.ts`: WAL), brought up to this build's schema.
 *
 * `openReplica` does whatever upgrade is due on the calling thread: tests and benches, whose
 * replicas are new or current. The desk calls `openCurrentReplica`, which opens at once when
 * nothing long is due and otherwise answers the work, so the desk runs it on a worker
 * (`upgrade.ts`) with the screens showing its progress, and then opens.
 */
import type Sqlite from 'better-sqlite3';
import { startCheckpointer, type Checkpointer } from '../../src-server/db/checkpointer.js';
import { connectReplica } from './connect.js';
import { needsWorker, replicaWork, upgradeReplicaHere, type ReplicaWork } from './upgrade-steps.js';

export interface OpenReplicaOptions {
  /** better-sqlite3's compiled addon, when the process needs another build (Electron). */
  nativeBinding?: string | undefined;
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
  const opened = openWith(path, options, () => true);
  if (!('db' in opened)) throw new Error('the replica was opened with its upgrade left to do');
  return opened;
}

/** The replica, open; or, when a long upgrade is due first, the work it needs (the file closed). */
export function openCurrentReplica(path: string, options: OpenReplicaOptions = {}): Replica | ReplicaWork {
  return openWith(path, options, (work) => !needsWorker(work));
}

function openWith(path: string, options: OpenReplicaOptions, upgradeHere: (work: ReplicaWork) => boolean): Replica | ReplicaWork {
  const db = connectReplica(path, options);
  let checkpointer: Checkpointer | null = null;
  try {
    if (!options.readonly) {
      const work = replicaWork(db);
      if (!upgradeHere(work)) {
        db.close();
        return work;
      }
      // A first pull cut off before it built the indexes it dropped is finished too: no screen reads without them.
      upgradeReplicaHere(db);
      if (options.checkpointInBackground && path !== ':memory:') checkpointer = startCheckpointer(db, path, { nativeBinding: options.nativeBinding });
    }
  } catch (error) {
    if (db.open) db.close();
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
