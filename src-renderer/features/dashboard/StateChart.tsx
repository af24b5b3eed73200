/** Documents by state as a bar chart (each bar in its state's colour), every state shown even at zero so each keeps its place. */
import { BarChart } from '@mantine/charts';
import { Card, Text } from '@mantine/core';
import { SectionTitle } from '../../components/SectionTitle.js';
import { EmptyState } from '../../components/EmptyState.js';
import { useI18n } from '../../i18n/i18n.js';

export interface StateCount {
  key: string;
  label: string;
  count: number;
  color: string;
}

export function StateChart({ title, counts, seriesLabel, testId }: { title: string; counts: readonly StateCount[]; seriesLabel: string; testId?: string }) {
  const { t, count } = useI18n();
  const data = counts.map((c) => ({ state: c.label, count: c.count, color: c.color }));
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <SectionTitle mb="sm">{title}</SectionTitle>
      {counts.every((c) => c.count === 0) ? (
        // No bars to draw: an axis of 0 to 4 would say nothing.
        <EmptyState title={t('chart.empty')} hint={t('chart.emptyHint')} />
      ) : (
        <BarChart
          h={240}
          data={data}
          dataKey="state"
          series={[{ name: 'count', label: seriesLabel, color: 'blue.6' }]}
          barProps={{ isAnimationActive: false }}
          withBarValueLabel
          tickLine="y"
          gridAxis="y"
          valueFormatter={count}
          yAxisProps={{ allowDecimals: false }}
        />
      )}
      <Text size="xs" c="dimmed" mt="xs">
        {counts.map((c) => `${c.label}: ${count(c.count)}`).join(' · ')}
      </Text>
    </Card>
  );
}
