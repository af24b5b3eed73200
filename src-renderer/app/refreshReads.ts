/**
 * Refetches the reads a replica change makes stale. TanStack Query folds an invalidation into a
 * read's first fetch still in flight (one with no data yet: `cancelRefetch` only cancels a fetch
 * that has data to fall back on), so that read would keep what the replica held before the change
 * — and with reads never going stale by time, keep it until the next change, however long. A
 * transfer's second half, first read while its pull was arriving, showed without its number that
 * way. Such fetches are cancelled first, so the invalidation starts them again on what is there now.
 */
import type { Query, QueryClient } from '@tanstack/react-query';

export async function refreshReads(queryClient: QueryClient, predicate: (query: Query) => boolean = () => true): Promise<void> {
  await queryClient.cancelQueries({ predicate: (query) => predicate(query) && query.state.data === undefined && query.state.fetchStatus === 'fetching' });
  await queryClient.invalidateQueries({ predicate });
}
