/**
 * The replica's upgrade on a thread of its own (`upgrade.ts` starts it): its own connection to the
 * file, the steps of `upgrade-steps.ts`, each reported before it starts, then `done` or `failed`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { connectReplica } from './connect.js';
import { upgradeReplicaHere } from './upgrade-steps.js';
import type { UpgradeMessage, UpgradeWorkerData } from './upgrade.js';

const port = parentPort;
const data = workerData as UpgradeWorkerData;
const tell = (message: UpgradeMessage): void => port?.postMessage(message);

try {
  const db = connectReplica(data.path, { nativeBinding: data.nativeBinding ?? undefined });
  try {
    upgradeReplicaHere(db, (step) => tell({ kind: 'step', ...step }));
  } finally {
    db.close();
  }
  tell({ kind: 'done' });
} catch (error) {
  tell({ kind: 'failed', name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) });
}
