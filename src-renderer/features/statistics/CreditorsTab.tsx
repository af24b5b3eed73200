/**
 * Creditors (`GET /statistics/creditors`, domain §6): customers whose account balance is positive
 * and partners whose balance is positive, largest debt first, with what each group owes in all.
 */
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconUsers } from '@tabler/icons-react';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useI18n } from '../../i18n/i18n.js';
import { StatCard } from '../../components/reports/StatCard.js';
import { CreditorCustomers, CreditorPartners } from './CreditorTables.js';
import { MoneyChart } from '../../components/reports/MoneyChart.js';
import { ReportState } from '../../components/reports/ReportState.js';

const CHART_BARS = 8;

export function CreditorsTab() {
  const { t, money } = useI18n();
  const api = useApi();
  // The first page of each list, largest debts first: the figures and the chart.
  const report = useIpcQuery(['*'], ['statistics', 'creditors', 'top'], async () => await api.statistics.creditors({ limit: CHART_BARS }));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('statistics.creditors.hint')}
      </Text>
      <ReportState {...report}>
        {(data) => (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <StatCard
                label={t('statistics.creditors.customers')}
                value={money(data.totals.customers)}
                hint={t('statistics.creditors.count', { count: data.customers.total })}
                icon={<IconBuildingStore size={22} />}
                color="orange"
                testId="creditors-customers-total"
              />
              <StatCard
                label={t('statistics.creditors.partners')}
                value={money(data.totals.partners)}
                hint={t('statistics.creditors.count', { count: data.partners.total })}
                icon={<IconUsers size={22} />}
                color="grape"
                testId="creditors-partners-total"
              />
            </SimpleGrid>
            <MoneyChart
              title={t('statistics.creditors.chart')}
              data={[
                ...data.customers.docs.map((c) => ({ name: c.customer.name ?? '—', customer: c.balance, partner: 0 })),
                ...data.partners.docs.map((p) => ({ name: p.partner.name ?? '—', customer: 0, partner: p.balance })),
              ]}
              dataKey="name"
              type="stacked"
              series={[
                { name: 'customer', label: t('statistics.creditors.customer'), color: 'orange.6' },
                { name: 'partner', label: t('statistics.creditors.partner'), color: 'grape.6' },
              ]}
              emptyHint={t('statistics.creditors.flat')}
              testId="creditors-chart"
            />
          </Stack>
        )}
      </ReportState>
      <CreditorCustomers />
      <CreditorPartners />
    </Stack>
  );
}
