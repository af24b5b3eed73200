/** Drivers are users with `isDriver` (domain §7–8); the rule is the planners' (src-shared/planners/drivers.ts). */
import { referencedDriver } from '../../../src-shared/planners/drivers.js';
import type { AnyReader, Doc } from '../../db/documents.js';
import type { UserFields } from '../users/collection.js';
import { serverPlanReads } from '../plan-reads.js';

/** The enabled driver `id` names; 400 on `path` when it is missing, disabled or not a driver. */
export function requireDriver(db: AnyReader, id: string, path = 'driver'): Promise<Doc<UserFields>> {
  return referencedDriver(serverPlanReads(db), id, path);
}
