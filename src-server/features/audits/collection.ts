import type { CollectionDef } from '../../db/documents.js';
import { searchText } from '../../db/search.js';

export type AuditKind = 'commercial' | 'partner' | 'provider' | 'customer' | 'inventory';

/** A closed period (domain §6): the balance or figures at closing and the transactions it covers. */
export interface AuditFields {
  kind: AuditKind;
  partner: string | null;
  customer: string | null;
  provider: string | null;
  /** The period: from the previous audit of the same party (or the start) to this one. */
  from: string | null;
  to: string;
  notes: string | null;
  /** What the audit snapshots: balances, sums, counts — per kind. */
  summary: Record<string, unknown>;
  /** References to what it covers (orders, entries, receipts, records), paged on read. */
  transactions: Array<{ collection: string; id: string; amount?: number; at?: string }>;
  name: string;
}

export const AUDITS: CollectionDef<AuditFields> = {
  name: 'audits',
  table: 'audits',
  label: 'audit',
  columns: (doc) => ({ kind: doc.kind, partner: doc.partner, customer: doc.customer, provider: doc.provider, name_search: searchText(doc.name, doc.notes) }),
  owners: (doc) => ({ partner: doc.partner, customer: doc.customer, provider: doc.provider }),
};
