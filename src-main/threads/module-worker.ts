/**
 * Starts one of our modules on a worker thread, from the sources or from a build. Run from the
 * sources (tests, benches, `npm run web` through tsx) the module is a TypeScript file beside its
 * caller, and the worker registers tsx's loader before it imports it; run from a bundle (the
 * desk's `scripts/build.mjs`, the end-to-end host) the module is its own bundle beside the caller's.
 *
 * `workerData` reaches the module as it was given; from the sources it also carries the loader's
 * two addresses, which the module has no use for.
 */
import { Worker } from 'node:worker_threads';

export interface ModuleWorkerPlace {
  /** The caller's `import.meta.url`: the worker's module is found beside it. */
  caller: string;
  /** The module's source file name, beside the caller's source (`upgrade-worker.ts`). */
  source: string;
  /** Its bundle's file name, beside the caller's bundle (`replica-upgrade-worker.js`). */
  bundle: string;
}

export function startModuleWorker(place: ModuleWorkerPlace, workerData: Readonly<Record<string, unknown>>): Worker {
  if (!place.caller.endsWith('.ts')) return new Worker(new URL(`./${place.bundle}`, place.caller), { workerData });
  const boot = `const { workerData } = require('node:worker_threads');
import(workerData.tsx).then((tsx) => { tsx.register(); return import(workerData.file); });`;
  return new Worker(boot, { eval: true, workerData: { ...workerData, tsx: import.meta.resolve('tsx/esm/api'), file: new URL(`./${place.source}`, place.caller).href } });
}
