/** Audits as stored and served. The server writes these shapes; the desktop and screens read them. */

export type AuditKind = 'commercial' | 'partner' | 'provider' | 'customer' | 'inventory';

/** A closed period (domain §6): the balance or figures at closing and the transactions it covers. */
export interface AuditFields {
  kind: AuditKind;
  partner: string | null;
  customer: string | null;
  provider: string | null;
  /** The period [from, to): from the previous audit's `to` (null: the start), included, to this audit's time, left out. */
  from: string | null;
  to: string;
  notes: string | null;
  /** What the audit snapshots: balances, sums, counts — per kind. */
  summary: Record<string, unknown>;
  /** References to what it covers (orders, entries, receipts, records), paged on read. */
  transactions: Array<{ collection: string; id: string; amount?: number; at?: string }>;
  name: string;
}

import type { PriceChange } from '../inventory-count.js';

/** The four margin tiers an inventory count sets, by import column (null: the product lacks it). */
export type CountMargins = Record<'wholesaler' | 'm100' | 'm500' | 'm1000', number | null>;

/** A stock record a count writes (domain §5: one ledger row per change). */
export interface CountRecord {
  field: 'real';
  delta: number;
  /** The figure the record leaves. */
  result: number;
}

/**
 * One product an inventory count changes (domain §6): its stock — the records it writes and the
 * figures now and after — and, apart, every price or margin it changes. `unitCost` and `margins`
 * hold the values before and after (equal when unchanged), as printouts and older audits read them.
 */
export interface CountDifference {
  /** The row's index in the request's rows. */
  row: number;
  number: number;
  product: string;
  name: string;
  /** The stock records applying writes: none when the count equals the stock. */
  records?: CountRecord[];
  /** Every price or margin applying changes: none when the sheet leaves them equal. */
  prices?: PriceChange[];
  real: { before: number; after: number; delta: number };
  /** `after`: real − committed + pending after the count, what the counted figure is checked against. */
  theoretical: { before: number; counted: number; after: number };
  unitCost: { before: number; after: number };
  margins: { before: CountMargins; after: CountMargins };
}

/**
 * A row whose counted theoretical is not real − committed + pending after the count: the sheet was
 * taken from a stale export, or stock moved meanwhile. Reported, never blocking (domain §6 does not
 * refuse it).
 */
export interface CountWarning {
  row: number;
  number: number;
  product: string;
  name: string;
  kind: 'theoretical';
  counted: number;
  expected: number;
}

/** What an inventory import answers as a dry run: the differences, nothing written. */
export interface InventoryDryRun {
  dryRun: true;
  garage: string;
  rows: number;
  changed: number;
  differences: CountDifference[];
  warnings: CountWarning[];
}

/** The summary an applied inventory audit keeps (an audit from before warnings has none). */
export interface InventorySummary {
  garage: string;
  rows: number;
  changed: number;
  differences: CountDifference[];
  warnings?: CountWarning[];
}
