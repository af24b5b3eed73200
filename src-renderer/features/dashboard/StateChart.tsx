/** Documents by state as a bar chart (each bar in its state's colour), every state shown even at zero so each keeps its place. */
import { BarChart } from '@mantine/charts';
import { Card, Text, Title } from '@mantine/core';

export interface StateCount {
  key: string;
  label: string;
  count: number;
  color: string;
}

export function StateChart({ title, counts, seriesLabel, testId }: { title: string; counts: readonly StateCount[]; seriesLabel: string; testId?: string }) {
  const data = counts.map((c) => ({ state: c.label, count: c.count, color: c.color }));
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      <BarChart
        h={240}
        data={data}
        dataKey="state"
        series={[{ name: 'count', label: seriesLabel, color: 'blue.6' }]}
        barProps={{ isAnimationActive: false }}
        withBarValueLabel
        tickLine="y"
        gridAxis="y"
        yAxisProps={{ allowDecimals: false }}
      />
      <Text size="xs" c="dimmed" mt="xs">
        {counts.map((c) => `${c.label}: ${c.count}`).join(' · ')}
      </Text>
    </Card>
  );
}
