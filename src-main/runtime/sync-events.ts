/** The sync engine's status and rejected entries, as the IPC contract shows them to the screens. */
import type { RejectedWrite, SyncStatus as IpcSyncStatus } from '../../src-shared/ipc/sync.js';
import type { OutboxEntry } from '../replica/index.js';
import type { SyncStatus } from '../sync/index.js';

/** Nobody signed in: no replica, nothing to sync. */
export const STOPPED_STATUS: IpcSyncStatus = {
  running: false,
  online: null,
  syncing: false,
  pending: 0,
  rejected: 0,
  lastSyncAt: null,
  lastError: null,
  unauthorized: false,
  nextRetryAt: null,
  pulled: null,
  indexing: null,
};

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
