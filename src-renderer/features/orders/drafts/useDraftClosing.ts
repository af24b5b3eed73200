/**
 * Who called off a CLOSED draft and when, from its change history (the draft keeps no author of
 * its last write; `draftClosing` picks the write that closed it). A server read: offline, or before
 * the answer, it is undefined and the screen shows the draft's own time of change instead.
 */
import { draftClosing, type DraftClosing } from '../../../../src-shared/documents/draft-closing.js';
import { useApi, useIpcQuery } from '../../../app/api.js';
import type { DraftDoc } from '../../../components/documents/read.js';

/** Entries read: the closing write is the newest but for anything written after it. */
const ENTRIES = 20;

export function useDraftClosing(draft: DraftDoc | null): DraftClosing | undefined {
  const api = useApi();
  const id = draft?.state === 'CLOSED' ? draft._id : null;
  const { data } = useIpcQuery(['drafts'], ['closing', id], () => api.history.list({ entity: 'drafts', id: id ?? '', order: 'desc', page: 1, limit: ENTRIES }), {
    enabled: id !== null,
    retry: false,
  });
  return id === null || !data ? undefined : draftClosing(data.docs);
}
