/**
 * The signed-in user's replica being brought up to this build (design.md "desktop replica"): a new
 * build's replica migrations can rewrite a large replica, which takes seconds, so the main process
 * runs them on a worker and the screens show "Actualizando la base local…" with its steps instead
 * of the signed-in screens, which need the replica open.
 */
import { z } from 'zod';
import { appErrorValueSchema } from '../errors.js';
import { ipcCall, noInput } from './define.js';

export const replicaUpgradeSchema = z.discriminatedUnion('status', [
  /** No upgrade under way: the replica is open, or nobody is signed in. */
  z.object({ status: z.literal('idle') }),
  /** Step `step` of `steps` is running; step 0 while the upgrade starts. */
  z.object({ status: z.literal('upgrading'), step: z.number().int().min(0), steps: z.number().int().min(0) }),
  /** The upgrade stopped; the replica was left at its last whole step, and stays closed until a retry. */
  z.object({ status: z.literal('failed'), error: appErrorValueSchema }),
]);
export type ReplicaUpgrade = z.output<typeof replicaUpgradeSchema>;

export const IDLE_REPLICA_UPGRADE: ReplicaUpgrade = { status: 'idle' };

export const REPLICA_CALLS = {
  'replica.upgrade': ipcCall(noInput, replicaUpgradeSchema),
  /** Tries a failed upgrade again; answers how it ended. */
  'replica.retryUpgrade': ipcCall(noInput, replicaUpgradeSchema),
} as const;
