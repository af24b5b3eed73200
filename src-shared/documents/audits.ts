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

/** The four margin tiers an inventory count sets, by import column (null: the product lacks it). */
export type CountMargins = Record<'wholesaler' | 'm100' | 'm500' | 'm1000', number | null>;

/** One product an inventory count changes: its figures now and after the count (domain §6). */
export interface CountDifference {
  /** The row's index in the request's rows. */
  row: number;
  number: number;
  product: string;
  name: string;
  real: { before: number; after: number; delta: number };
  theoretical: { before: number; counted: number; after: number };
  unitCost: { before: number; after: number };
  margins: { before: CountMargins; after: CountMargins };
}

/** What an inventory import answers as a dry run: the differences, nothing written. */
export interface InventoryDryRun {
  dryRun: true;
  garage: string;
  rows: number;
  changed: number;
  differences: CountDifference[];
}

/** The summary an applied inventory audit keeps. */
export interface InventorySummary {
  garage: string;
  rows: number;
  changed: number;
  differences: CountDifference[];
}
