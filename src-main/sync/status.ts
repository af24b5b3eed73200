/**
 * What the engine reports about itself: connection facts the loop updates, counts read from the
 * replica. `publish` emits a status event only when something changed, so a screen's badge does
 * not re-render on every pushed write that left the picture the same.
 */
import type Sqlite from 'better-sqlite3';
import type { AppErrorValue } from '../../src-shared/errors.js';
import type { Outbox } from '../replica/outbox.js';
import { readSyncState } from '../replica/sync-state.js';
import type { SyncEmitter, SyncStatus } from './events.js';

export interface ConnectionFacts {
  online: boolean | null;
  syncing: boolean;
  lastError: AppErrorValue | null;
  unauthorized: boolean;
  nextRetryAt: Date | null;
  /** Changes received so far by the pull under way; null when none runs. */
  pulled: number | null;
  /** The indexes built so far at the end of a first pull, of how many (`pull.ts`); null otherwise. */
  indexing: { built: number; total: number } | null;
}

export interface StatusTracker {
  /** Updated in place by the engine. */
  readonly facts: ConnectionFacts;
  snapshot(): SyncStatus;
  publish(): void;
}

export function createStatusTracker(db: Sqlite.Database, outbox: Outbox, emitter: SyncEmitter): StatusTracker {
  const facts: ConnectionFacts = { online: null, syncing: false, lastError: null, unauthorized: false, nextRetryAt: null, pulled: null, indexing: null };
  let published = '';
  const snapshot = (): SyncStatus => ({
    online: facts.online,
    syncing: facts.syncing,
    pending: outbox.pendingCount(),
    rejected: outbox.rejectedCount(),
    lastSyncAt: readSyncState(db).lastSyncAt,
    lastError: facts.lastError,
    unauthorized: facts.unauthorized,
    nextRetryAt: facts.nextRetryAt?.toISOString() ?? null,
    pulled: facts.pulled,
    indexing: facts.indexing,
  });
  return {
    facts,
    snapshot,
    publish() {
      // After the replica is closed there is nothing left to report.
      if (!db.open) return;
      const next = snapshot();
      const text = JSON.stringify(next);
      if (text === published) return;
      published = text;
      emitter.emit('status', next);
    },
  };
}
