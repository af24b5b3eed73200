/**
 * A server report read page by page as its table scrolls (provider balances, creditors, partners),
 * through the same paged list the replica lists use. Reports are keyed `'*'`, so any replica
 * change refetches the pages already seen; `report` (and `filters`) tell the lists apart.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Page } from '../../../src-shared/documents/page.js';
import { usePagedList, type PagedList } from '../usePagedList.js';

export interface ReportPages<T> extends PagedList<T> {
  retry: () => void;
}

export function useReportPages<T extends { _id: string }>(report: string, read: (page: number, limit: number) => Promise<Page<T>>, filters: Readonly<Record<string, string>> = {}): ReportPages<T> {
  const queryClient = useQueryClient();
  const list = usePagedList<T>('*', { report, ...filters }, (query) => read(Number(query.page), Number(query.limit)));
  const retry = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['*', 'list'] }), [queryClient]);
  return { ...list, retry };
}

/** A link inside a table row follows itself without also opening the row. */
export const stopRowOpen = (event: { stopPropagation: () => void }): void => event.stopPropagation();
