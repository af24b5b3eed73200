/** Drivers are users with `isDriver` (domain §7–8); roadmaps, orders and buys name them. */
import { said } from '../../../src-shared/error-keys/index.js';
import type { AnyReader, Doc } from '../../db/documents.js';
import { fieldError } from '../buys/scope.js';
import { referenced } from '../catalog/references.js';
import { USERS, type UserFields } from '../users/collection.js';

/** The enabled driver `id` names; 400 on `path` when it is missing, disabled or not a driver. */
export async function requireDriver(db: AnyReader, id: string, path = 'driver'): Promise<Doc<UserFields>> {
  const user = await referenced(db, USERS, id, path);
  if (!user.isDriver) throw fieldError(path, said('roadmap.notDriver', { username: user.username }));
  return user;
}
