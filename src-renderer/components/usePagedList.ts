/**
 * A long list read page by page as it scrolls: the table reports the rows on screen, and only the
 * pages holding them, plus one ahead, are fetched (200 rows each, the API's cap); while the list is
 * flung faster than a page could arrive, nothing is asked for until it slows (`pagedListPages.ts`).
 * Pages scrolled past stay in the query cache (shown again at once when scrolled back to) but are
 * no longer watched: a late answer for one is kept, not rendered. Filters change → start again.
 * Replica changes refetch the pages on screen (they share the collection's query key); the others
 * refetch when they come back on screen.
 */
import { useQueries, useQueryClient, type QueryObserverResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MAX_LIMIT } from '../../src-shared/constants/paging.js';
import type { Page } from '../../src-shared/documents/page.js';
import { directionOf, FLING_ROWS_PER_SECOND, pagesFor, rowsPerSecond, samePages, SETTLE_MS, type Direction, type RangeSample } from './pagedListPages.js';

export const PAGE_SIZE = MAX_LIMIT;

export interface PagedList<T> {
  /** Rows known so far; undefined entries are still loading. */
  rowAt: (index: number) => T | undefined;
  total: number;
  /** More than `total` rows: the server stopped counting (documents/page.ts); grows as further pages come. */
  totalIsLowerBound: boolean;
  loading: boolean;
  error: unknown;
  /** The table reports the rows on screen; pages holding them are fetched. */
  showRange: (first: number, last: number) => void;
}

interface PageState<T> {
  /** The page's own answer (not a placeholder carried over from another page). */
  data: Page<T> | undefined;
  /** Any answer, a placeholder included: the total to show while the first page of new filters loads. */
  shown: Page<T> | undefined;
  loading: boolean;
  error: unknown;
}

const FIRST_PAGE: readonly number[] = [1];

const samePageStates = <T>(a: readonly PageState<T>[], b: readonly PageState<T>[]): boolean =>
  a.length === b.length && a.every((s, i) => s.data === b[i]?.data && s.shown === b[i]?.shown && s.loading === b[i]?.loading && s.error === b[i]?.error);

/**
 * The pages' states, the same array while nothing in them changed (so rows and rowAt keep their
 * identity). Compared here by reference: TanStack's `combine` would compare the pages' documents
 * deeply each time a watched slot moved to another page, 200 documents against 200 others.
 */
function usePageStates<T>(results: readonly QueryObserverResult<Page<T>>[]): readonly PageState<T>[] {
  const next = results.map((r) => ({ data: r.isPlaceholderData ? undefined : r.data, shown: r.data, loading: r.isLoading, error: r.error }));
  const kept = useRef<readonly PageState<T>[]>(next);
  if (!samePageStates(kept.current, next)) kept.current = next;
  return kept.current;
}

export function usePagedList<T extends { _id: string }>(collection: string, filters: Readonly<Record<string, unknown>>, read: (query: Record<string, unknown>) => Promise<Page<T>>): PagedList<T> {
  const queryClient = useQueryClient();
  const filterKey = JSON.stringify(filters);
  const [wanted, setWanted] = useState<{ key: string; pages: readonly number[] }>({ key: filterKey, pages: FIRST_PAGE });
  const pages = wanted.key === filterKey ? wanted.pages : FIRST_PAGE;
  const states = usePageStates(
    useQueries({
      queries: pages.map((page) => ({
        queryKey: [collection, 'list', filterKey, page],
        queryFn: () => read({ ...filters, page, limit: PAGE_SIZE }),
        placeholderData: (previous: Page<T> | undefined) => previous,
      })),
    }),
  );

  // The total: from a page of these filters, else the last one known for them; right after the
  // filters change, the previous filters' until the first page comes (the table keeps its size).
  // The page stating most rows: a search counted up to a bound counts further for further pages.
  const own = states.reduce<Page<T> | undefined>((best, s) => (s.data && (!best || s.data.total > best.total) ? s.data : best), undefined);
  const totalIsLowerBound = own?.totalIsLowerBound === true;
  const lastTotal = useRef<{ key: string; total: number } | null>(null);
  if (own) lastTotal.current = { key: filterKey, total: own.total };
  const total = own?.total ?? (lastTotal.current?.key === filterKey ? lastTotal.current.total : (states.find((s) => s.shown)?.shown?.total ?? 0));

  const rowAt = useMemo(() => {
    const byPage = new Map<number, Page<T> | undefined>();
    pages.forEach((page, i) => byPage.set(page, states[i]?.data));
    const pageOf = (page: number): Page<T> | undefined => {
      if (!byPage.has(page) || byPage.get(page) === undefined) {
        // A page scrolled past earlier: its cached answer until it is watched (and refreshed) again.
        byPage.set(page, queryClient.getQueryData<Page<T>>([collection, 'list', filterKey, page]) ?? byPage.get(page));
      }
      return byPage.get(page);
    };
    return (index: number) => pageOf(Math.floor(index / PAGE_SIZE) + 1)?.docs[index % PAGE_SIZE];
  }, [pages, states, queryClient, collection, filterKey]);

  // Which pages to watch, from the range on screen and how fast it moves.
  const totalRef = useRef(total);
  totalRef.current = total;
  const motion = useRef<{ key: string; sample: RangeSample | null; direction: Direction; timer: ReturnType<typeof setTimeout> | undefined }>({
    key: filterKey,
    sample: null,
    direction: 1,
    timer: undefined,
  });
  useEffect(() => () => clearTimeout(motion.current.timer), []);
  const showRange = useCallback(
    (first: number, last: number) => {
      const m = motion.current;
      if (m.key !== filterKey) Object.assign(m, { key: filterKey, sample: null, direction: 1 });
      const sample = { first, last, at: performance.now() };
      const speed = rowsPerSecond(m.sample, sample);
      m.direction = directionOf(m.sample, sample, m.direction);
      m.sample = sample;
      const request = () => {
        const next = pagesFor(first, last, PAGE_SIZE, Math.max(totalRef.current, last + 1), m.direction);
        setWanted((current) => (current.key === filterKey && samePages(current.pages, next) ? current : { key: filterKey, pages: next }));
      };
      clearTimeout(m.timer);
      m.timer = undefined;
      if (speed > FLING_ROWS_PER_SECOND) m.timer = setTimeout(request, SETTLE_MS);
      else request();
    },
    [filterKey],
  );

  const loading = states.some((s) => s.loading);
  const error = states.find((s) => s.error)?.error ?? null;
  return useMemo(() => ({ rowAt, total, totalIsLowerBound, loading, error, showRange }), [rowAt, total, totalIsLowerBound, loading, error, showRange]);
}
