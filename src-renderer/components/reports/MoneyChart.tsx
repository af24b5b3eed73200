/**
 * A report's chart: bars (or lines) of money by a category (a month, a garage, a provider), each
 * series in its colour, values written with the i18n money format.
 */
import { BarChart, LineChart, type BarChartType } from '@mantine/charts';
import { Card } from '@mantine/core';
import { EmptyState } from '../EmptyState.js';
import { useI18n } from '../../i18n/i18n.js';
import { SectionTitle } from '../SectionTitle.js';
import { CategoryTick } from './CategoryTick.js';

export interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

interface MoneyChartProps {
  title: string;
  data: ReadonlyArray<Record<string, string | number>>;
  dataKey: string;
  series: readonly ChartSeries[];
  kind?: 'bar' | 'line';
  type?: BarChartType;
  /** Why there is nothing to chart, when every value is zero (an axis of 0 to 4 would say nothing). */
  emptyHint?: string;
  testId?: string;
}

export function MoneyChart({ title, data, dataKey, series, kind = 'bar', type = 'default', emptyHint, testId }: MoneyChartProps) {
  const { money, moneyShort, t } = useI18n();
  const flat = data.every((row) => series.every((s) => !row[s.name]));
  const common = {
    h: 260,
    data: data as Array<Record<string, string | number>>,
    dataKey,
    series: series.map((s) => ({ ...s })),
    valueFormatter: (value: number) => money(value),
    withLegend: true,
    legendProps: { verticalAlign: 'bottom' as const, height: 40 },
    gridAxis: 'y' as const,
    tickLine: 'y' as const,
    // Axis ticks short (`$ 60 M`): a full amount wraps its symbol onto a line of its own. A percent chart keeps Mantine's percent ticks.
    yAxisProps: type === 'percent' ? { width: 60 } : { width: 72, tickFormatter: (value: number) => moneyShort(value) },
  };
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <SectionTitle size="h5" mb="sm">
        {title}
      </SectionTitle>
      {flat ? (
        <EmptyState title={t('chart.empty')} hint={emptyHint ?? t('chart.emptyHint')} />
      ) : kind === 'line' ? (
        <LineChart {...common} curveType="monotone" lineProps={{ isAnimationActive: false }} />
      ) : (
        <BarChart {...common} type={type} barProps={{ isAnimationActive: false }} xAxisProps={{ interval: 0, height: 44, tick: <CategoryTick /> }} />
      )}
    </Card>
  );
}
