/**
 * When the replica first catches up after sign-in. Reads made right after sign-in can run against
 * a replica the first pull has not filled yet; the pull's own change events may arrive before
 * those reads are registered, so they would stay empty until something else refetched them. The
 * screens therefore refetch everything once, when the session's first sync completes.
 */
import type { SyncStatus } from '../../src-shared/ipc/sync.js';

export interface FirstSyncWatch {
  /** Nothing seen yet (the window just opened), nobody signed in, or a session under way. */
  phase: 'unseen' | 'signed-out' | 'session';
  /** When the replica had last caught up as the session was first seen (a replica kept from before). */
  baseline: string | null;
  /** The session's first sync has completed (and been reported). */
  done: boolean;
}

export const UNSEEN: FirstSyncWatch = { phase: 'unseen', baseline: null, done: false };

/** The watch after a status, and whether this status is the one that completes the session's first sync. */
export function watchFirstSync(watch: FirstSyncWatch, status: SyncStatus): { watch: FirstSyncWatch; completed: boolean } {
  if (!status.running) return { watch: { phase: 'signed-out', baseline: null, done: false }, completed: false };
  if (watch.phase !== 'session') {
    // Signed in while watching, and already caught up by the first status seen: that is the moment.
    const caughtUp = watch.phase === 'signed-out' && !status.syncing && status.lastSyncAt !== null;
    return { watch: { phase: 'session', baseline: status.lastSyncAt, done: caughtUp }, completed: caughtUp };
  }
  if (watch.done || status.lastSyncAt === null || status.lastSyncAt === watch.baseline) return { watch, completed: false };
  return { watch: { ...watch, done: true }, completed: true };
}
