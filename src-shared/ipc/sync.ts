/**
 * Sync calls and what they report (design.md sync protocol): how far the replica is, what waits in
 * the outbox, and the writes the server refused — which stay listed until the user dismisses them,
 * so nothing leaves the outbox unseen.
 */
import { z } from 'zod';
import { appErrorValueSchema } from '../errors.js';
import { SHORT_TEXT_MAX, obj, text } from '../schemas/common.js';
import { ipcCall, noInput } from './define.js';

export const syncStatusSchema = z.object({
  /** False while nobody is signed in: there is no replica to keep. */
  running: z.boolean(),
  /** Whether the server answered the last call; null before the first one. */
  online: z.boolean().nullable(),
  /** A push or pull is under way. */
  syncing: z.boolean(),
  /** Writes waiting to be accepted by the server. */
  pending: z.number().int().min(0),
  /** Writes the server refused, waiting to be seen and dismissed. */
  rejected: z.number().int().min(0),
  /** When the replica last caught up with the server. */
  lastSyncAt: z.string().nullable(),
  lastError: appErrorValueSchema.nullable(),
  /** The server refused the session: writes wait until the user signs in again. */
  unauthorized: z.boolean(),
  /** When the next retry after a failure is due. */
  nextRetryAt: z.string().nullable(),
  /** Changes received so far by the pull under way (a first pull's progress); null when none runs. */
  pulled: z.number().int().min(0).nullable(),
  /** A first pull's last stretch: the replica's indexes built so far, of how many; null outside it. */
  indexing: z.object({ built: z.number().int().min(0), total: z.number().int().min(0) }).nullable(),
});
export type SyncStatus = z.output<typeof syncStatusSchema>;

/** Nobody signed in: no replica, nothing to sync. */
export const STOPPED_SYNC_STATUS: SyncStatus = {
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

/** A write the server refused: what was tried, on which document, and the server's answer. */
export const rejectedWriteSchema = z.object({
  /** The outbox entry (also the write's Idempotency-Key). */
  id: z.string(),
  method: z.string(),
  path: z.string(),
  collection: z.string(),
  docId: z.string(),
  statusCode: z.number().int().nullable(),
  error: appErrorValueSchema,
  createdAt: z.string(),
  rejectedAt: z.string().nullable(),
});
export type RejectedWrite = z.output<typeof rejectedWriteSchema>;

/**
 * A new document the server refused to create: its screen, opened at once under the id the desk
 * gave it, says so and why, and offers the input that was sent (`body`) to load it again.
 */
export const refusedCreationSchema = z.object({
  /** The outbox entry, waiting in the inbox of refused changes. */
  id: z.string(),
  collection: z.string(),
  error: appErrorValueSchema,
  /** The create's path, with what its query said (an order's `?isBudget=true`). */
  path: z.string(),
  /** The create's request body as queued: what the user typed. */
  body: z.unknown(),
});
export type RefusedCreation = z.output<typeof refusedCreationSchema>;

/**
 * Where one queued write stands, as the outbox holds it: still `waiting` to be sent (or retried),
 * `refused` by the server (its answer in `error`; it is in the inbox of refused changes), or
 * `accepted`: no longer in the outbox, which an entry leaves only when the server accepted it or
 * the user dismissed its refusal.
 */
export const QUEUED_WRITE_STATES = ['waiting', 'refused', 'accepted'] as const;
export const queuedWriteStateSchema = z.object({ state: z.enum(QUEUED_WRITE_STATES), error: appErrorValueSchema.nullable() });
export type QueuedWriteState = z.output<typeof queuedWriteStateSchema>;

export const SYNC_CALLS = {
  'sync.status': ipcCall(noInput, syncStatusSchema),
  'sync.rejected': ipcCall(noInput, z.array(rejectedWriteSchema)),
  /** One queued write's state, by the outbox entry its call answered (`QueuedWrite.entry`). */
  'sync.write': ipcCall(obj({ entry: text(SHORT_TEXT_MAX, 1) }), queuedWriteStateSchema),
  /** The refused create of the document with this id, while it waits in the inbox; null when there is none. */
  'sync.refusedCreation': ipcCall(obj({ docId: text(SHORT_TEXT_MAX, 1) }), refusedCreationSchema.nullable()),
  'sync.dismissRejected': ipcCall(obj({ id: text(SHORT_TEXT_MAX, 1) }), z.object({ dismissed: z.boolean() })),
  /** Push and pull now rather than at the next tick; answers the status after the round. */
  'sync.syncNow': ipcCall(noInput, syncStatusSchema),
} as const;
