/**
 * A signed-in user's workspace: their replica file and the sync engine keeping it. Each user has
 * a replica of their own, because what the server sends depends on who asks (domain §8) and the
 * writes waiting in an outbox must be sent with the token of the user who made them.
 *
 * A replica an earlier build left may need a long upgrade before it opens: `openWorkspace` then
 * answers the work instead, and the caller runs `upgradeWorkspaceReplica` (on a worker thread)
 * before it opens the workspace again.
 */
import { join } from 'node:path';
import { isObjectId } from '../../src-shared/ids.js';
import type { EventHub } from '../ipc/events.js';
import { createReplicaReader, openCurrentReplica, upgradeReplica, type ReplicaReader, type ReplicaWork, type UpgradeStep } from '../replica/index.js';
import { createSyncEngine, type ApiClient, type SyncEngine } from '../sync/index.js';
import { ipcSyncStatus, rejectedWrite } from './sync-events.js';

export interface Workspace {
  readonly userId: string;
  readonly reader: ReplicaReader;
  readonly sync: SyncEngine;
  close(): Promise<void>;
}

export interface WorkspaceOptions {
  dataDir: string;
  userId: string;
  api: ApiClient;
  events: EventHub;
  nativeBinding?: string | undefined;
  log?: (message: string) => void;
}

export function replicaPath(dataDir: string, userId: string): string {
  // The id names a file: only the id shape the server hands out may do that.
  if (!isObjectId(userId)) throw new Error(`not a user id: ${userId}`);
  return join(dataDir, 'replicas', `${userId.toLowerCase()}.db`);
}

/** Runs the upgrade `openWorkspace` answered, on a worker thread; the file is left closed. */
export function upgradeWorkspaceReplica(options: WorkspaceOptions, onStep: (step: UpgradeStep) => void, signal: AbortSignal): Promise<void> {
  return upgradeReplica(replicaPath(options.dataDir, options.userId), { nativeBinding: options.nativeBinding, onStep, signal });
}

/** The workspace, its sync started; or the upgrade its replica needs first. */
export function openWorkspace(options: WorkspaceOptions): Workspace | ReplicaWork {
  const { events } = options;
  const replica = openCurrentReplica(replicaPath(options.dataDir, options.userId), { checkpointInBackground: true, nativeBinding: options.nativeBinding });
  if (!('db' in replica)) return replica;
  const log = options.log;
  const sync = createSyncEngine({ db: replica.db, api: options.api, ...(log ? { onError: (error: unknown) => log(`sync: ${String(error)}`) } : {}) });
  const unsubscribe = [
    sync.on('status', (status) => events.emit('sync-status', ipcSyncStatus(status))),
    sync.on('replica-changed', (change) => events.emit('replica-changed', change)),
    sync.on('rejected', (entry) => events.emit('rejected', rejectedWrite(entry))),
  ];
  sync.start();
  return {
    userId: options.userId,
    reader: createReplicaReader(replica.db),
    sync,
    async close() {
      for (const off of unsubscribe) off();
      await sync.stop();
      // Until the checkpointer has let the file go, its log may still be written and removed.
      await replica.closeFully();
    },
  };
}
