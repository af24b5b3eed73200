/**
 * Push events from the main process to the screens: the replica changed (queries refresh), the
 * sync status moved, the server refused a write (the user must see it), a backup or restore
 * moved on, and the replica's upgrade after a new build moved on.
 */
import { z } from 'zod';
import { backupProgressSchema } from './backup.js';
import { exportProgressSchema } from './export.js';
import { replicaUpgradeSchema } from './replica.js';
import { rejectedWriteSchema, syncStatusSchema } from './sync.js';

export const IPC_EVENTS = {
  /** The collections whose documents changed; screens refetch the queries that read them. */
  'replica-changed': z.object({ collections: z.array(z.string()) }),
  'sync-status': syncStatusSchema,
  rejected: rejectedWriteSchema,
  /** How far a backup or a restore of the embedded database is (settings screen). */
  'backup-progress': backupProgressSchema,
  /** How far a list export is (the list's export button). */
  'export-progress': exportProgressSchema,
  /** How far the signed-in user's replica upgrade is; `idle` once the replica is open. */
  'replica-upgrade': replicaUpgradeSchema,
} as const;

export type IpcEventName = keyof typeof IPC_EVENTS;
export type IpcEventPayload<E extends IpcEventName> = z.output<(typeof IPC_EVENTS)[E]>;
export const IPC_EVENT_NAMES = Object.keys(IPC_EVENTS) as readonly IpcEventName[];

export function isIpcEventName(name: unknown): name is IpcEventName {
  return typeof name === 'string' && Object.hasOwn(IPC_EVENTS, name);
}
