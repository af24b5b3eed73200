/**
 * `/my-finances` (AV, `GET /statistics/my-finances`, domain §6): the partner's own balance with
 * the company, its months (sales, what it owes for them, what it collected or was paid) and the
 * movements behind the balance (`GET /finance/partner/{self}`).
 */
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useSignedIn } from '../../app/session.js';
import { PageHeader } from '../../components/EmptyState.js';
import { useI18n } from '../../i18n/i18n.js';
import { MoneyChart } from '../../components/reports/MoneyChart.js';
import { MonthTable } from '../../components/reports/MonthTable.js';
import { NO_PERIOD, periodQuery, type MonthPeriod } from '../../components/reports/months.js';
import { PARTNER_MONTH_COLUMNS, partnerMonthData, partnerMonthSeries } from '../../components/reports/partnerMonths.js';
import { PeriodFilter } from '../../components/reports/PeriodFilter.js';
import { ReportState } from '../../components/reports/ReportState.js';
import { PartnerFigures } from './PartnerFigures.js';
import { PartnerMovements } from './PartnerMovements.js';

function MyMovements({ id }: { id: string }) {
  const { t } = useI18n();
  const api = useApi();
  const query = useIpcQuery(['*'], ['finance', 'partner', id], async () => await api.finance.partner({ id }));
  return <ReportState {...query}>{(finance) => <PartnerMovements movements={finance.movements} emptyHint={t('finance.my.movementsEmptyHint')} />}</ReportState>;
}

export function MyFinancesScreen() {
  const { t, locale } = useI18n();
  const api = useApi();
  const { user } = useSignedIn();
  const [period, setPeriod] = useState<MonthPeriod>(NO_PERIOD);
  const query = periodQuery(period);
  const report = useIpcQuery(['*'], ['statistics', 'myFinances', query], async () => await api.statistics.myFinances(query), {
    placeholderData: (previous) => previous,
  });
  return (
    <Stack gap="md">
      <PageHeader title={t('nav.myFinances')} />
      <ReportState {...report}>
        {(mine) => (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('finance.my.hint', { name: mine.partner.name })}
            </Text>
            <PartnerFigures figures={mine} />
            <PeriodFilter value={period} onChange={setPeriod} />
            <MoneyChart
              title={t('finance.my.chart')}
              data={partnerMonthData(mine.months, locale)}
              dataKey="label"
              series={partnerMonthSeries(t)}
              emptyHint={t('finance.my.chartFlat')}
              testId="my-months-chart"
            />
            <MonthTable
              rows={mine.months}
              totals={mine.totals}
              columns={PARTNER_MONTH_COLUMNS}
              testId="my-months"
              exported={{ source: { kind: 'server', call: 'statistics.myFinances', input: query, rows: 'months' }, title: t('nav.myFinances') }}
            />
          </Stack>
        )}
      </ReportState>
      <MyMovements id={user._id} />
    </Stack>
  );
}
