/**
 * What every audit shares (domain §6): its period runs from the end of the previous audit of the
 * same kind and party (or the start), included, to the write's time, left out — the next period
 * starts there, so a document placed at any instant falls in exactly one period whatever order
 * the writes commit in (the server keeps commits in step with the periods: db/period-fence.ts).
 * It sums ledgers the caller may not hold whole (then it says so rather than sum a part), and it
 * is stored once with a name to search by.
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
import { WHOLE, type LedgerAmount, type LedgerName, LEDGERS } from './audit-ledgers.js';
import type { AuditParty, AuditPeriod, LedgerEntry, LedgerFigures, LedgerQuery, Plan, PlanCollections, PlanContext, PlannedDoc, PlanReads, Stored } from './types.js';

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

/** The audit's period: from the end of the previous audit of the kind (and party), or the start, to the write's time. */
export async function periodOf(reads: PlanReads, ctx: PlanContext, kind: AuditKind, party?: AuditParty): Promise<AuditPeriod> {
  const previous = await reads.lastAudit(kind, party);
  if (previous === undefined) throw inputMissing('audits');
  return { from: previous?.to ?? null, to: ctx.now };
}

/** Everything up to the period's end: what a balance at closing sums. */
export const untilEnd = (period: AuditPeriod): AuditPeriod => ({ from: null, to: period.to });

/** A ledger's figures (`PlanReads.ledgerSums`), refused when the caller does not hold them all. */
export async function figuresOf(reads: PlanReads, ledger: LedgerName, query: LedgerQuery): Promise<Figures> {
  const found = await reads.ledgerSums(ledger, query);
  if (found === undefined) throw inputMissing(LEDGERS[ledger].collection);
  return new Figures(found);
}

/** A ledger's entries (`PlanReads.ledgerEntries`), refused when the caller does not hold them all. */
export async function entriesOf(reads: PlanReads, ledger: LedgerName, query: LedgerQuery): Promise<readonly LedgerEntry[]> {
  const found = await reads.ledgerEntries(ledger, query);
  if (found === undefined) throw inputMissing(LEDGERS[ledger].collection);
  return found;
}

/** A ledger's documents (`PlanReads.ledgerDocs`), refused when the caller does not hold them all. */
export async function docsOf<N extends LedgerName>(reads: PlanReads, ledger: N, query: LedgerQuery): Promise<ReadonlyArray<Stored<PlanCollections[(typeof LEDGERS)[N]['collection']]>>> {
  const found = await reads.ledgerDocs(ledger, query);
  if (found === undefined) throw inputMissing(LEDGERS[ledger].collection);
  return found;
}

/** A ledger's figures by split value: a value no document has counts and sums 0. */
export class Figures {
  constructor(private readonly bySplit: ReadonlyMap<string, LedgerFigures>) {}

  count(split: string = WHOLE): number {
    return this.bySplit.get(split)?.count ?? 0;
  }

  sum(amount: LedgerAmount, split: string = WHOLE): number {
    return this.bySplit.get(split)?.sums[amount] ?? 0;
  }
}

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
