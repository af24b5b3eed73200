/**
 * The plain writes of a reference collection — create, update, disable/enable, and the removals
 * the domain makes by disabling (domain §2) — planned from one definition per collection
 * (`ReferenceWrites`): what differs between collections (defaults, derived fields, who may touch a
 * document, what must hold before a status change) is the definition's; reading the document,
 * refusing a missing one and building the plan are done here once.
 */
import { AppError } from '../errors.js';
import { createdId, ownFields, readOne } from './reads.js';
import { labelOf } from './references.js';
import type { Plan, PlanActor, PlanCollection, PlanCollections, PlanContext, PlanReads, Stored } from './types.js';

type Fields<C extends PlanCollection> = PlanCollections[C];
type Maybe<T> = T | Promise<T>;

/** A create body without the `_id` it may carry: the id is the plan's, not a field. */
export type CreateOf<Body> = Omit<Body, '_id'>;

export interface ReferenceWrites<C extends PlanCollection, Create, Update> {
  collection: C;
  /** The new document's fields: the body with the defaults and derived fields the store keeps. */
  create(body: Create, reads: PlanReads, ctx: PlanContext): Maybe<Fields<C>>;
  /** The new version of a stored document; without it, the sent fields replace the stored ones. */
  update?(current: Stored<Fields<C>>, body: Update, reads: PlanReads, ctx: PlanContext): Maybe<Fields<C>>;
  /** Whether the caller may see the document a write names (a missing one and a hidden one answer alike: 404). */
  visible?(current: Stored<Fields<C>>, actor: PlanActor): boolean;
  /** Refuses a status change the collection does not allow (the default garage stays enabled). */
  checkStatus?(current: Stored<Fields<C>>, status: boolean, actor: PlanActor): void;
}

/**
 * The body as the server receives it: a field sent as undefined does not cross the wire (JSON), so
 * the desktop planning the same write must not see it either, or it would clear a default.
 */
function sentFields<B extends object>(body: B): B {
  // Only keys are dropped: every value left is the body's own.
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as B;
}

async function visibleDoc<C extends PlanCollection>(def: ReferenceWrites<C, never, never>, id: string, reads: PlanReads, actor: PlanActor): Promise<Stored<Fields<C>>> {
  const current = await readOne(reads, def.collection, id);
  if (!current || (def.visible && !def.visible(current, actor))) throw AppError.notFound(labelOf(def.collection), id);
  return current;
}

export async function planCreate<C extends PlanCollection, Create extends object>(
  def: ReferenceWrites<C, CreateOf<Create>, never>,
  body: Create & { _id?: string | undefined },
  reads: PlanReads,
  ctx: PlanContext,
): Promise<Plan<C>> {
  const { _id: requested, ...rest } = sentFields(body);
  const _id = await createdId(reads, ctx, def.collection, labelOf(def.collection), requested);
  // The body without its `_id` is the create body the definition takes.
  const fields = await def.create(rest as CreateOf<Create>, reads, ctx);
  return { doc: { collection: def.collection, _id, before: null, fields }, linked: [], stock: [] };
}

export async function planUpdate<C extends PlanCollection, Update extends object>(
  def: ReferenceWrites<C, never, Update>,
  id: string,
  body: Update,
  reads: PlanReads,
  ctx: PlanContext,
): Promise<Plan<C>> {
  const current = await visibleDoc(def, id, reads, ctx.actor);
  const sent = sentFields(body);
  // Without a rule of its own, an update's sent fields replace the stored ones: its body holds only document fields.
  const fields = def.update ? await def.update(current, sent, reads, ctx) : ({ ...ownFields(current), ...sent } as Fields<C>);
  return { doc: { collection: def.collection, _id: current._id, before: current, fields }, linked: [], stock: [] };
}

/** Disables or enables a document; removals of reference data are disables (domain §2). */
export async function planStatus<C extends PlanCollection>(def: ReferenceWrites<C, never, never>, id: string, status: boolean, reads: PlanReads, ctx: PlanContext): Promise<Plan<C>> {
  const current = await visibleDoc(def, id, reads, ctx.actor);
  def.checkStatus?.(current, status, ctx.actor);
  return { doc: { collection: def.collection, _id: current._id, before: current, fields: { ...ownFields(current), status } }, linked: [], stock: [] };
}
