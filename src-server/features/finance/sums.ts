/**
 * SQL helpers for money figures: sums run on the integer `*_cents` columns (exact on both
 * databases). Months and days are the business's: see features/settings/business-day.ts.
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
