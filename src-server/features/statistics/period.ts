/**
 * Report periods by month (domain §6 statistics): months are the business's (`YYYY-MM`, cut at
 * local midnight in its zone, src-shared/business-day.ts); bounds are stored-instant text.
 */
import { AppError } from '../../../src-shared/errors.js';
import { REPORT_MONTHS_MAX } from '../../../src-shared/limits.js';
import type { ErrorText } from '../../../src-shared/error-keys/index.js';
import { contract } from '../../../src-shared/schemas/messages.js';
import { addMonths, localMonth, monthRange, monthsBetween, periodBounds, type MonthKey } from '../../../src-shared/business-day.js';

function refuse(text: ErrorText): never {
  throw AppError.invalid('fromDate', text);
}

/** When a report is asked without a start: the twelve months up to the current one. */
const DEFAULT_MONTHS = 12;

export interface ReportPeriod {
  from: string;
  to: string;
  months: MonthKey[];
  /** The zone the months are cut in. */
  zone: string;
}

export function reportPeriod(query: { fromDate?: string | undefined; toDate?: string | undefined }, now: Date, zone: string): ReportPeriod {
  const bounds = periodBounds(query.fromDate, query.toDate, zone);
  const to = bounds.to ?? now.toISOString();
  const from = bounds.from ?? monthRange(addMonths(localMonth(to, zone), -(DEFAULT_MONTHS - 1)), zone).from;
  const months = monthsBetween(localMonth(from, zone), localMonth(to, zone));
  // A report has a row and a query range per month: none is no report, and centuries of them held
  // the server for half a minute.
  if (months.length === 0) refuse(contract.periodAfterEnd('fromDate'));
  if (months.length > REPORT_MONTHS_MAX) refuse(contract.periodMonths('fromDate', REPORT_MONTHS_MAX));
  return { from, to, months, zone };
}

/** `[start, end)` of the business month holding `now`, as stored-instant bounds. */
export function currentMonth(now: Date, zone: string): { month: MonthKey; start: string; end: string } {
  const month = localMonth(now, zone);
  const { from, to } = monthRange(month, zone);
  return { month, start: from, end: to };
}
