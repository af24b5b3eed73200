/**
 * The screens' door to the main process: the typed IPC client, TanStack Query for reads, and the
 * push events that keep them fresh (a replica change refetches what reads those collections).
 */
import { QueryClient, QueryClientProvider, useMutation, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { AppError } from '../../src-shared/errors.js';
import { createIpcClient, onIpcEvent, type IpcBridge, type IpcClient } from '../../src-shared/ipc/client.js';
import { UNSEEN, watchFirstSync } from './firstSync.js';
import { collectChanges } from './collectChanges.js';
import { refreshReads } from './refreshReads.js';

/** Replica changes arriving this close together refetch once (collectChanges.ts). */
const REPLICA_CHANGE_BATCH_MS = 50;

interface ApiValue {
  api: IpcClient;
  bridge: IpcBridge;
}

const ApiContext = createContext<ApiValue | null>(null);

export function ApiProvider({ bridge, children }: { bridge: IpcBridge; children: ReactNode }) {
  const queryClient = useMemo(
    () =>
      new QueryClient({
        defaultOptions: {
          // Reads come from the local replica: fast, and refreshed by push events rather than polling.
          queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
    [],
  );
  const value = useMemo(() => ({ api: createIpcClient(bridge.invoke), bridge }), [bridge]);
  useEffect(() => {
    const changes = collectChanges((collections) => {
      void refreshReads(queryClient, (query) => collections.some((c) => query.queryKey.includes(c)) || query.queryKey.includes('*'));
    }, REPLICA_CHANGE_BATCH_MS);
    const off = onIpcEvent(bridge, 'replica-changed', ({ collections }) => changes.add(collections));
    return () => {
      off();
      changes.cancel();
    };
  }, [bridge, queryClient]);
  // Reads made before the session's first pull filled the replica refetch once it has.
  const firstSync = useRef(UNSEEN);
  useEffect(
    () =>
      onIpcEvent(bridge, 'sync-status', (status) => {
        const next = watchFirstSync(firstSync.current, status);
        firstSync.current = next.watch;
        if (next.completed) void refreshReads(queryClient);
      }),
    [bridge, queryClient],
  );
  return (
    <ApiContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiContext.Provider>
  );
}

function useApiValue(): ApiValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi outside ApiProvider');
  return value;
}

export const useApi = (): IpcClient => useApiValue().api;
export const useBridge = (): IpcBridge => useApiValue().bridge;

/**
 * A read from the main process. `collections` names what it reads, so a replica change to any of
 * them refetches it; `'*'` refetches on every change (server reads such as statistics).
 */
export function useIpcQuery<T>(collections: readonly string[], key: readonly unknown[], read: () => Promise<T>, options: Omit<UseQueryOptions<T, AppError>, 'queryKey' | 'queryFn'> = {}) {
  return useQuery<T, AppError>({ queryKey: [...collections, ...key], queryFn: read, ...options });
}

/**
 * The document a screen is about, by its id: as `useIpcQuery`, but once the document is gone (a
 * creation the server refused, a removal a pull brought) it reads as missing, so the screen says so.
 * TanStack Query keeps the last data when a refetch fails, and the screen went on showing the
 * document it had read before.
 */
export function useDocumentQuery<T>(collection: string, id: string | null, read: () => Promise<T>, options: Omit<UseQueryOptions<T, AppError>, 'queryKey' | 'queryFn'> = {}) {
  const result = useIpcQuery<T>([collection], ['get', id], read, options);
  return result.error?.code === 'NOT_FOUND' && result.data !== undefined ? { ...result, data: undefined } : result;
}

export { useMutation };
