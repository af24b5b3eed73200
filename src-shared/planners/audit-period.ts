/**
 * What every audit shares (domain §6): its period runs from the end of the previous audit of the
 * same kind and party (or the start) to the write's time, it sums documents the caller may not hold
 * whole (then it says so rather than sum a part), and it is stored once with a name to search by.
 */
import { localDay } from '../business-day.js';
import { BUSINESS_SETTINGS_ID, businessSettingsOf } from '../business-settings.js';
import type { AuditFields, AuditKind } from '../documents/audits.js';
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import { Decimal } from '../money.js';
import { created } from './planned.js';
import { pick, readOne } from './reads.js';
import { labelOf } from './references.js';
import type { AuditParty, CoveredCollection, CoveredQuery, Plan, PlanCollections, PlanContext, PlannedDoc, PlanReads, Stored } from './types.js';

export type Transaction = AuditFields['transactions'][number];

const KIND_LABEL: Readonly<Record<AuditKind, string>> = {
  commercial: 'Auditoría comercial',
  partner: 'Auditoría de socio',
  provider: 'Auditoría de proveedor',
  customer: 'Auditoría de cliente',
  inventory: 'Auditoría de inventario',
};

/** The refusal of a planner that lacks part of what it sums: only the server, which holds it all, closes the period. */
function inputMissing(what: string): AppError {
  return AppError.conflict(said('audit.inputMissing', { what }));
}

/** Where the period starts: the end of the previous audit of the kind (and party), null from the start. */
export async function periodStart(reads: PlanReads, kind: AuditKind, party?: AuditParty): Promise<string | null> {
  const previous = await reads.lastAudit(kind, party);
  if (previous === undefined) throw inputMissing('audits');
  return previous?.to ?? null;
}

/** The documents an audit covers (`PlanReads.covered`), refused when the caller does not hold them all. */
export async function coveredDocs<C extends CoveredCollection>(reads: PlanReads, collection: C, query: CoveredQuery): Promise<ReadonlyArray<Stored<PlanCollections[C]>>> {
  const found = await reads.covered(collection, query);
  if (found === undefined) throw inputMissing(collection);
  return found;
}

/**
 * Whether an instant falls in the period after `from`. The period has no upper end but the write's
 * own reads: what the transaction sees belongs to it, and the next period starts at this audit's end.
 */
export const afterStart = (at: string | null | undefined, from: string | null): boolean => typeof at === 'string' && (from === null || at > from);

export const sumOf = (values: readonly number[]): number => Decimal.sum(values).toNumber();

/** The audited party (domain §6): it must exist; a disabled one still has books to close. */
export async function auditedParty<C extends 'users' | 'customers' | 'providers'>(reads: PlanReads, collection: C, id: string, path: string): Promise<Stored<PlanCollections[C]>> {
  const found = pick(await reads.docs(collection, [id]), id);
  if (!found) throw AppError.invalid(path, said('reference.missing', { what: labelOf(collection), id }));
  return found;
}

export interface NewAudit {
  kind: AuditKind;
  party?: AuditParty & { name: string };
  from: string | null;
  notes: string | null | undefined;
  summary: Record<string, unknown>;
  transactions: Transaction[];
}

/** The audit as stored: named by its kind, its party and the business day it closes on. */
export async function auditPlan(reads: PlanReads, ctx: PlanContext, id: string, audit: NewAudit, linked: PlannedDoc[] = [], stock: Plan['stock'] = []): Promise<Plan<'audits'>> {
  const zone = businessSettingsOf(await readOne(reads, 'settings', BUSINESS_SETTINGS_ID)).timeZone;
  const name = [KIND_LABEL[audit.kind], audit.party?.name, localDay(ctx.now, zone)].filter(Boolean).join(' ');
  const fields: AuditFields = {
    kind: audit.kind,
    partner: audit.party?.column === 'partner' ? audit.party.id : null,
    customer: audit.party?.column === 'customer' ? audit.party.id : null,
    provider: audit.party?.column === 'provider' ? audit.party.id : null,
    from: audit.from,
    to: ctx.now,
    notes: audit.notes ?? null,
    summary: audit.summary,
    transactions: audit.transactions,
    name,
  };
  return { doc: created('audits', id, fields), linked, stock };
}
