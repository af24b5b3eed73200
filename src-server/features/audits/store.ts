/**
 * What every audit shares (domain §6): its period runs from the previous audit of the same kind
 * and party (or the beginning) to now, and it is written once, with a name to search by.
 */
import { docs, insertDoc, rowToDoc, type AnyReader, type Doc } from '../../db/documents.js';
import type { DocQuery } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import { AUDITS, type AuditFields, type AuditKind } from './collection.js';
import { localDay } from '../../../src-shared/business-day.js';
import { businessZone } from '../settings/business-day.js';

export type Party = 'partner' | 'customer' | 'provider';
export type Transaction = AuditFields['transactions'][number];

const KIND_LABEL: Readonly<Record<AuditKind, string>> = {
  commercial: 'Auditoría comercial',
  partner: 'Auditoría de socio',
  provider: 'Auditoría de proveedor',
  customer: 'Auditoría de cliente',
  inventory: 'Auditoría de inventario',
};

/** The latest audit of a kind, for one party when given. */
export async function previousAudit(db: AnyReader, kind: AuditKind, party?: { column: Party; id: string }): Promise<Doc<AuditFields> | undefined> {
  let query = docs(db).selectFrom(AUDITS.table).select(['doc', 'status', 'number']).where('kind', '=', kind).where('status', '=', 1);
  if (party) query = query.where(party.column, '=', party.id);
  const row = await query.orderBy('number', 'desc').limit(1).executeTakeFirst();
  return row ? rowToDoc<AuditFields>(row) : undefined;
}

/** Restricts a query to the period `(from, to]` on a time column; `from` null means from the start. */
export function inPeriod(query: DocQuery, column: string, from: string | null, to: string): DocQuery {
  const bounded = query.where(column, '<=', to);
  return from ? bounded.where(column, '>', from) : bounded;
}

export interface NewAudit {
  kind: AuditKind;
  party?: { column: Party; id: string; name: string };
  from: string | null;
  notes: string | null | undefined;
  summary: Record<string, unknown>;
  transactions: Transaction[];
}

export async function writeAudit(tx: WriteTx, audit: NewAudit, id?: string): Promise<Doc<AuditFields>> {
  const name = [KIND_LABEL[audit.kind], audit.party?.name, localDay(tx.now, await businessZone(tx.trx))].filter(Boolean).join(' ');
  const fields: AuditFields = {
    kind: audit.kind,
    partner: audit.party?.column === 'partner' ? audit.party.id : null,
    customer: audit.party?.column === 'customer' ? audit.party.id : null,
    provider: audit.party?.column === 'provider' ? audit.party.id : null,
    from: audit.from,
    to: tx.now,
    notes: audit.notes ?? null,
    summary: audit.summary,
    transactions: audit.transactions,
    name,
  };
  return insertDoc(tx, AUDITS, fields, id);
}
