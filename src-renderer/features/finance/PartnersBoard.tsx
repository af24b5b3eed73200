/**
 * `/partners` (domain §6): every partner with its balance and the sums it comes from, a chart of
 * the balances, and a paged table; a row opens the partner's movements.
 */
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import type { PartnerRow } from '../../../src-shared/documents/finance.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { DataTable, tableHeight, type Column } from '../../components/DataTable.js';
import { EmptyState, PageHeader } from '../../components/EmptyState.js';
import { ExportButton } from '../../components/ExportButton.js';
import { useI18n } from '../../i18n/i18n.js';
import { Money } from '../../components/reports/Money.js';
import { MoneyChart } from '../../components/reports/MoneyChart.js';
import { ReportError, ReportState } from '../../components/reports/ReportState.js';
import { useReportPages } from '../../components/reports/useReportPages.js';
import { keyedPage, partnerStanding, STANDING_COLOR, type Keyed } from '../../components/documents/finance.js';
import { rowCount } from '../../components/rowCount.js';

function BalancesChart() {
  const { t } = useI18n();
  const api = useApi();
  // The chart reads the first page at the largest size: partners are a handful of sales agents.
  const query = useIpcQuery(['*'], ['finance', 'partners', 'chart'], async () => await api.finance.partners({ limit: MAX_LIMIT }));
  return (
    <ReportState {...query}>
      {(page) => (
        <MoneyChart
          title={t('finance.chart.balances')}
          dataKey="name"
          data={page.docs.map((r) => ({ name: r.partner.name, toPay: r.toPay, collected: r.collected, balance: r.balance }))}
          series={[
            { name: 'toPay', label: t('finance.figure.toPay'), color: 'blue.6' },
            { name: 'collected', label: t('finance.figure.collected'), color: 'teal.6' },
            { name: 'balance', label: t('finance.figure.balance'), color: 'grape.6' },
          ]}
          emptyHint={t('finance.chart.flat')}
          testId="partners-chart"
        />
      )}
    </ReportState>
  );
}

export function PartnersBoard() {
  const { t } = useI18n();
  const api = useApi();
  const [, navigate] = useLocation();
  const list = useReportPages('finance.partners', async (page, limit) => keyedPage(await api.finance.partners({ page, limit }), (r) => r.partner._id));
  const rowAt = useCallback((i: number) => list.rowAt(i), [list]);
  const columns: Column<Keyed<PartnerRow>>[] = [
    {
      key: 'name',
      header: t('finance.partner'),
      width: '2fr',
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{r.partner.name}</Text>
          <Text size="xs" c="dimmed">
            @{r.partner.username}
          </Text>
          {!r.partner.status && (
            <Badge size="xs" color="gray">
              {t('common.disabled')}
            </Badge>
          )}
        </Group>
      ),
      exportAs: { kind: 'text', field: 'partner.name' },
    },
    { key: 'toPay', header: t('finance.figure.toPay'), width: '150px', align: 'right', render: (r) => <Money value={r.toPay} testId="row-toPay" />, exportAs: { kind: 'money', field: 'toPay' } },
    {
      key: 'collected',
      header: t('finance.figure.collected'),
      width: '150px',
      align: 'right',
      render: (r) => <Money value={r.collected} testId="row-collected" />,
      exportAs: { kind: 'money', field: 'collected' },
    },
    { key: 'paid', header: t('finance.figure.paid'), width: '150px', align: 'right', render: (r) => <Money value={r.paid} testId="row-paid" />, exportAs: { kind: 'money', field: 'paid' } },
    {
      key: 'balance',
      header: t('finance.figure.balance'),
      width: '150px',
      align: 'right',
      render: (r) => <Money value={r.balance} strong testId="row-balance" />,
      exportAs: { kind: 'money', field: 'balance' },
    },
    {
      key: 'standing',
      header: t('finance.standing'),
      width: '190px',
      render: (r) => (
        <Badge color={STANDING_COLOR[partnerStanding(r.balance)]} variant="light">
          {t(`finance.standing.${partnerStanding(r.balance)}`)}
        </Badge>
      ),
      exportAs: { kind: 'text', derived: 'balanceSign', labels: { positive: t('finance.standing.owes'), negative: t('finance.standing.owed'), zero: t('finance.standing.even') } },
    },
  ];
  return (
    <Stack gap="sm">
      <PageHeader
        title={t('nav.partners')}
        actions={<ExportButton source={{ kind: 'server', call: 'finance.partners', input: { limit: MAX_LIMIT } }} columns={columns} title={t('nav.partners')} total={list.total} />}
      />
      <Text size="sm" c="dimmed">
        {t('finance.partners.hint')}
      </Text>
      <BalancesChart />
      <Text size="xs" c="dimmed">
        {rowCount(t, list)}
      </Text>
      <DataTable
        columns={columns}
        total={list.total}
        rowAt={rowAt}
        rowKey={(r) => r._id}
        onOpen={(r) => navigate(`/${r._id}`)}
        onRange={list.showRange}
        empty={
          list.loading || list.error !== null ? null : (
            <EmptyState title={t('finance.partners.empty')} hint={t('finance.partners.emptyHint')} action={{ label: t('finance.partners.toUsers'), onClick: () => navigate('~/admin') }} />
          )
        }
        height={tableHeight(list.total, 480)}
        testId="partners-table"
      />
      {list.error !== null && <ReportError error={list.error} onRetry={list.retry} />}
    </Stack>
  );
}
