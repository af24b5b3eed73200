/** The sync status, kept current by the main process's pushes (one shared subscription: `syncStatusStore.ts`). */
import { useMemo, useSyncExternalStore } from 'react';
import type { SyncStatus } from '../../src-shared/ipc/sync.js';
import { useApi, useBridge } from './api.js';
import { statusStoreFor } from './syncStatusStore.js';

export function useSyncStatus(): SyncStatus | null {
  const api = useApi();
  const bridge = useBridge();
  const store = useMemo(() => statusStoreFor(api, bridge), [api, bridge]);
  return useSyncExternalStore(store.subscribe, store.get);
}
