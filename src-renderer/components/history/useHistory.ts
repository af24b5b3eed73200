/**
 * A document's change history, newest first, read from the server a page at a time (`history.list`
 * pages; "older" asks for the next one). Keyed with the document's collection, so a replica change
 * to it — a write of this desk synced, or another desk's pulled — reads the history again.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AppError } from '../../../src-shared/errors.js';
import type { HistoryEntity, HistoryEntry } from '../../../src-shared/history.js';
import type { Page } from '../../../src-shared/documents/page.js';
import { useApi } from '../../app/api.js';

/** Entries per page: a screenful of a timeline. */
export const HISTORY_PAGE_SIZE = 20;

export interface HistoryPages {
  entries: HistoryEntry[];
  total: number;
  loading: boolean;
  error: AppError | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  retry: () => void;
}

export function useHistory(entity: HistoryEntity, id: string): HistoryPages {
  const api = useApi();
  const query = useInfiniteQuery<Page<HistoryEntry>, AppError>({
    queryKey: [entity, 'history', id],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => api.history.list({ entity, id, order: 'desc', page: pageParam as number, limit: HISTORY_PAGE_SIZE }),
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
  const pages = query.data?.pages ?? [];
  // A write landing between two pages shifts them by one: an entry may come twice, so keep the first.
  const seen = new Set<string>();
  const entries = pages.flatMap((page) => page.docs).filter((entry) => !seen.has(entry._id) && Boolean(seen.add(entry._id)));
  return {
    entries,
    total: pages[0]?.total ?? 0,
    loading: query.isLoading,
    error: query.error,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
