/** How a partner's months are shown (partner history, my finances): the table's columns and the chart's series. */
import type { PartnerMonth } from '../../../src-shared/documents/statistics.js';
import type { Translate } from '../../i18n/i18n.js';
import type { ChartSeries } from './MoneyChart.js';
import type { MonthColumn } from './MonthTable.js';
import type { Locale } from '../../../src-shared/constants/locales.js';
import { monthLabel } from './months.js';

type PartnerMonthField = Exclude<keyof PartnerMonth, 'month'>;

export const PARTNER_MONTH_COLUMNS: ReadonlyArray<MonthColumn<PartnerMonthField>> = [
  { key: 'orders', label: 'statistics.col.orders', count: true },
  { key: 'sales', label: 'statistics.col.sales' },
  { key: 'toPay', label: 'statistics.col.toPay' },
  { key: 'profit', label: 'statistics.col.profit' },
  { key: 'collected', label: 'statistics.col.collected' },
  { key: 'paid', label: 'statistics.col.paid' },
];

const SERIES: ReadonlyArray<{ name: PartnerMonthField; color: string }> = [
  { name: 'sales', color: 'blue.6' },
  { name: 'toPay', color: 'indigo.4' },
  { name: 'collected', color: 'teal.6' },
  { name: 'paid', color: 'orange.6' },
];

export function partnerMonthSeries(t: Translate): ChartSeries[] {
  return SERIES.map((s) => ({ ...s, label: t(`statistics.col.${s.name}`) }));
}

/** A partner's months as chart rows, labelled for the locale. */
export function partnerMonthData(months: readonly PartnerMonth[], locale: Locale): Array<Record<string, string | number>> {
  return months.map((m) => ({ ...m, label: monthLabel(m.month, locale) }));
}
