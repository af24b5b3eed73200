/**
 * The `changes` table: one row per document, its latest change number, which sync pulls read in
 * order (with the owners a restricted caller must be to receive it). Written by the document store:
 * the rows are kept in the write transaction's state until its work is done, then written together
 * with its history entries (write.ts).
 */
import { docAudiences, hasAudiences } from '../../src-shared/routes/audiences.js';
import type { BulkInsert } from './bulk.js';
import type { CollectionDef, Doc, Owners } from './doc-base.js';
import type { PendingChange } from './tx-state.js';
import type { WriteTx } from './write.js';

/** A document's change row replaces the one before it: one row per document. */
export const CHANGE_ROWS = {
  columns: ['seq', 'collection', 'doc_id', 'deleted', 'partner', 'customer', 'provider'],
  tail: 'on conflict ("collection", "doc_id") do update set "seq" = excluded."seq", "deleted" = excluded."deleted", "partner" = excluded."partner", "customer" = excluded."customer", "provider" = excluded."provider"',
} as const satisfies BulkInsert;

export interface Written<F> {
  id: string;
  seq: number;
  doc: Doc<F> | null;
}

function keep(rows: Map<string, PendingChange>, collection: string, id: string, seq: number, deleted: boolean, owners: Owners): void {
  rows.set(`${collection}|${id}`, { seq, collection, doc_id: id, deleted: deleted ? 1 : 0, partner: owners.partner ?? null, customer: owners.customer ?? null, provider: owners.provider ?? null });
}

/** Records the latest change of each document written: one row per document, its last write wins. */
export async function recordChanges<F extends object>(tx: WriteTx, def: CollectionDef<F>, written: readonly Written<F>[]): Promise<void> {
  const rows = tx.state.changes;
  for (const { id, seq, doc } of written) keep(rows, def.name, id, seq, doc === null || !doc.status, doc && def.owners ? def.owners(doc) : {});
}

/** `recordChanges` for documents written without being read: only for a collection whose documents have no owners. */
export function recordStatusChanges<F extends object>(tx: WriteTx, def: CollectionDef<F>, written: ReadonlyArray<{ id: string; seq: number; status: boolean }>): void {
  if (def.owners) throw new Error(`a change of ${def.name} needs its document, to know its owners`);
  const rows = tx.state.changes;
  for (const { id, seq, status } of written) keep(rows, def.name, id, seq, !status, {});
}

/**
 * Records, for each document written, the audiences (src-shared/routes/audiences.ts) its previous
 * version had and its new one (null: removed) does not, so their pulls tell them to drop it.
 */
export async function recordDepartures<F extends object>(tx: WriteTx, def: CollectionDef<F>, versions: ReadonlyArray<readonly [before: Doc<F>, after: Doc<F> | null]>): Promise<void> {
  if (!hasAudiences(def.name)) return;
  const audiences = (doc: Doc<F> | null) => {
    const owners = doc && def.owners ? def.owners(doc) : {};
    return docAudiences(def.name, doc as Readonly<Record<string, unknown>> | null, (column) => owners[column]);
  };
  const rows = versions.flatMap(([before, after]) => {
    const kept = audiences(after);
    return [...audiences(before)].filter((audience) => !kept.has(audience)).map((audience) => ({ collection: def.name, doc_id: before._id, audience }));
  });
  if (rows.length > 0)
    await tx.trx
      .insertInto('sync_departures')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
}
