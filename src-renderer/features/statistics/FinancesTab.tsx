/**
 * Finances by month (`GET /statistics/finances`, domain §6): sales of the orders delivered each
 * month and their parts, approved purchases, and cash in and out (transfers between garages left
 * out), as two charts and a table with the period's totals.
 */
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FinanceMonth } from '../../../src-shared/documents/statistics.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useI18n } from '../../i18n/i18n.js';
import { MoneyChart } from '../../components/reports/MoneyChart.js';
import { MonthTable, type MonthColumn } from '../../components/reports/MonthTable.js';
import { monthLabel, NO_PERIOD, periodQuery, type MonthPeriod } from '../../components/reports/months.js';
import { PeriodFilter } from '../../components/reports/PeriodFilter.js';
import { ReportState } from '../../components/reports/ReportState.js';

type FinanceField = Exclude<keyof FinanceMonth, 'month'>;

const COLUMNS: ReadonlyArray<MonthColumn<FinanceField>> = [
  { key: 'orders', label: 'statistics.col.orders', count: true },
  { key: 'sales', label: 'statistics.col.sales' },
  { key: 'cost', label: 'statistics.col.cost' },
  { key: 'contribution', label: 'statistics.col.contribution' },
  { key: 'logistic', label: 'statistics.col.logistic' },
  { key: 'toPay', label: 'statistics.col.toPay' },
  { key: 'profit', label: 'statistics.col.profit' },
  { key: 'buys', label: 'statistics.col.buys', count: true },
  { key: 'purchases', label: 'statistics.col.purchases' },
  { key: 'cashIn', label: 'statistics.col.cashIn' },
  { key: 'cashOut', label: 'statistics.col.cashOut' },
  { key: 'cashNet', label: 'statistics.col.cashNet' },
];

export function FinancesTab() {
  const { t, locale } = useI18n();
  const api = useApi();
  const [period, setPeriod] = useState<MonthPeriod>(NO_PERIOD);
  const query = periodQuery(period);
  const report = useIpcQuery(['*'], ['statistics', 'finances', query], async () => await api.statistics.finances(query), {
    placeholderData: (previous) => previous,
  });
  const series = (fields: ReadonlyArray<[FinanceField, string]>) => fields.map(([name, color]) => ({ name, color, label: t(`statistics.col.${name}`) }));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('statistics.finances.hint')}
      </Text>
      <PeriodFilter value={period} onChange={setPeriod} />
      <ReportState {...report}>
        {(data) => {
          const rows = data.months.map((m) => ({ ...m, label: monthLabel(m.month, locale) }));
          return (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, lg: 2 }}>
                <MoneyChart
                  title={t('statistics.finances.salesChart')}
                  data={rows}
                  dataKey="label"
                  series={series([
                    ['sales', 'blue.6'],
                    ['cost', 'gray.5'],
                    ['profit', 'teal.6'],
                  ])}
                  emptyHint={t('statistics.finances.flat')}
                  testId="finances-sales-chart"
                />
                <MoneyChart
                  title={t('statistics.finances.cashChart')}
                  data={rows}
                  dataKey="label"
                  series={series([
                    ['purchases', 'orange.6'],
                    ['cashIn', 'green.6'],
                    ['cashOut', 'red.6'],
                  ])}
                  emptyHint={t('statistics.finances.flat')}
                  testId="finances-cash-chart"
                />
              </SimpleGrid>
              <MonthTable
                rows={data.months}
                totals={data.totals}
                columns={COLUMNS}
                testId="finances-table"
                exported={{ source: { kind: 'server', call: 'statistics.finances', input: query, rows: 'months' }, title: t('statistics.tab.finances') }}
              />
            </Stack>
          );
        }}
      </ReportState>
    </Stack>
  );
}
