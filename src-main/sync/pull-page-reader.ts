/**
 * A long pull reads its pages on a worker thread: parsing a page of a thousand orders and working
 * out each document's text, columns and search entries took a fifth of a first pull's time on the
 * thread that also writes the replica and answers the screens. The worker reads the next page
 * while this thread writes the last one. A page goes to it as the answer's bytes, moved (transferred)
 * rather than copied, and is decoded there: sent as text, the copy and the decoding cost this thread
 * about a second of a first pull's 200 pages.
 *
 * If the worker cannot start or fails, pages are read on this thread: the same function, the same
 * result (pages it held when it failed are fetched again). Pages sent while it loads wait for it
 * (a moment in the desk's bundle).
 */
import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../threads/module-worker.js';
import { readPullPage, type PageRead } from './pull-page.js';

export interface PullPageReader {
  /**
   * Reads the page. `bytes` are moved to the worker, so the caller must not use them again: if the
   * worker stops before it has read them, the page is lost with it and the answer is `lost`, for
   * the caller to fetch it again (it is then read on this thread).
   */
  read(bytes: ArrayBuffer): Promise<PageRead | typeof LOST>;
  /** How many pages the worker read; the rest were read on this thread. */
  readonly onWorker: number;
  /** Stops the worker; a read still waiting on it answers that the pull ended. */
  close(): Promise<void>;
}

/** A page moved to a worker that stopped before it read it. */
export const LOST = 'lost';

/** What a page read too late answers (the reader closed, or the pull over before its answer came): nobody fetches it again. */
export const PULL_ENDED: PageRead = { ok: false, problem: 'the pull ended before the page was read' };

/** The worker's module: beside this one as a source file, or beside the bundle this module was bundled into (`scripts/build.mjs`). */
const startWorker = (): Worker => startModuleWorker({ caller: import.meta.url, source: 'pull-page-worker.ts', bundle: 'pull-page-worker.js' }, {});

export function startPullPageReader(): PullPageReader {
  const waiting = new Map<number, (read: PageRead | typeof LOST) => void>();
  let worker: Worker | null = null;
  let next = 0;
  let onWorker = 0;
  const stop = (answer: PageRead | typeof LOST): Promise<unknown> => {
    const stopped = worker;
    worker = null;
    for (const done of waiting.values()) done(answer);
    waiting.clear();
    return stopped?.terminate() ?? Promise.resolve();
  };
  try {
    worker = startWorker();
    worker.on('message', (message: { n: number; read: PageRead }) => {
      const done = waiting.get(message.n);
      if (!done) return;
      waiting.delete(message.n);
      onWorker += 1;
      done(message.read);
    });
    const fail = (): void => void stop(LOST);
    worker.once('error', fail);
    worker.once('exit', fail);
  } catch {
    worker = null;
  }
  return {
    read(bytes) {
      if (!worker) return Promise.resolve(readPullPage(bytes));
      const n = next;
      next += 1;
      const sent = worker;
      return new Promise((done) => {
        waiting.set(n, done);
        sent.postMessage({ n, bytes }, [bytes]);
      });
    },
    get onWorker() {
      return onWorker;
    },
    async close() {
      await stop(PULL_ENDED);
    },
  };
}
