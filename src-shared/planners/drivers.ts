/** Drivers are users with `isDriver` (domain §7–8); roadmaps, orders and buys name them. */
import type { UserFields } from '../documents/users.js';
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import { referenced } from './references.js';
import type { PlanReads, Stored } from './types.js';

/** The enabled driver `id` names; 400 on `path` when it is missing, disabled or not a driver. */
export async function referencedDriver(reads: PlanReads, id: string, path = 'driver'): Promise<Stored<UserFields>> {
  const user = await referenced(reads, 'users', id, path);
  if (!user.isDriver) throw AppError.invalid(path, said('roadmap.notDriver', { username: user.username }));
  return user;
}
