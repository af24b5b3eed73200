/**
 * A long list read page by page as it scrolls: the table asks for the rows it shows, and only the
 * pages holding them are fetched (200 rows each, the API's cap). Filters change → start again.
 * Replica changes refetch the pages already seen (they share the collection's query key).
 */
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { MAX_LIMIT } from '../../src-shared/constants.js';
import type { IpcDocument, IpcDocumentPage } from '../../src-shared/ipc/documents.js';

export const PAGE_SIZE = MAX_LIMIT;

export interface PagedList<T> {
  /** Rows known so far; undefined entries are still loading. */
  rowAt: (index: number) => T | undefined;
  total: number;
  loading: boolean;
  error: unknown;
  /** The table reports the rows on screen; pages holding them are fetched. */
  showRange: (first: number, last: number) => void;
}

export function usePagedList<T extends IpcDocument>(
  collection: string,
  filters: Readonly<Record<string, unknown>>,
  read: (query: Record<string, unknown>) => Promise<IpcDocumentPage>,
): PagedList<T> {
  const filterKey = JSON.stringify(filters);
  const [wanted, setWanted] = useState<{ key: string; pages: number[] }>({ key: filterKey, pages: [1] });
  const pages = wanted.key === filterKey ? wanted.pages : [1];
  const results = useQueries({
    queries: pages.map((page) => ({
      queryKey: [collection, 'list', filterKey, page],
      queryFn: () => read({ ...filters, page, limit: PAGE_SIZE }),
      placeholderData: (previous: IpcDocumentPage | undefined) => previous,
    })),
  });
  const byPage = useMemo(() => new Map(pages.map((page, i) => [page, results[i]?.data])), [pages, results]);
  const total = results[0]?.data?.total ?? 0;
  const showRange = useCallback(
    (first: number, last: number) => {
      const needed: number[] = [];
      for (let p = Math.floor(first / PAGE_SIZE) + 1; p <= Math.floor(last / PAGE_SIZE) + 1; p += 1) needed.push(p);
      setWanted((current) => {
        const base = current.key === filterKey ? current.pages : [1];
        const missing = needed.filter((p) => !base.includes(p));
        return missing.length === 0 && current.key === filterKey ? current : { key: filterKey, pages: [...base, ...missing] };
      });
    },
    [filterKey],
  );
  const rowAt = useCallback(
    (index: number) => byPage.get(Math.floor(index / PAGE_SIZE) + 1)?.docs[index % PAGE_SIZE] as T | undefined,
    [byPage],
  );
  return { rowAt, total, loading: results.some((r) => r.isLoading), error: results.find((r) => r.error)?.error ?? null, showRange };
}
