/** The engine's events, typed: what the IPC layer forwards to the screens. */
import type { AppErrorValue } from '../../src-shared/errors.js';
import type { OutboxEntry } from '../replica/outbox.js';

export interface SyncStatus {
  /** Whether the server answered the last call; null before the first one. */
  online: boolean | null;
  /** A push or pull is under way. */
  syncing: boolean;
  /** Writes waiting to be accepted by the server. */
  pending: number;
  /** Writes the server refused, waiting for the user to see and dismiss them. */
  rejected: number;
  /** When a pull last completed (ISO time). */
  lastSyncAt: string | null;
  /** The last failure, while it lasts. */
  lastError: AppErrorValue | null;
  /** The server refused the session token: writes wait until the user signs in again. */
  unauthorized: boolean;
  /** When the next retry after a failure is due (ISO time), if one is scheduled. */
  nextRetryAt: string | null;
  /** Changes received so far by the pull under way (the first pull's progress); null when none runs. */
  pulled: number | null;
  /** The indexes a first pull builds after its rows: how many are built of how many; null outside that stretch. */
  indexing: { built: number; total: number } | null;
}

export interface SyncEvents {
  status: SyncStatus;
  /** Documents of these collections changed in the replica: screens showing them re-query. */
  'replica-changed': { collections: string[] };
  /** The server refused a write; the entry stays in `rejected()` until dismissed. */
  rejected: OutboxEntry;
}

export type SyncListener<E extends keyof SyncEvents> = (payload: SyncEvents[E]) => void;

export interface SyncEmitter {
  on<E extends keyof SyncEvents>(event: E, listener: SyncListener<E>): () => void;
  emit<E extends keyof SyncEvents>(event: E, payload: SyncEvents[E]): void;
}

export function createSyncEmitter(onListenerError: (error: unknown) => void): SyncEmitter {
  const listeners = new Map<keyof SyncEvents, Set<(payload: never) => void>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (payload: never) => void);
      listeners.set(event, set);
      return () => set.delete(listener as (payload: never) => void);
    },
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) {
        // A screen's listener failing must not stop sync.
        try {
          (listener as SyncListener<typeof event>)(payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}
