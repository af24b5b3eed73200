/** The signed-in user's replica upgrade, kept current by the main process's pushes (`pushedStore.ts`); null until first known. */
import { useMemo, useSyncExternalStore } from 'react';
import type { ReplicaUpgrade } from '../../src-shared/ipc/replica.js';
import { useApi, useBridge } from './api.js';
import { createPushedStore, pushedStoreFor, type PushedStore } from './pushedStore.js';

const stores = new WeakMap<object, PushedStore<ReplicaUpgrade>>();

export function useReplicaUpgrade(): ReplicaUpgrade | null {
  const api = useApi();
  const bridge = useBridge();
  const store = useMemo(() => pushedStoreFor(stores, bridge, () => createPushedStore(bridge, 'replica-upgrade', () => api.replica.upgrade())), [api, bridge]);
  return useSyncExternalStore(store.subscribe, store.get);
}
