/**
 * A replica change that arrives while a read's first fetch is in flight refetches it: the read ends
 * on what the replica holds after the change, not before (real TanStack Query, reads never stale by
 * time, as the desk's client sets them).
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshReads } from '../../../src-renderer/app/refreshReads.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function deskReads() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const replica = { entry: 'Movimiento sin número (predicho)' };
  // The main process reads the replica when the call arrives and answers a little later.
  const read = () => {
    const seen = replica.entry;
    return tick(30).then(() => seen);
  };
  const observer = new QueryObserver(queryClient, { queryKey: ['cashflows', 'get', 'B'], queryFn: read });
  const stop = observer.subscribe(() => undefined);
  return { queryClient, replica, observer, stop };
}

const readsCashflows = (query: { queryKey: readonly unknown[] }) => query.queryKey.includes('cashflows');

describe('refreshing reads on a replica change', () => {
  it('starts a first fetch in flight again, so it shows what the change brought', async () => {
    const { queryClient, replica, observer, stop } = deskReads();
    await tick(5);
    replica.entry = 'Movimiento N.º 3';
    await refreshReads(queryClient, readsCashflows);
    await tick(80);
    expect(observer.getCurrentResult().data).toBe('Movimiento N.º 3');
    stop();
  });

  it('refetches a read that already has data, and leaves reads of other collections alone', async () => {
    const { queryClient, replica, observer, stop } = deskReads();
    await tick(80);
    expect(observer.getCurrentResult().data).toBe('Movimiento sin número (predicho)');
    replica.entry = 'Movimiento N.º 3';
    await refreshReads(queryClient, (query) => query.queryKey.includes('orders'));
    await tick(80);
    expect(observer.getCurrentResult().data).toBe('Movimiento sin número (predicho)');
    await refreshReads(queryClient, readsCashflows);
    await tick(80);
    expect(observer.getCurrentResult().data).toBe('Movimiento N.º 3');
    stop();
  });
});
