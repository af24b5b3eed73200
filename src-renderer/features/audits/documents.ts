/**
 * Audits as the server lists them (`src-server/features/audits/list.ts`): the stored fields, the
 * party as an id or — with `populate*` — its record, and the transactions as a page of their own.
 * Cast here once; the server reads answer loose JSON.
 */
import type { AuditFields, AuditKind, CountDifference, CountWarning, InventoryDryRun } from '../../../src-shared/documents/audits.js';
import type { Page } from '../../../src-shared/documents/page.js';

export type { AuditKind, CountDifference, CountWarning, InventoryDryRun };

export type Transaction = AuditFields['transactions'][number];
export type PartyRef = string | { _id: string; name?: unknown } | null;

export interface AuditDoc extends Omit<AuditFields, 'transactions' | 'partner' | 'customer' | 'provider'> {
  _id: string;
  number: number;
  createdAt: string;
  partner: PartyRef;
  customer: PartyRef;
  provider: PartyRef;
  transactions: Page<Transaction>;
}

export type AuditPage = Page<AuditDoc>;

/** The answer of an inventory import: a dry run's differences, or the new audit. */
export function isDryRun(answer: unknown): answer is InventoryDryRun {
  return typeof answer === 'object' && answer !== null && (answer as { dryRun?: unknown }).dryRun === true;
}

/** The audited party's id and, when the list populated it, its name. */
export function partyOf(audit: AuditDoc): { id: string; name: string | null } | null {
  const ref = audit.partner ?? audit.customer ?? audit.provider;
  if (ref === null) return null;
  if (typeof ref === 'string') return { id: ref, name: null };
  return { id: ref._id, name: typeof ref.name === 'string' ? ref.name : null };
}

/** An inventory audit's differences (its summary keeps them). */
export function differencesOf(audit: AuditDoc): CountDifference[] {
  const differences = (audit.summary as { differences?: unknown }).differences;
  return Array.isArray(differences) ? (differences as CountDifference[]) : [];
}

/** An inventory audit's theoretical warnings (an audit from before they were kept has none). */
export function warningsOf(audit: AuditDoc): CountWarning[] {
  const warnings = (audit.summary as { warnings?: unknown }).warnings;
  return Array.isArray(warnings) ? (warnings as CountWarning[]) : [];
}
