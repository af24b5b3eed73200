/**
 * Stores what a shared planner (src-shared/planners) returned, in the caller's one write
 * transaction: its document (created, or saved over the version it read), the other documents it
 * changes, then its stock movements through the stock service.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Plan, PlanCollection, PlanCollections, PlannedDoc } from '../../src-shared/planners/types.js';
import { insertNewDoc, removeDoc, saveDoc, type CollectionDef, type Doc } from '../db/documents.js';
import type { WriteTx } from '../db/write.js';
import { COLLECTIONS_BY_NAME } from './registry.js';
import { applyStockChanges } from './stock/service.js';

function collection<C extends PlanCollection>(name: C): CollectionDef<PlanCollections[C]> {
  const def = COLLECTIONS_BY_NAME.get(name);
  if (def === undefined) throw new Error(`no collection named ${name}`);
  return def as unknown as CollectionDef<PlanCollections[C]>;
}

/** Whether some plain (not object) field of `next` differs from `stored`'s: then the two are not deeply equal. */
function plainFieldDiffers(stored: Record<string, unknown>, next: Record<string, unknown>): boolean {
  for (const key of Object.keys(next)) {
    const a = stored[key];
    const b = next[key];
    if ((typeof a !== 'object' || a === null) && (typeof b !== 'object' || b === null) && !Object.is(a, b)) return true;
  }
  return false;
}

/**
 * Whether a planned version restates the stored one exactly (acknowledging an acknowledged alert).
 * Most versions change a plain field (an order's state, a date), found before comparing whole
 * documents: an order's items and their products were compared to the first difference.
 */
function unchanged<C extends PlanCollection>(before: Doc<PlanCollections[C]>, fields: PlannedDoc<C>['fields']): boolean {
  const { _id: _i, number: _n, status, createdAt: _c, updatedAt: _u, createdBy: _b, ...stored } = before;
  const { status: next = status, ...rest } = fields;
  return next === status && !plainFieldDiffers(stored, rest) && isDeepStrictEqual(stored, rest);
}

function storeDoc<C extends PlanCollection>(tx: WriteTx, planned: PlannedDoc<C>): Promise<Doc<PlanCollections[C]>> {
  const def = collection(planned.collection);
  if (planned.before === null) return insertNewDoc(tx, def, planned.fields, planned._id);
  // A write that changes nothing stores nothing: no new version, no change for replicas to pull.
  if (unchanged(planned.before, planned.fields)) return Promise.resolve(planned.before);
  // A version that states its status is a disable or an enable: the change history names it so.
  return saveDoc(tx, def, planned.before, planned.fields, planned.fields.status === undefined ? 'update' : 'status');
}

/** A hard delete: the stored document goes (its tombstone is what replicas pull); the answer is the plan's last version of it. */
async function removedDoc<C extends PlanCollection>(tx: WriteTx, planned: PlannedDoc<C>): Promise<Doc<PlanCollections[C]>> {
  const removed = await removeDoc(tx, collection(planned.collection), planned._id);
  return { ...removed, ...planned.fields };
}

/** The plan stored; answers its documents as stored (with their numbers and timestamps), the linked ones in order. */
export async function storePlan<C extends PlanCollection>(tx: WriteTx, plan: Plan<C>): Promise<{ doc: Doc<PlanCollections[C]>; linked: Array<Doc<object>> }> {
  const doc = plan.removes ? await removedDoc(tx, plan.doc) : await storeDoc(tx, plan.doc);
  const linked: Array<Doc<object>> = [];
  for (const other of plan.linked) linked.push(await storeDoc(tx, other));
  await applyStockChanges(tx, plan.stock);
  return { doc, linked };
}
