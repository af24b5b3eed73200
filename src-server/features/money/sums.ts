/**
 * SQL helpers for money figures: sums run on the integer `*_cents` columns (exact on both
 * databases), months are the first 7 characters of the ISO times both databases store as text.
 */
import { sql, type RawBuilder } from 'kysely';
import { fromCents } from '../../../src-shared/money.js';

/** A cents sum as money. PostgreSQL answers sums of BIGINT as text, SQLite as a number. */
export function money(cents: unknown): number {
  return fromCents(centsOf(cents));
}

export function centsOf(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a whole number of cents: ${String(value)}`);
  return n;
}

/** `coalesce(sum(expr), 0)`: an empty group sums to 0, not null. */
export function sumOf(expression: string): RawBuilder<number | string> {
  return sql<number | string>`coalesce(sum(${sql.raw(expression)}), 0)`;
}

/** The sum of `column` over the rows where `condition` holds (a raw SQL condition on literals). */
export function sumWhere(condition: string, column: string): RawBuilder<number | string> {
  return sumOf(`case when ${condition} then ${column} else 0 end`);
}

/** `YYYY-MM` of an ISO time column; works alike on SQLite and PostgreSQL. */
export function monthOf(column: string): RawBuilder<string> {
  return sql<string>`substr(${sql.ref(column)}, 1, 7)`;
}

/** `YYYY-MM` of an ISO time. */
export function monthKey(iso: string): string {
  return iso.slice(0, 7);
}

/** Inclusive ISO bounds of a query period: a date-only end covers its whole day. */
export function periodBounds(fromDate: string | undefined, toDate: string | undefined): { from?: string; to?: string } {
  const bounds: { from?: string; to?: string } = {};
  if (fromDate) bounds.from = DATE_ONLY.test(fromDate) ? `${fromDate}T00:00:00.000Z` : new Date(fromDate).toISOString();
  if (toDate) bounds.to = DATE_ONLY.test(toDate) ? `${toDate}T23:59:59.999Z` : new Date(toDate).toISOString();
  return bounds;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
