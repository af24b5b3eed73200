/**
 * `GET /history/draft-closings?ids=`: who called off each of a list's drafts and when, in one read
 * (the Borradores "Anulados" tab and its export ask for the rows they show, instead of one history
 * read per row). Each draft the caller may read is answered, as `history.list` would show its history
 * (`draftClosing` picks the write that closed it); one it may not read, or that the server does not
 * hold (a removal still queued on a desk), is left out, so ids cannot be probed.
 */
import { draftClosing, type DraftClosing } from '../../../src-shared/documents/draft-closing.js';
import type { DraftClosingsAnswer } from '../../../src-shared/routes/responses/documents.js';
import type { DraftClosingsQuery } from '../../../src-shared/schemas/history.js';
import { docs, rowToDoc, type AnyReader, type CollectionDef } from '../../db/documents.js';
import type { Caller } from '../../http/context.js';
import { DRAFTS } from '../orders/collection.js';
import { callerReads, seenDoc, seenFields } from '../visibility/read-rules.js';
import { entryOf, writersOf } from './service.js';

/** Only the writes that could have closed a draft: its state became CLOSED (draftClosing checks it exactly). */
const CLOSING_WRITE = '%"CLOSED"%';

export async function listDraftClosings(db: AnyReader, caller: Caller, query: DraftClosingsQuery): Promise<DraftClosingsAnswer> {
  const reads = await callerReads(db, caller);
  const rows = await docs(db)
    .selectFrom(DRAFTS.table)
    .select(['doc', 'status', 'number'])
    .where('id', 'in', [...new Set(query.ids)])
    .execute();
  const readable = new Set(rows.map((row) => rowToDoc<Record<string, unknown>>(row)).flatMap((doc) => (seenDoc(reads, DRAFTS as CollectionDef<object>, doc) ? [String(doc._id)] : [])));
  if (readable.size === 0) return { docs: [] };

  const history = await db
    .selectFrom('history')
    .selectAll()
    .where('entity', '=', DRAFTS.name)
    .where('doc_id', 'in', [...readable])
    .where('changes', 'like', CLOSING_WRITE)
    .orderBy('seq', 'desc')
    .execute();
  const writers = await writersOf(db, reads, caller, [...new Set(history.flatMap((row) => (row.user_id === null ? [] : [row.user_id])))]);
  const fields = seenFields(reads, DRAFTS.name);
  const entries = history.map((row) => entryOf(row, writers, fields));
  const closingOf = (id: string): DraftClosing | null => draftClosing(entries.filter((entry) => entry.docId === id)) ?? null;
  // In the order asked: the rows as the list shows them.
  return { docs: query.ids.filter((id, i) => readable.has(id) && query.ids.indexOf(id) === i).map((id) => ({ _id: id, closing: closingOf(id) })) };
}
