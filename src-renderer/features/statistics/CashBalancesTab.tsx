/**
 * Cash balances (`GET /statistics/cash-balances`, domain §6): the cash held per garage and payment
 * method, as a chart and the cash book's balances table (the same answer, read once).
 */
import { Stack, Text } from '@mantine/core';
import { PAYMENT_METHODS } from '../../../src-shared/constants/money-flows.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useI18n } from '../../i18n/i18n.js';
import { CashBalances } from '../../components/reports/CashBalances.js';
import { MoneyChart } from '../../components/reports/MoneyChart.js';
import { ReportState } from '../../components/reports/ReportState.js';

const METHOD_COLOR = { CASH: 'green.6', BANK: 'blue.6', DEFAULT: 'gray.5' } as const;

export function CashBalancesTab() {
  const { t } = useI18n();
  const api = useApi();
  // The same query the cash book's balances table reads, so both show one answer.
  const report = useIpcQuery(['*'], ['statistics', 'cashBalances'], async () => await api.statistics.cashBalances({}));
  return (
    <ReportState {...report}>
      {(data) => {
        const rows = data.garages.map((g) => ({
          garage: g.garage ? (g.garage.name ?? t('money.balances.unlisted')) : t('money.balances.noGarage'),
          ...Object.fromEntries(PAYMENT_METHODS.map((m) => [m, g.methods[m].balance])),
        }));
        return (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('statistics.cash.hint')}
            </Text>
            <MoneyChart
              title={t('statistics.cash.chart')}
              data={rows}
              dataKey="garage"
              type="stacked"
              series={PAYMENT_METHODS.map((m) => ({ name: m, label: t(`money.method.${m}`), color: METHOD_COLOR[m] }))}
              emptyHint={t('statistics.cash.flat')}
              testId="cash-chart"
            />
            <CashBalances />
          </Stack>
        );
      }}
    </ReportState>
  );
}
