/** Small helpers every planner uses over `PlanReads`: one document by id, a create's id. */
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import { normalizeId } from '../ids.js';
import type { PlanCollection, PlanCollections, PlanContext, PlanReads, Stored } from './types.js';

/** A document out of a `docs` answer: its keys are stored ids, which are lower case. */
export function pick<T>(found: ReadonlyMap<string, T>, id: string | null | undefined): T | undefined {
  return id ? found.get(normalizeId(id)) : undefined;
}

/** One document by id; undefined when it is not stored. */
export async function readOne<C extends PlanCollection>(reads: PlanReads, collection: C, id: string | null | undefined): Promise<Stored<PlanCollections[C]> | undefined> {
  if (!id) return undefined;
  return pick(await reads.docs(collection, [id]), id);
}

/**
 * The id a create stores (domain §2): the one the request chose, refused when already used, else a
 * new one. `what` names the document in the refusal ('order').
 */
export async function createdId(reads: PlanReads, ctx: PlanContext, collection: PlanCollection, what: string, requested: string | undefined): Promise<string> {
  if (requested === undefined) return ctx.newId();
  const id = normalizeId(requested);
  if (await readOne(reads, collection, id)) throw AppError.conflict(said('request.alreadyExists', { what, id }));
  return id;
}

/** A stored document's own fields, without those the store sets: the start of its next version. */
export function ownFields<F extends object>(doc: Stored<F>): F {
  const { _id: _i, number: _n, status: _s, createdAt: _c, updatedAt: _u, createdBy: _b, ...fields } = doc;
  return fields as unknown as F;
}
