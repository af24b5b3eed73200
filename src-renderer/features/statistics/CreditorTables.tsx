/** The two creditor lists, paged: customers owing on their accounts, and partners owing the company. */
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { Link, useLocation } from 'wouter';
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import type { CreditorCustomer, CreditorPartner } from '../../../src-shared/documents/statistics.js';
import { useApi } from '../../app/api.js';
import { DataTable, tableHeight, type Column } from '../../components/DataTable.js';
import { EmptyState } from '../../components/EmptyState.js';
import { ExportButton } from '../../components/ExportButton.js';
import { useI18n } from '../../i18n/i18n.js';
import { keyedPage, type Keyed } from '../../components/documents/finance.js';
import { useUserNames } from '../../components/references/sales.js';
import { Money } from '../../components/reports/Money.js';
import { ReportError } from '../../components/reports/ReportState.js';
import { stopRowOpen, useReportPages, type ReportPages } from '../../components/reports/useReportPages.js';
import { rowCount } from '../../components/rowCount.js';
import { SectionTitle } from '../../components/SectionTitle.js';

interface CreditorListProps<T> {
  title: string;
  list: ReportPages<Keyed<T>>;
  columns: Column<Keyed<T>>[];
  empty: string;
  onOpen: (row: Keyed<T>) => void;
  testId: string;
  /** Where the creditors report keeps this list's rows. */
  rows: 'customers' | 'partners';
}

function CreditorList<T>({ title, list, columns, empty, onOpen, testId, rows }: CreditorListProps<T>) {
  const { t } = useI18n();
  const rowAt = useCallback((i: number) => list.rowAt(i), [list]);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <SectionTitle size="h5">{title}</SectionTitle>
        <Group gap="sm">
          <Text size="xs" c="dimmed">
            {rowCount(t, list)}
          </Text>
          <ExportButton source={{ kind: 'server', call: 'statistics.creditors', input: { limit: MAX_LIMIT }, rows }} columns={columns} title={title} total={list.total} />
        </Group>
      </Group>
      {list.error !== null && <ReportError error={list.error} onRetry={list.retry} />}
      <DataTable
        columns={columns}
        total={list.total}
        rowAt={rowAt}
        rowKey={(r) => r._id}
        onOpen={onOpen}
        onRange={list.showRange}
        empty={list.loading || list.error !== null ? null : <EmptyState title={empty} hint={t('statistics.creditors.emptyHint')} />}
        height={tableHeight(list.total, 360)}
        testId={testId}
      />
    </Stack>
  );
}

export function CreditorCustomers() {
  const { t, docNumber } = useI18n();
  const api = useApi();
  const [, navigate] = useLocation();
  const userName = useUserNames();
  const list = useReportPages('creditors-customers', async (page, limit) => keyedPage((await api.statistics.creditors({ page, limit })).customers, (c) => c.account._id));
  const columns: Column<Keyed<CreditorCustomer>>[] = [
    {
      key: 'customer',
      header: t('statistics.creditors.customer'),
      width: '2fr',
      render: (c) => (
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} href={`~/customers/${c.customer._id}`} size="sm" onClick={stopRowOpen}>
            {c.customer.name ?? '—'}
          </Anchor>
          {!c.account.status && (
            <Badge size="xs" color="gray">
              {t('statistics.creditors.closed')}
            </Badge>
          )}
        </Group>
      ),
      exportAs: { kind: 'text', field: 'customer.name', empty: '—' },
    },
    { key: 'account', header: t('statistics.creditors.account'), width: '110px', render: (c) => docNumber(c.account.number), exportAs: { kind: 'number', field: 'account.number' } },
    { key: 'partner', header: t('finance.partner'), width: '1fr', render: (c) => userName(c.partner), exportAs: { kind: 'text', field: 'partner', ref: { collection: 'users' }, empty: '—' } },
    {
      key: 'balance',
      header: t('statistics.creditors.owes'),
      width: '160px',
      align: 'right',
      render: (c) => <Money value={c.balance} strong testId="row-balance" />,
      exportAs: { kind: 'money', field: 'balance' },
    },
  ];
  return (
    <CreditorList<CreditorCustomer>
      title={t('statistics.creditors.customers')}
      list={list}
      columns={columns}
      empty={t('statistics.creditors.noCustomers')}
      onOpen={(c) => navigate(`~/customers/${c.customer._id}`)}
      testId="creditor-customers"
      rows="customers"
    />
  );
}

export function CreditorPartners() {
  const { t } = useI18n();
  const api = useApi();
  const [, navigate] = useLocation();
  const list = useReportPages('creditors-partners', async (page, limit) => keyedPage((await api.statistics.creditors({ page, limit })).partners, (p) => p.partner._id));
  const columns: Column<Keyed<CreditorPartner>>[] = [
    { key: 'partner', header: t('finance.partner'), width: '2fr', render: (p) => p.partner.name ?? '—', exportAs: { kind: 'text', field: 'partner.name', empty: '—' } },
    { key: 'toPay', header: t('finance.figure.toPay'), width: '150px', align: 'right', render: (p) => <Money value={p.toPay} />, exportAs: { kind: 'money', field: 'toPay' } },
    { key: 'collected', header: t('finance.figure.collected'), width: '150px', align: 'right', render: (p) => <Money value={p.collected} />, exportAs: { kind: 'money', field: 'collected' } },
    { key: 'paid', header: t('finance.figure.paid'), width: '150px', align: 'right', render: (p) => <Money value={p.paid} />, exportAs: { kind: 'money', field: 'paid' } },
    {
      key: 'balance',
      header: t('statistics.creditors.owes'),
      width: '160px',
      align: 'right',
      render: (p) => <Money value={p.balance} strong testId="row-balance" />,
      exportAs: { kind: 'money', field: 'balance' },
    },
  ];
  return (
    <CreditorList<CreditorPartner>
      title={t('statistics.creditors.partners')}
      list={list}
      columns={columns}
      empty={t('statistics.creditors.noPartners')}
      onOpen={(p) => navigate(`~/partners/${p.partner._id}`)}
      testId="creditor-partners"
      rows="partners"
    />
  );
}
