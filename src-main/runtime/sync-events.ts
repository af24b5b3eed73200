/** The sync engine's status and rejected entries, as the IPC contract shows them to the screens. */
import type { QueuedWriteState, RefusedCreation, RejectedWrite, SyncStatus as IpcSyncStatus } from '../../src-shared/ipc/sync.js';
import type { OutboxEntry } from '../replica/index.js';
import type { SyncStatus } from '../sync/index.js';

export function ipcSyncStatus(status: SyncStatus): IpcSyncStatus {
  return { running: true, ...status };
}

export function rejectedWrite(entry: OutboxEntry): RejectedWrite {
  return {
    id: entry.id,
    method: entry.method,
    path: entry.path,
    collection: entry.collection,
    docId: entry.docId,
    statusCode: entry.statusCode,
    // A rejected entry always has the server's error; the fallback only guards an old row.
    error: entry.error ?? { code: 'INTERNAL', message: entry.lastError ?? 'the server refused this write' },
    createdAt: entry.createdAt,
    rejectedAt: entry.rejectedAt,
  };
}

/** Where a queued write stands, as its outbox entry says (`sync.write`). */
export function queuedWriteState(entry: OutboxEntry | undefined): QueuedWriteState {
  if (entry === undefined) return { state: 'accepted', error: null };
  return entry.state === 'rejected' ? { state: 'refused', error: rejectedWrite(entry).error } : { state: 'waiting', error: null };
}

/** The refused create of one document, among the refused entries: a POST that carried its id. */
export function refusedCreation(rejected: readonly OutboxEntry[], docId: string): RefusedCreation | null {
  const entry = rejected.find((e) => e.method === 'POST' && e.docId === docId);
  if (!entry) return null;
  const { id, collection, error, path } = rejectedWrite(entry);
  return { id, collection, error, path, body: entry.body };
}
