/**
 * Who called off CLOSED drafts and when, from their change history (the draft keeps no author of
 * its last write; the server picks the write that closed it, `history.draftClosings`): one read for
 * every draft a list shows, not one per row. A server read: offline, or before the answer, a draft
 * has no closing here and the screen shows its own time of change instead (`closingShown`).
 */
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useRef } from 'react';
import type { DraftClosing } from '../../../../src-shared/documents/draft-closing.js';
import { useApi, useIpcQuery } from '../../../app/api.js';
import type { DraftDoc } from '../../../components/documents/read.js';

export type DraftClosings = ReadonlyMap<string, DraftClosing | null>;

const NONE: DraftClosings = new Map();
/** Rows scrolled past in less than this are not read: the read is for the rows the list settles on. */
const SETTLE_MS = 150;

/** The closings of these drafts (only the CLOSED ones are asked for), by draft id. */
export function useDraftClosings(drafts: readonly (DraftDoc | null | undefined)[]): DraftClosings {
  const api = useApi();
  const [key] = useDebouncedValue([...new Set(drafts.flatMap((d) => (d?.state === 'CLOSED' ? [d._id] : [])))].sort().join(','), SETTLE_MS);
  const { data } = useIpcQuery(['drafts'], ['closings', key], () => api.history.draftClosings({ ids: key.split(',') }), { enabled: key !== '', retry: false });
  // A closing once known stays so (a CLOSED draft is never reopened): rows read before keep their
  // name while a new set of rows is read, or when that read fails offline.
  const known = useRef<Map<string, DraftClosing>>(new Map());
  return useMemo(() => {
    for (const doc of data?.docs ?? []) if (doc.closing) known.current.set(doc._id, doc.closing);
    return known.current.size === 0 ? NONE : new Map(known.current);
  }, [data]);
}

/** One draft's closing (its detail). */
export function useDraftClosing(draft: DraftDoc | null): DraftClosing | undefined {
  const closings = useDraftClosings([draft]);
  return draft ? (closings.get(draft._id) ?? undefined) : undefined;
}
