/**
 * Partner history (`GET /statistics/partner-history`, domain §6): per partner per month, its
 * delivered orders, what it owes for them, what it keeps, and the money it collected or was paid.
 * Every partner side by side, or one partner (`?partner=` keeps the choice in the address).
 */
import { Select, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useApi, useIpcQuery } from '../../app/api.js';
import { EmptyState } from '../../components/EmptyState.js';
import { useI18n } from '../../i18n/i18n.js';
import { usePartners } from '../../components/references/sales.js';
import { MoneyChart } from '../../components/reports/MoneyChart.js';
import { MonthTable } from '../../components/reports/MonthTable.js';
import { monthLabel, NO_PERIOD, periodQuery, type MonthPeriod } from '../../components/reports/months.js';
import { PARTNER_MONTH_COLUMNS, partnerMonthData, partnerMonthSeries } from '../../components/reports/partnerMonths.js';
import { PartnerTotals } from './PartnerTotals.js';
import { PeriodFilter } from '../../components/reports/PeriodFilter.js';
import { ReportState } from '../../components/reports/ReportState.js';
import type { PartnerHistory } from '../../../src-shared/documents/statistics.js';

const PARTNER_COLORS = ['blue.6', 'grape.6', 'teal.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.6', 'indigo.6', 'red.6', 'yellow.6'];

/** Every partner's sales by month, one series each. */
function SalesByPartner({ history }: { history: PartnerHistory }) {
  const { t, locale } = useI18n();
  const months = history.partners[0]?.months.map((m) => m.month) ?? [];
  const data = months.map((month) => ({
    label: monthLabel(month, locale),
    ...Object.fromEntries(history.partners.map((p) => [p.partner._id, p.months.find((m) => m.month === month)?.sales ?? 0])),
  }));
  const series = history.partners.map((p, i) => ({ name: p.partner._id, label: p.partner.name ?? '—', color: PARTNER_COLORS[i % PARTNER_COLORS.length] ?? 'blue.6' }));
  return (
    <MoneyChart title={t('statistics.partners.salesChart')} data={data} dataKey="label" series={series} type="stacked" emptyHint={t('statistics.partners.flat')} testId="partners-history-chart" />
  );
}

export function PartnerHistoryTab() {
  const { t, locale } = useI18n();
  const api = useApi();
  const partners = usePartners();
  const [search, setSearch] = useSearchParams();
  const partner = search.get('partner');
  const [period, setPeriod] = useState<MonthPeriod>(NO_PERIOD);
  const query = { ...periodQuery(period), ...(partner ? { partner } : {}) };
  const report = useIpcQuery(['*'], ['statistics', 'partnerHistory', query], async () => await api.statistics.partnerHistory(query), {
    placeholderData: (previous) => previous,
  });
  const choose = (id: string | null) => setSearch(id ? { partner: id } : {});
  const pickerRef = useRef<HTMLInputElement>(null);
  useHotkeys([['mod+K', () => pickerRef.current?.focus()]]);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('statistics.partners.hint')}
      </Text>
      <Select
        ref={pickerRef}
        label={t('finance.partner')}
        placeholder={t('statistics.partners.all')}
        description={t('statistics.partners.pickHint')}
        data={partners.map((p) => ({ value: p._id, label: p.name }))}
        value={partner}
        onChange={choose}
        clearable
        searchable
        w={280}
      />
      <PeriodFilter value={period} onChange={setPeriod} />
      <ReportState {...report}>
        {(history) => {
          const one = partner ? history.partners.find((p) => p.partner._id === partner) : undefined;
          if (one) {
            return (
              <Stack gap="md">
                <MoneyChart
                  title={t('statistics.partners.oneChart', { name: one.partner.name ?? '—' })}
                  data={partnerMonthData(one.months, locale)}
                  dataKey="label"
                  series={partnerMonthSeries(t)}
                  emptyHint={t('statistics.partners.flat')}
                  testId="partner-history-chart"
                />
                <MonthTable
                  rows={one.months}
                  totals={one.totals}
                  columns={PARTNER_MONTH_COLUMNS}
                  testId="partner-history-table"
                  exported={{
                    source: { kind: 'server', call: 'statistics.partnerHistory', input: query, rows: 'partners.0.months' },
                    title: `${t('statistics.tab.partners')} · ${one.partner.name ?? '—'}`,
                  }}
                />
              </Stack>
            );
          }
          if (history.partners.length === 0) return <EmptyState title={t('statistics.partners.empty')} hint={t('statistics.partners.emptyHint')} />;
          return (
            <Stack gap="md">
              <SalesByPartner history={history} />
              <PartnerTotals
                history={history}
                onOpen={choose}
                exported={{ source: { kind: 'server', call: 'statistics.partnerHistory', input: query, rows: 'partners' }, title: t('statistics.tab.partners') }}
              />
            </Stack>
          );
        }}
      </ReportState>
    </Stack>
  );
}
