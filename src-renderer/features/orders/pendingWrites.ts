/**
 * "Pendiente de sincronizar" for one document. The replica answers documents without saying which
 * have writes waiting in the outbox, so this desk remembers the documents it wrote and shows them
 * pending while the outbox is not empty; a document the server never answered (no number yet) is
 * pending too.
 */
import { useSyncExternalStore } from 'react';
import type { QueuedWrite } from '../../../src-shared/ipc/route-input.js';
import type { SyncStatus } from '../../../src-shared/ipc/sync.js';
import { useSyncStatus } from '../sync/useSyncStatus.js';

const written = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Call with what a write answered; returns it, so it chains after `await api.x.y(...)`. */
export function trackWrite<T extends QueuedWrite>(write: T, docId?: string): T {
  const id = docId ?? write.id;
  if (id) {
    written.add(id);
    changed();
  }
  return write;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether `doc` waits for the server, given the sync status (lists read the status once for all rows). */
export function isPendingSync(doc: { _id: string; number?: number }, status: SyncStatus | null): boolean {
  return doc.number === undefined || (status !== null && status.pending > 0 && written.has(doc._id));
}

export function usePendingSync(doc: { _id: string; number?: number } | undefined): boolean {
  const status = useSyncStatus();
  useSyncExternalStore(subscribe, () => version);
  return doc !== undefined && isPendingSync(doc, status);
}
