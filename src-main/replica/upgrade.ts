/**
 * Runs a replica's upgrade (`upgrade-steps.ts`) on a worker thread, so the main process keeps
 * answering the screens (which show the steps) while a large replica is rewritten.
 *
 * The worker has its own connection to the file and the main process none while it runs. A failed
 * step rolls back (each commits alone), so the file is left at the last step done; the promise
 * rejects with what failed. Aborting terminates the worker, which rolls back the step under way.
 */
import { startModuleWorker } from '../threads/module-worker.js';
import { ReplicaMigrationError } from './migrate.js';
import type { UpgradeStep } from './upgrade-steps.js';

export interface UpgradeWorkerData {
  path: string;
  nativeBinding: string | null;
}

export type UpgradeMessage = ({ kind: 'step' } & UpgradeStep) | { kind: 'done' } | { kind: 'failed'; name: string; message: string };

export interface UpgradeOptions {
  /** better-sqlite3's compiled addon, for the worker too (Electron). */
  nativeBinding?: string | undefined;
  /** Told as each step starts. */
  onStep?: (step: UpgradeStep) => void;
  signal?: AbortSignal;
}

/** The upgrade failed; `message` says how. */
export class ReplicaUpgradeError extends Error {
  override name = 'ReplicaUpgradeError';
}

export function upgradeReplica(path: string, options: UpgradeOptions = {}): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new ReplicaUpgradeError('the upgrade was called off before it started'));
      return;
    }
    const data: UpgradeWorkerData = { path, nativeBinding: options.nativeBinding ?? null };
    const worker = startModuleWorker({ caller: import.meta.url, source: 'upgrade-worker.ts', bundle: 'replica-upgrade-worker.js' }, { ...data });
    let outcome: Error | null | undefined;
    const abort = (): void => {
      outcome ??= new ReplicaUpgradeError('the upgrade was called off');
      void worker.terminate();
    };
    options.signal?.addEventListener('abort', abort, { once: true });
    worker.on('message', (message: UpgradeMessage) => {
      if (message.kind === 'step') options.onStep?.({ step: message.step, steps: message.steps });
      else if (message.kind === 'done') outcome ??= null;
      // A replica another build migrated is refused as the desk's own open refuses it.
      else outcome ??= message.name === 'ReplicaMigrationError' ? new ReplicaMigrationError(message.message) : new ReplicaUpgradeError(message.message);
    });
    worker.once('error', (error) => {
      outcome ??= new ReplicaUpgradeError(`the upgrade's thread failed: ${error.message}`);
    });
    // Settled once the thread is gone, so its connection is closed before the caller opens the file.
    worker.once('exit', () => {
      options.signal?.removeEventListener('abort', abort);
      if (outcome === null) resolve();
      else reject(outcome ?? new ReplicaUpgradeError('the upgrade stopped before it finished'));
    });
  });
}
