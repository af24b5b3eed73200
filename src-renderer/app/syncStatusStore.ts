/** The sync status, kept current by the main process's pushes: one subscription per bridge (`pushedStore.ts`). */
import type { IpcBridge, IpcClient } from '../../src-shared/ipc/client.js';
import type { SyncStatus } from '../../src-shared/ipc/sync.js';
import { createPushedStore, pushedStoreFor, type PushedStore } from './pushedStore.js';

export type StatusStore = PushedStore<SyncStatus>;

const stores = new WeakMap<object, StatusStore>();

export function createStatusStore(api: Pick<IpcClient, 'sync'>, bridge: Pick<IpcBridge, 'on'>): StatusStore {
  return createPushedStore(bridge, 'sync-status', () => api.sync.status());
}

export function statusStoreFor(api: Pick<IpcClient, 'sync'>, bridge: Pick<IpcBridge, 'on'>): StatusStore {
  return pushedStoreFor(stores, bridge, () => createStatusStore(api, bridge));
}
