/** The two shapes of a planned document: a new one, and a new version of one read. */
import type { PlanCollection, PlanCollections, PlannedDoc, Stored } from './types.js';

type Fields<C extends PlanCollection> = PlanCollections[C] & { status?: boolean };

/** A document the write creates under `_id`. */
export function created<C extends PlanCollection>(collection: C, _id: string, fields: Fields<C>): PlannedDoc<C> {
  return { collection, _id, before: null, fields };
}

/**
 * A new version of `before`: `next` may be spread from it, and the store's own fields are left out
 * (the store keeps or sets them), so both callers plan the same fields whatever else they hold.
 */
export function changed<C extends PlanCollection>(collection: C, before: Stored<PlanCollections[C]>, next: Fields<C> & Partial<Stored<object>>): PlannedDoc<C> {
  const { _id: _kept, number: _number, createdAt: _createdAt, updatedAt: _updatedAt, createdBy: _createdBy, ...fields } = next;
  return { collection, _id: before._id, before, fields: fields as unknown as Fields<C> };
}
