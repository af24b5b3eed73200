/** Report periods by month (domain §6 statistics): months are `YYYY-MM`, ISO times compare as text. */
import { periodBounds } from '../money/sums.js';

/** When a report is asked without a start: the twelve months up to the current one. */
const DEFAULT_MONTHS = 12;

export interface ReportPeriod {
  from: string;
  to: string;
  months: string[];
}

function monthStart(year: number, monthIndex: number): Date {
  return new Date(Date.UTC(year, monthIndex, 1));
}

/** Every month from the one holding `from` to the one holding `to`, in order. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const end = to.slice(0, 7);
  let at = monthStart(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1);
  for (let key = at.toISOString().slice(0, 7); key <= end; key = at.toISOString().slice(0, 7)) {
    months.push(key);
    at = monthStart(at.getUTCFullYear(), at.getUTCMonth() + 1);
  }
  return months;
}

export function reportPeriod(query: { fromDate?: string | undefined; toDate?: string | undefined }, now: Date): ReportPeriod {
  const bounds = periodBounds(query.fromDate, query.toDate);
  const to = bounds.to ?? now.toISOString();
  const end = new Date(to);
  const from = bounds.from ?? monthStart(end.getUTCFullYear(), end.getUTCMonth() - (DEFAULT_MONTHS - 1)).toISOString();
  return { from, to, months: monthsBetween(from, to) };
}

/** `[start, end)` of the month holding `now`, as ISO text bounds. */
export function monthRange(now: Date): { month: string; start: string; end: string } {
  const start = monthStart(now.getUTCFullYear(), now.getUTCMonth());
  const end = monthStart(now.getUTCFullYear(), now.getUTCMonth() + 1);
  return { month: start.toISOString().slice(0, 7), start: start.toISOString(), end: end.toISOString() };
}
