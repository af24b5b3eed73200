/**
 * Recording cash flow entries (domain §6): the endpoint decides the type and the party it needs,
 * each reference is checked (400 on its field), and every entry names a garage, the default one
 * when the body gives none, so cash balances per garage always add up.
 */
import { CASHFLOW_DEFAULTS, internalEntries, type CashflowFields } from '../documents/money.js';
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import { pairedId } from '../ids.js';
import { roundMoney } from '../money.js';
import type { CashflowExternalBody, CashflowInternalBody, CashflowPartnerBody, CashflowProviderBody } from '../schemas/cashflow.js';
import { contract } from '../schemas/messages.js';
import { referencedPartner } from './partners.js';
import { created } from './planned.js';
import { createdId } from './reads.js';
import { enabledIn, garageOrDefault, referenced } from './references.js';
import type { Plan, PlanContext, PlanReads } from './types.js';

type EntryBody = Pick<CashflowPartnerBody, '_id' | 'amount' | 'concept' | 'paymentMethod' | 'description'>;

/** An amount as stored: 2 places (domain §3), and still more than zero once rounded. */
export function entryAmount(amount: number): number {
  const rounded = roundMoney(amount);
  if (rounded <= 0) throw AppError.invalid('amount', contract.minNumber('amount', 0.01, true));
  return rounded;
}

function moneyOf(body: EntryBody) {
  return { amount: entryAmount(body.amount), concept: body.concept, paymentMethod: body.paymentMethod, description: body.description ?? null };
}

/** One new entry, under the id the body chose or a new one. */
async function entryPlan(reads: PlanReads, ctx: PlanContext, body: EntryBody, fields: Partial<CashflowFields> & Pick<CashflowFields, 'type'>): Promise<Plan<'cashflows'>> {
  const id = await createdId(reads, ctx, 'cashflows', 'cash flow entry', body._id);
  return { doc: created('cashflows', id, { ...CASHFLOW_DEFAULTS, ...moneyOf(body), ...fields }), linked: [], stock: [] };
}

/** `POST /cashflow`: money a partner collected for the company (INGRESS) or was paid (EGRESS). */
export async function planPartnerEntry(body: CashflowPartnerBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'cashflows'>> {
  const partner = await referencedPartner(reads, body.partner);
  const customer = body.customer ? (await referenced(reads, 'customers', body.customer, 'customer'))._id : null;
  const garage = await garageOrDefault(reads, body.garage);
  return entryPlan(reads, ctx, body, { type: 'commercial.partner', partner: partner._id, customer, garage, isBudget: body.isBudget ?? false });
}

/** `POST /cashflow/provider`: a payment to (EGRESS) or refund from (INGRESS) a provider. */
export async function planProviderEntry(body: CashflowProviderBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'cashflows'>> {
  const provider = await referenced(reads, 'providers', body.provider, 'provider');
  const garage = await garageOrDefault(reads, body.garage);
  return entryPlan(reads, ctx, body, { type: 'commercial.provider', provider: provider._id, garage });
}

/** `POST /cashflow/external`: money to or from a third party. */
export async function planExternalEntry(body: CashflowExternalBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'cashflows'>> {
  const third = await referenced(reads, 'thirds', body.third, 'third');
  const garage = await garageOrDefault(reads, body.garage);
  return entryPlan(reads, ctx, body, { type: 'external', third: third._id, garage });
}

/**
 * `POST /cashflow/internal`: a movement at one garage (internal), a cash count correction
 * (internal.adjust), or, with `destination`, a transfer: an EGRESS at the origin and an INGRESS at
 * the destination, each naming the other in `linked`. The origin entry carries the client's `_id`;
 * the other half's id follows from it (`pairedId`).
 */
export async function planInternalEntry(body: CashflowInternalBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'cashflows'>> {
  const garages = await reads.docs('garages', body.destination ? [body.garage, body.destination] : [body.garage]);
  const garage = enabledIn(garages, 'garages', body.garage, 'garage')._id;
  const destination = body.destination ? enabledIn(garages, 'garages', body.destination, 'destination')._id : null;
  if (destination && body.concept !== 'EGRESS') {
    // A transfer takes money out of `garage` into `destination`; the other direction is the same call with the garages swapped.
    throw AppError.invalid('concept', said('cashflow.transferDirection', {}));
  }
  const originId = await createdId(reads, ctx, 'cashflows', 'cash flow entry', body._id);
  const ids = [originId, pairedId(originId)] as const;
  const [first, second] = internalEntries({ ...body, amount: entryAmount(body.amount), garage, destination }, ids);
  if (!first) throw new Error('an internal movement writes at least one entry');
  return { doc: created('cashflows', originId, first), linked: second ? [created('cashflows', ids[1], second)] : [], stock: [] };
}
