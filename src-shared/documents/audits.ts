/** Audits as stored and served. The server writes these shapes; the desktop and screens read them. */

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
