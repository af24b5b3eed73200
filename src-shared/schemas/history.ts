/**
 * `GET /history?entity=&id=` (our extension): one document's change history, a page at a time,
 * oldest first unless `order=desc` (a timeline showing the latest first).
 */
import type { z } from 'zod';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../constants/paging.js';
import { HISTORY_ENTITIES } from '../history.js';
import { id, obj, oneOf } from './common.js';
import { qEnum, qIdList, qLimit, qPage } from './query-fields.js';

export const HISTORY_ORDERS = ['asc', 'desc'] as const;

export const historyQuery = obj({
  entity: oneOf(HISTORY_ENTITIES),
  id: id(),
  page: qPage(),
  limit: qLimit(DEFAULT_LIMIT),
  order: qEnum(HISTORY_ORDERS),
});
export type HistoryQuery = z.output<typeof historyQuery>;

/**
 * `GET /history/draft-closings?ids=a,b,c` (our extension): who called off each of these drafts and
 * when, in one read for the rows a list shows (a page of the list at most).
 */
export const draftClosingsQuery = obj({ ids: qIdList({ max: MAX_LIMIT, noun: 'draft' }) });
export type DraftClosingsQuery = z.output<typeof draftClosingsQuery>;
