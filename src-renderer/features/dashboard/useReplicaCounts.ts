/**
 * Figures counted in the replica, for roles that may not read the server's statistics: each is
 * a list's total under a filter (a one-row page), so it works offline and follows every change.
 *
 * The counts are also read again after every completed sync (their key carries the last sync
 * time). A replica-change event that arrives while a query's very first read is still in flight
 * does not make TanStack Query read again (it keeps the in-flight read when there is no data yet),
 * and right after signing in on a new replica that first read can see the replica still empty.
 */
import { BUY_STATES, type BuyState } from '../../../src-shared/constants/buys.js';
import type { IpcDocumentPage } from '../../../src-shared/ipc/documents.js';
import type { OrderListQuery } from '../../../src-shared/schemas/queries.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useSyncStatus } from '../../app/useSyncStatus.js';
import { ORDER_STATUS_FILTER, ORDER_STATUSES, type OrderStatus } from './documents.js';

const totalOf = async (page: Promise<IpcDocumentPage>): Promise<number> => (await page).total;
const keepPrevious = <T>(previous: T | undefined): T | undefined => previous;

function useSyncedAt(): string | null {
  return useSyncStatus()?.lastSyncAt ?? null;
}

export function useOrderCounts(): Record<OrderStatus, number> | undefined {
  const api = useApi();
  const syncedAt = useSyncedAt();
  const { data } = useIpcQuery(
    ['orders'],
    ['dashboard', 'byStatus', syncedAt],
    async () => {
      const totals = await Promise.all(ORDER_STATUSES.map((s) => totalOf(api.order.list({ ...(ORDER_STATUS_FILTER[s] as Partial<OrderListQuery>), limit: 1 }))));
      return Object.fromEntries(ORDER_STATUSES.map((s, i) => [s, totals[i] ?? 0])) as Record<OrderStatus, number>;
    },
    { placeholderData: keepPrevious },
  );
  return data;
}

export function useBuyCounts(): Record<BuyState, number> | undefined {
  const api = useApi();
  const syncedAt = useSyncedAt();
  const { data } = useIpcQuery(
    ['buys'],
    ['dashboard', 'byState', syncedAt],
    async () => {
      const totals = await Promise.all(BUY_STATES.map((state) => totalOf(api.buy.list({ state, limit: 1 }))));
      return Object.fromEntries(BUY_STATES.map((s, i) => [s, totals[i] ?? 0])) as Record<BuyState, number>;
    },
    { placeholderData: keepPrevious },
  );
  return data;
}

/** One list's total; `key` names the figure for the cache. */
export function useCount(collection: string, key: string, read: () => Promise<IpcDocumentPage>): number | undefined {
  const syncedAt = useSyncedAt();
  const { data } = useIpcQuery([collection], ['dashboard', 'count', key, syncedAt], () => totalOf(read()), { placeholderData: keepPrevious });
  return data;
}
