/**
 * A long pull reads its pages on a worker thread: parsing a page of a thousand orders and working
 * out each document's text, columns and search entries took a fifth of a first pull's time on the
 * thread that also writes the replica and answers the screens. The worker reads the next page
 * while this thread writes the last one.
 *
 * If the worker cannot start or fails, pages are read on this thread: the same function, the same
 * result. Pages sent while it loads wait for it (a moment in the desk's bundle).
 */
import { Worker } from 'node:worker_threads';
import { readPullPage, type PageRead } from './pull-page.js';

export interface PullPageReader {
  read(text: string): Promise<PageRead>;
  /** How many pages the worker read; the rest were read on this thread. */
  readonly onWorker: number;
  /** Stops the worker; a read still waiting on it is done on this thread. */
  close(): Promise<void>;
}

/**
 * The worker's module: beside this one as a source file (run through tsx, in tests and benches) or
 * beside the bundle this module was bundled into (`scripts/build.mjs`, the end-to-end setup).
 */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./pull-page-worker.js', here));
  // From the sources: the worker registers tsx's loader before it imports its module.
  const boot = `const { workerData } = require('node:worker_threads');
import(workerData.tsx).then((tsx) => { tsx.register(); return import(workerData.file); });`;
  return new Worker(boot, { eval: true, workerData: { tsx: import.meta.resolve('tsx/esm/api'), file: new URL('./pull-page-worker.ts', here).href } });
}

export function startPullPageReader(): PullPageReader {
  const waiting = new Map<number, { text: string; done: (read: PageRead) => void }>();
  let worker: Worker | null = null;
  let next = 0;
  let onWorker = 0;
  const readHere = (text: string): Promise<PageRead> => Promise.resolve(readPullPage(text));
  const stop = (): Promise<unknown> => {
    const stopped = worker;
    worker = null;
    for (const { text, done } of waiting.values()) done(readPullPage(text));
    waiting.clear();
    return stopped?.terminate() ?? Promise.resolve();
  };
  try {
    worker = startWorker();
    worker.on('message', (message: { n: number; read: PageRead }) => {
      const entry = waiting.get(message.n);
      if (!entry) return;
      waiting.delete(message.n);
      onWorker += 1;
      entry.done(message.read);
    });
    const fail = (): void => void stop();
    worker.once('error', fail);
    worker.once('exit', fail);
  } catch {
    worker = null;
  }
  return {
    read(text) {
      if (!worker) return readHere(text);
      const n = next;
      next += 1;
      const sent = worker;
      return new Promise<PageRead>((done) => {
        waiting.set(n, { text, done });
        sent.postMessage({ n, text });
      });
    },
    get onWorker() {
      return onWorker;
    },
    async close() {
      await stop();
    },
  };
}
