/** The two shapes of a planned document: a new one, and a new version of one read. */
import type { PlanCollection, PlanCollections, PlannedDoc, Stored } from './types.js';

type Fields<C extends PlanCollection> = PlanCollections[C] & { status?: boolean };

/** A document the write creates under `_id`. */
export function created<C extends PlanCollection>(collection: C, _id: string, fields: Fields<C>): PlannedDoc<C> {
  return { collection, _id, before: null, fields };
}

/** A new version of `before`: `fields` is the whole of it but the store's own fields (start from `ownFields(before)`). */
export function changed<C extends PlanCollection>(collection: C, before: Stored<PlanCollections[C]>, fields: Fields<C>): PlannedDoc<C> {
  return { collection, _id: before._id, before, fields };
}
