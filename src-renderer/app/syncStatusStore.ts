/**
 * The sync status, kept current by the main process's pushes: one subscription per bridge, shared
 * by every screen that shows it, so the badge and the figures keyed by the last sync agree.
 *
 * The first status is asked for, and pushes may overtake the answer (they travel apart from
 * calls). A push always carries the latest change, so once one has arrived a later answer is older
 * news and is dropped: otherwise an answer read mid-sync, arriving after the push that said the
 * sync was over, left the badge on "Sincronizando…" with nothing left to correct it.
 */
import { onIpcEvent, type IpcBridge, type IpcClient } from '../../src-shared/ipc/client.js';
import type { SyncStatus } from '../../src-shared/ipc/sync.js';

export interface StatusStore {
  get(): SyncStatus | null;
  subscribe(listener: () => void): () => void;
}

const stores = new WeakMap<object, StatusStore>();

export function createStatusStore(api: Pick<IpcClient, 'sync'>, bridge: Pick<IpcBridge, 'on'>): StatusStore {
  let status: SyncStatus | null = null;
  const listeners = new Set<() => void>();
  let stop: (() => void) | null = null;
  /** Bumped by every push and every new subscription: an answer asked for under an older value is stale. */
  let generation = 0;
  const set = (next: SyncStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };
  const start = () => {
    const off = onIpcEvent(bridge, 'sync-status', (pushed) => {
      generation += 1;
      set(pushed);
    });
    generation += 1;
    const asked = generation;
    void api.sync.status().then(
      (answer) => asked === generation && set(answer),
      () => undefined,
    );
    return off;
  };
  return {
    get: () => status,
    subscribe(listener) {
      listeners.add(listener);
      stop ??= start();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stop?.();
        stop = null;
      };
    },
  };
}

export function statusStoreFor(api: Pick<IpcClient, 'sync'>, bridge: Pick<IpcBridge, 'on'>): StatusStore {
  let store = stores.get(bridge);
  if (!store) {
    store = createStatusStore(api, bridge);
    stores.set(bridge, store);
  }
  return store;
}
