/**
 * Checkpoints of the server's SQLite log on a thread of their own. A checkpoint copies the pages the
 * log gathered back into the database file and syncs the file; left to SQLite (its automatic
 * checkpoint), that copy and the syncs run inside the commit that crosses the threshold — inside a
 * request, on the one thread that answers them: on this machine's disk, a fifth of what commits cost
 * an order's lifecycle. A second connection on a worker thread checkpoints instead, every
 * `intervalMs`, in PASSIVE mode: it never waits for the writer nor makes it wait, so a commit only
 * appends to the log. Durability is the same (the log is synced by the checkpoint, as before).
 *
 * The log starts over only when a write begins with every page of it copied back, which writes that
 * never pause would not allow: the worker copies while the writer appends, so it never quite catches
 * up, and the log would grow without end. The writer keeps SQLite's automatic checkpoint as a
 * backstop, at `BACKSTOP_PAGES`: past that size of log, a commit copies what the worker has not yet
 * copied (little: it keeps up) with no write running beside it, and the next write starts the log over.
 *
 * If the worker cannot start or fails, the connection goes back to SQLite's automatic checkpoint,
 * so the log stays bounded either way.
 */
import type Sqlite from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker checkpoints; the log gathers at most this long's writes. */
const DEFAULT_INTERVAL_MS = 100;
/** SQLite's automatic checkpoint, in log pages, when the worker is not running. */
export const AUTO_CHECKPOINT_PAGES = 4000;
/** With the worker running, the writer's own checkpoint past this many log pages (64 MiB): see above. */
export const BACKSTOP_PAGES = 16_000;

export interface Checkpointer {
  /** Stops the worker and closes its connection; the writer then checkpoints by itself again. */
  stop(): Promise<void>;
}

// Plain JavaScript, evaluated by the worker: no loader, no bundle entry of its own.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Sqlite = require(workerData.module);
const db = new Sqlite(workerData.path, workerData.nativeBinding ? { nativeBinding: workerData.nativeBinding } : {});
// Another checkpoint under way (a backup's, the writer's last one on close) makes this one wait a turn.
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    if (error.code !== 'SQLITE_BUSY' && error.code !== 'SQLITE_LOCKED') throw error;
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** Where better-sqlite3 is, for the worker; asked only when one starts (a bundle in CommonJS form has no `import.meta.url` to ask from). */
const resolveHere = (specifier: string): string => createRequire(import.meta.url).resolve(specifier);

/** Starts checkpointing the database at `path`, written through `writer`, on a worker thread. */
export function startCheckpointer(writer: Sqlite.Database, path: string, options: { nativeBinding?: string | undefined; intervalMs?: number; backstopPages?: number } = {}): Checkpointer {
  const workerData = { module: resolveHere('better-sqlite3'), path, nativeBinding: options.nativeBinding ?? null, intervalMs: options.intervalMs ?? DEFAULT_INTERVAL_MS };
  const worker = new Worker(WORKER, { eval: true, workerData });
  // The worker does not keep the process alive: closing the server stops it, and an exit without a close loses nothing.
  worker.unref();
  writer.pragma(`wal_autocheckpoint = ${options.backstopPages ?? BACKSTOP_PAGES}`);
  let running = true;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const fallBack = () => {
    if (!running) return;
    running = false;
    if (writer.open) writer.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
  };
  worker.once('error', fallBack);
  worker.once('exit', fallBack);
  return {
    async stop() {
      // Held until it has closed its connection: an unreferenced worker would let a process whose
      // last work is this close end before the exit arrives, and skip what follows the close.
      worker.ref();
      if (running) worker.postMessage('stop');
      await exited;
    },
  };
}
