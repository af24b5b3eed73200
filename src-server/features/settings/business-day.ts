/**
 * The business day in queries (domain §2): the zone comes from the business settings, and days and
 * months become ranges of stored UTC instants computed here, in TypeScript, so SQLite and
 * PostgreSQL cut them alike with plain text comparisons — no date function of either database.
 */
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import { addDays, dayOfDate, monthRange, periodBounds, startOfDay, type DayKey, type MonthKey } from '../../../src-shared/business-day.js';
import type { AnyReader, DocQuery } from '../../db/documents.js';
import { businessSettings } from './service.js';

/** The zone the business's days and months are cut in. */
export async function businessZone(db: AnyReader): Promise<string> {
  return (await businessSettings(db)).timeZone;
}

/** A list's `fromDate`/`toDate` as inclusive bounds on a column of instants (`created_at`). */
export function instantsBetween<Q extends DocQuery>(query: Q, column: string, fromDate: string | undefined, toDate: string | undefined, zone: string): Q {
  const { from, to } = periodBounds(fromDate, toDate, zone);
  let out = query;
  if (from) out = out.where(column, '>=', from) as Q;
  if (to) out = out.where(column, '<=', to) as Q;
  return out;
}

type AnyEb = ExpressionBuilder<Record<string, Record<string, unknown>>, string>;
const DAY_LENGTH = 10;

/**
 * A column of dates that may hold a day (`2026-11-30`) or an instant in UTC (a roadmap's or a
 * delivery's `date`): a day compares as a day, an instant by the range of the business day.
 */
function dateOnOrAfter(eb: AnyEb, column: string, day: DayKey, zone: string) {
  const length = sql<number>`length(${sql.ref(column)})`;
  return eb.or([eb.and([eb(length, '=', DAY_LENGTH), eb(column, '>=', day)]), eb.and([eb(length, '>', DAY_LENGTH), eb(column, '>=', startOfDay(day, zone))])]);
}

function dateOnOrBefore(eb: AnyEb, column: string, day: DayKey, zone: string) {
  const length = sql<number>`length(${sql.ref(column)})`;
  return eb.or([eb.and([eb(length, '=', DAY_LENGTH), eb(column, '<=', day)]), eb.and([eb(length, '>', DAY_LENGTH), eb(column, '<', startOfDay(addDays(day, 1), zone))])]);
}

/** Rows whose date falls on business days from `fromDate` to `toDate` (each optional, a day or a date-time). */
export function datesBetween<Q extends DocQuery>(query: Q, column: string, fromDate: string | undefined, toDate: string | undefined, zone: string): Q {
  let out = query;
  if (fromDate) out = out.where((eb) => dateOnOrAfter(eb as unknown as AnyEb, column, dayOfDate(fromDate, zone), zone)) as Q;
  if (toDate) out = out.where((eb) => dateOnOrBefore(eb as unknown as AnyEb, column, dayOfDate(toDate, zone), zone)) as Q;
  return out;
}

/**
 * The business month of an instant column, as SQL: one `case` over the months' instant ranges,
 * written as literals (ISO text and `YYYY-MM` we made ourselves), so a `group by` on it is the same
 * expression on PostgreSQL as in the select. Rows outside every month are null.
 */
export function monthOf(column: string, months: readonly MonthKey[], zone: string): RawBuilder<string | null> {
  if (months.length === 0) return sql<null>`null`;
  const ref = sql.ref(column);
  const whens = months.map((month) => {
    const { from, to } = monthRange(month, zone);
    return sql`when ${ref} >= ${sql.lit(from)} and ${ref} < ${sql.lit(to)} then ${sql.lit(month)}`;
  });
  return sql<string | null>`case ${sql.join(whens, sql` `)} end`;
}
