/** The documents a write's body names, checked as the server takes them: enabled, else bad input on the field that names them. */
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import { pick } from './reads.js';
import type { PlanCollection, PlanCollections, PlanReads, Stored } from './types.js';

/** The enabled document `id` of `collection`; a missing or disabled one is a 400 on `path`. */
export async function referenced<C extends PlanCollection>(reads: PlanReads, collection: C, id: string, path: string, what: string): Promise<Stored<PlanCollections[C]>> {
  const doc = pick(await reads.docs(collection, [id]), id);
  if (!doc || !doc.status) throw AppError.invalid(path, said('reference.notEnabled', { what, id }));
  return doc;
}
