/**
 * Report months (`YYYY-MM`, domain §6 statistics) as people read them, and the period a report is
 * asked for: whole months, from the first day of the first to the last day of the last.
 */
import dayjs from 'dayjs';
import type { Locale } from '../../../src-shared/constants/locales.js';

/** `2026-05` → "may 2026" (es-AR) or "May 2026" (en). */
export function monthLabel(month: string, locale: Locale, format = 'MMM YYYY'): string {
  return dayjs(`${month}-01`)
    .locale(locale === 'en' ? 'en' : 'es')
    .format(format);
}

/** A period of whole months; null ends are left to the server (the last twelve months up to now). */
export interface MonthPeriod {
  from: string | null;
  to: string | null;
}

export const NO_PERIOD: MonthPeriod = { from: null, to: null };

/** The report query of a period: `fromDate` the first day of its first month, `toDate` the last day of its last. */
export function periodQuery(period: MonthPeriod): { fromDate?: string; toDate?: string } {
  const query: { fromDate?: string; toDate?: string } = {};
  if (period.from) query.fromDate = dayjs(period.from).startOf('month').format('YYYY-MM-DD');
  if (period.to) query.toDate = dayjs(period.to).endOf('month').format('YYYY-MM-DD');
  return query;
}
