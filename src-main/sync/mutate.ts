/**
 * Records a local write: the optimistic row and its outbox entry in one transaction (design.md),
 * so after a crash either both are there or neither is.
 */
import type Sqlite from 'better-sqlite3';
import { newId } from '../../src-shared/ids.js';
import type { HttpMethod } from '../../src-shared/routes/types.js';
import type { DocumentWriter } from '../replica/documents.js';
import type { Outbox, OutboxEntry } from '../replica/outbox.js';
import { readSyncState } from '../replica/sync-state.js';
import type { ReplicaDoc } from '../replica/types.js';

export interface Mutation {
  method: HttpMethod;
  /** The REST path without the `/api` base, e.g. `/customer` or `/customer/65f0…`. */
  path: string;
  /** The request body; a create carries the client-made `_id` (`newId()` from src-shared/ids). */
  body?: unknown;
  /** The collection and document the write changes, for the optimistic row. */
  collection: string;
  docId: string;
  /**
   * What the row looks like until the server answers: the whole document as the screens should
   * show it, or null when the write removes it. Pass the current document unchanged when the
   * effect cannot be predicted; it is still guarded (a rejection restores the server's version).
   */
  optimistic: ReplicaDoc | null;
  /**
   * Other documents the server will change with this write (a receipt linked to a buy joins the
   * buy's receipts), each as the screens should show it meanwhile. Settled with the write when the
   * server accepts it (until the next pull brings the server's version), put back if it refuses.
   */
  linked?: readonly LinkedChange[];
}

export interface LinkedChange {
  collection: string;
  docId: string;
  optimistic: ReplicaDoc;
  /**
   * A new document under an id the server will not keep (it makes its own: a delivery's cash entry,
   * a confirmed draft's order): shown until the write is answered, then gone either way — the pull
   * that follows an accepted write brings the server's under its own id.
   */
  provisional?: true;
}

/**
 * A create under a client-made `_id` (domain §2: the server keeps it), so the row exists offline
 * under its final id and a retried create cannot make a second document.
 */
export function creation(path: string, collection: string, fields: Readonly<Record<string, unknown>>, shown: Readonly<Record<string, unknown>> = {}): Mutation {
  const _id = newId();
  const body = { ...fields, _id };
  return { method: 'POST', path, body, collection, docId: _id, optimistic: { status: true, ...fields, ...shown, _id } };
}

export function recordMutation(db: Sqlite.Database, writer: DocumentWriter, outbox: Outbox, mutation: Mutation, id: string, now: Date): OutboxEntry {
  db.transaction(() => {
    const { gen } = readSyncState(db);
    writer.applyOptimistic(mutation.collection, mutation.docId, mutation.optimistic, gen);
    for (const change of mutation.linked ?? []) writer.applyOptimistic(change.collection, change.docId, change.optimistic, gen);
    outbox.add({
      id,
      method: mutation.method,
      path: mutation.path,
      body: mutation.body,
      collection: mutation.collection,
      docId: mutation.docId,
      ...(mutation.linked ? { linked: mutation.linked } : {}),
      createdAt: now.toISOString(),
    });
  })();
  const entry = outbox.get(id);
  if (!entry) throw new Error(`outbox entry ${id} vanished after its commit`);
  return entry;
}
