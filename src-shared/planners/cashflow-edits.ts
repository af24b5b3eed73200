/**
 * Changing and removing cash flow entries (domain §6). COMPRAS reaches only commercial.provider
 * entries: any other id answers 404, as if it did not exist. Entries that settle an order or a
 * payment on account change only through what recorded them, so a balance and its entries can
 * never disagree. Both halves of a transfer change together.
 */
import type { CashflowFields } from '../documents/money.js';
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import { PROVIDER_FLOW_TYPE } from '../routes/reads.js';
import type { CashflowUpdateBody } from '../schemas/cashflow.js';
import { entryAmount } from './cashflow-creates.js';
import { changed } from './planned.js';
import { ownFields, pick } from './reads.js';
import type { Plan, PlanActor, PlanContext, PlanReads, Stored } from './types.js';

type Entry = Stored<CashflowFields>;

/** COMPRAS keeps only provider cash flows (domain §8). */
export const providerFlowsOnly = (actor: Pick<PlanActor, 'role'>): boolean => actor.role === 'COMPRAS';

/** The entry if the caller may see it; 404 otherwise. */
function visibleIn(found: ReadonlyMap<string, Entry>, actor: PlanActor, id: string): Entry {
  const entry = pick(found, id);
  if (!entry || (providerFlowsOnly(actor) && entry.type !== PROVIDER_FLOW_TYPE)) throw AppError.notFound('cash flow entry', id);
  return entry;
}

function assertChangeable(entry: Entry): void {
  if (!entry.status) throw AppError.conflict(said('cashflow.removed', { number: entry.number }));
  if (entry.order) throw AppError.conflict(said('cashflow.fromDelivery', { number: entry.number, order: entry.order }));
  if (entry.payment) throw AppError.conflict(said('cashflow.fromPayment', { number: entry.number }));
}

const opposite = (concept: CashflowFields['concept']): CashflowFields['concept'] => (concept === 'INGRESS' ? 'EGRESS' : 'INGRESS');

/**
 * `PATCH /cashflow/{id}`: the money fields. Both halves of a transfer move together: same amount,
 * method, description and tag, and opposite concepts (turning one half around reverses the transfer).
 */
export async function planEntryUpdate(id: string, body: CashflowUpdateBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'cashflows'>> {
  const entry = visibleIn(await reads.docs('cashflows', [id]), ctx.actor, id);
  assertChangeable(entry);
  // A tag sorts a garage's own movements (domain §6 internal); a party's entry is told apart by its party.
  if (body.tag !== undefined && !entry.type.startsWith('internal')) throw AppError.invalid('tag', said('cashflow.tagInternalOnly', {}));
  const next: CashflowFields = {
    ...ownFields(entry),
    amount: body.amount === undefined ? entry.amount : entryAmount(body.amount),
    concept: body.concept ?? entry.concept,
    paymentMethod: body.paymentMethod ?? entry.paymentMethod,
    description: body.description === undefined ? entry.description : body.description,
    tag: body.tag ?? entry.tag,
  };
  const other = entry.linked ? pick(await reads.docs('cashflows', [entry.linked]), entry.linked) : undefined;
  if (entry.linked && !other) throw AppError.notFound('cash flow entry', entry.linked);
  const { amount, paymentMethod, description, tag } = next;
  const linked = other ? [changed('cashflows', other, { ...ownFields(other), amount, paymentMethod, description, tag, concept: opposite(next.concept) })] : [];
  return { doc: changed('cashflows', entry, next), linked, stock: [] };
}

/** Entries are never deleted: removal disables them and keeps who and when. */
const removed = (entry: Entry, ctx: PlanContext) => changed('cashflows', entry, { ...ownFields(entry), status: false, removedAt: ctx.now, removedBy: ctx.actor.id });

/**
 * `DELETE /cashflow/{id}/{second}`: the two halves of a transfer, together. An entry that is not
 * part of a transfer is removed by naming it twice (`/cashflow/{id}/{id}`).
 */
export async function planEntriesRemove(id: string, second: string, reads: PlanReads, ctx: PlanContext): Promise<Plan<'cashflows'>> {
  const found = await reads.docs('cashflows', id === second ? [id] : [id, second]);
  const entry = visibleIn(found, ctx.actor, id);
  if (id === second) {
    if (entry.linked) throw AppError.conflict(said('cashflow.transferHalf', { number: entry.number, id: entry._id, linked: entry.linked }));
    assertChangeable(entry);
    return { doc: removed(entry, ctx), linked: [], stock: [] };
  }
  const other = visibleIn(found, ctx.actor, second);
  if (entry.linked !== other._id || other.linked !== entry._id) {
    throw AppError.invalid('second', said('cashflow.notTransferHalves', { first: entry.number, second: other.number }));
  }
  assertChangeable(entry);
  assertChangeable(other);
  return { doc: removed(entry, ctx), linked: [removed(other, ctx)], stock: [] };
}
