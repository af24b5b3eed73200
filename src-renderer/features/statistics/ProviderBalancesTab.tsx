/**
 * Provider balances (`GET /statistics/provider-balances`, domain §6): what the company owes each
 * provider (Σ FC + Σ ND − Σ NC − Σ payments), the largest in a chart, every provider in a paged
 * table by name; a row opens the movements behind its balance.
 */
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import type { ProviderBalanceRow } from '../../../src-shared/documents/finance.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { DataTable, tableHeight, type Column } from '../../components/DataTable.js';
import { EmptyState } from '../../components/EmptyState.js';
import { ExportButton } from '../../components/ExportButton.js';
import { useI18n } from '../../i18n/i18n.js';
import { keyedPage, type Keyed } from '../../components/documents/finance.js';
import { largestBalances } from './documents.js';
import { Money } from '../../components/reports/Money.js';
import { MoneyChart } from '../../components/reports/MoneyChart.js';
import { ReportError, ReportState } from '../../components/reports/ReportState.js';
import { useReportPages } from '../../components/reports/useReportPages.js';
import { rowCount } from '../../components/rowCount.js';

const CHART_BARS = 10;

function LargestBalances() {
  const { t } = useI18n();
  const api = useApi();
  const report = useIpcQuery(['*'], ['statistics', 'providerBalances', 'chart'], async () => await api.statistics.providerBalances({ limit: MAX_LIMIT }));
  return (
    <ReportState {...report}>
      {(page) => {
        const largest = largestBalances(page.docs, CHART_BARS);
        return (
          <Stack gap={4}>
            <MoneyChart
              title={t('statistics.providers.chart', { count: CHART_BARS })}
              data={largest.map((r) => ({ name: r.provider.name, balance: r.balance, paid: r.paid }))}
              dataKey="name"
              series={[
                { name: 'balance', label: t('statistics.col.providerBalance'), color: 'orange.6' },
                { name: 'paid', label: t('statistics.col.providerPaid'), color: 'teal.6' },
              ]}
              emptyHint={t('statistics.providers.flat')}
              testId="providers-chart"
            />
            {page.total > page.docs.length && (
              <Text size="xs" c="dimmed">
                {t('statistics.providers.chartOf', { shown: page.docs.length, total: page.total })}
              </Text>
            )}
          </Stack>
        );
      }}
    </ReportState>
  );
}

export function ProviderBalancesTab() {
  const { t } = useI18n();
  const api = useApi();
  const [, navigate] = useLocation();
  const list = useReportPages('provider-balances', async (page, limit) => keyedPage(await api.statistics.providerBalances({ page, limit }), (r) => r.provider._id));
  const rowAt = useCallback((i: number) => list.rowAt(i), [list]);
  const columns: Column<Keyed<ProviderBalanceRow>>[] = [
    {
      key: 'name',
      header: t('statistics.col.provider'),
      width: '2fr',
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{r.provider.name}</Text>
          {!r.provider.status && (
            <Badge size="xs" color="gray">
              {t('common.disabled')}
            </Badge>
          )}
        </Group>
      ),
      exportAs: { kind: 'text', field: 'provider.name' },
    },
    { key: 'invoiced', header: t('statistics.col.invoiced'), width: '140px', align: 'right', render: (r) => <Money value={r.invoiced} />, exportAs: { kind: 'money', field: 'invoiced' } },
    { key: 'debitNotes', header: t('statistics.col.debitNotes'), width: '140px', align: 'right', render: (r) => <Money value={r.debitNotes} />, exportAs: { kind: 'money', field: 'debitNotes' } },
    { key: 'creditNotes', header: t('statistics.col.creditNotes'), width: '140px', align: 'right', render: (r) => <Money value={r.creditNotes} />, exportAs: { kind: 'money', field: 'creditNotes' } },
    { key: 'paid', header: t('statistics.col.providerPaid'), width: '140px', align: 'right', render: (r) => <Money value={r.paid} testId="row-paid" />, exportAs: { kind: 'money', field: 'paid' } },
    {
      key: 'balance',
      header: t('statistics.col.providerBalance'),
      width: '150px',
      align: 'right',
      render: (r) => <Money value={r.balance} strong testId="row-balance" />,
      exportAs: { kind: 'money', field: 'balance' },
    },
  ];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('statistics.providers.hint')}
      </Text>
      <LargestBalances />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {rowCount(t, list)}
        </Text>
        <ExportButton source={{ kind: 'server', call: 'statistics.providerBalances', input: { limit: MAX_LIMIT } }} columns={columns} title={t('statistics.tab.providers')} total={list.total} />
      </Group>
      {list.error !== null && <ReportError error={list.error} onRetry={list.retry} />}
      <DataTable
        columns={columns}
        total={list.total}
        rowAt={rowAt}
        rowKey={(r) => r._id}
        onOpen={(r) => navigate(`/provider-balances/${r._id}`)}
        onRange={list.showRange}
        empty={
          list.loading || list.error !== null ? null : (
            <EmptyState
              title={t('statistics.providers.empty')}
              hint={t('statistics.providers.emptyHint')}
              action={{ label: t('statistics.providers.toProviders'), onClick: () => navigate('~/providers') }}
            />
          )
        }
        height={tableHeight(list.total, 480)}
        testId="provider-balances-table"
      />
    </Stack>
  );
}
