/** The cash book: every filter of the contract over a virtualised table read page by page from the replica. */
import { Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { CASHFLOW_TYPES, PAYMENT_METHODS } from '../../../src-shared/constants/money-flows.js';
import { useApi } from '../../app/api.js';
import { DataTable, type Column } from '../../components/DataTable.js';
import { EmptyState } from '../../components/EmptyState.js';
import { ExportButton } from '../../components/ExportButton.js';
import { labelsOf } from '../../components/exportColumns.js';
import { PendingSyncMark } from '../../components/PendingSync.js';
import { usePagedList } from '../../components/usePagedList.js';
import { useI18n } from '../../i18n/i18n.js';
import { CashflowFilters, hasFilters, listQuery, NO_FILTERS, type CashflowFilterValues } from './CashflowFilters.js';
import { EntryParty, SignedAmount, TypeBadge } from './EntryCells.js';
import { EntryDrawer } from './EntryDrawer.js';
import { RefName } from '../../components/pickers/RefSelect.js';
import { rowCount } from '../../components/rowCount.js';
import type { CashflowDoc } from '../../components/documents/read.js';

export interface CashflowListProps {
  providerOnly: boolean;
  /** Whether the role may record entries (the empty state says how). */
  mayRecord: boolean;
}

export function CashflowList({ providerOnly, mayRecord }: CashflowListProps) {
  const { t, dateTime } = useI18n();
  const api = useApi();
  const [filters, setFilters] = useState<CashflowFilterValues>(NO_FILTERS);
  const [open, setOpen] = useState<string | null>(null);
  const query = useMemo(() => listQuery(filters), [filters]);
  const list = usePagedList<CashflowDoc>('cashflows', query, (q) => api.cashflow.list(q));

  const columns: Column<CashflowDoc>[] = [
    {
      key: 'number',
      header: t('money.col.number'),
      width: '90px',
      render: (e) => (
        <Group gap={4} wrap="nowrap">
          <Text size="sm">{e.number ?? t('money.pendingShort')}</Text>
          <PendingSyncMark doc={e} />
        </Group>
      ),
      exportAs: { kind: 'number', field: 'number', empty: t('money.pendingShort') },
    },
    // "27/11/2026 18:00" whole.
    { key: 'date', header: t('common.date'), width: '120px', render: (e) => dateTime(e.createdAt), exportAs: { kind: 'datetime', field: 'createdAt' } },
    {
      key: 'type',
      header: t('money.type'),
      // The widest badge, "Proveedor", whole.
      width: '120px',
      render: (e) => <TypeBadge entry={e} />,
      exportAs: { kind: 'text', derived: 'cashflowType', labels: labelsOf(CASHFLOW_TYPES, (type) => t(`money.type.${type}`)) },
    },
    {
      key: 'party',
      header: t('money.party'),
      // What is left, for "Lucía Fernández · Club Atlético Banfield" whole at 1366 px.
      width: '1fr',
      render: (e) => <EntryParty entry={e} />,
      exportAs: {
        kind: 'text',
        derived: 'cashflowParty',
        labels: { 'transfer.to': t('money.transfer.to', { garage: '{garage}' }), 'transfer.from': t('money.transfer.from', { garage: '{garage}' }), noTag: t('money.noTag') },
      },
    },
    {
      key: 'garage',
      header: t('money.garage'),
      width: '110px',
      render: (e) => <RefName source="garages" id={e.garage} />,
      exportAs: { kind: 'text', field: 'garage', ref: { collection: 'garages' }, empty: '—' },
    },
    {
      key: 'method',
      header: t('money.paymentMethod'),
      width: '120px',
      render: (e) => (e.paymentMethod ? t(`money.method.${e.paymentMethod}`) : '—'),
      exportAs: { kind: 'text', field: 'paymentMethod', labels: labelsOf(PAYMENT_METHODS, (method) => t(`money.method.${method}`)), empty: '—' },
    },
    { key: 'amount', header: t('money.amount'), width: '150px', align: 'right', render: (e) => <SignedAmount entry={e} />, exportAs: { kind: 'money', derived: 'cashflowAmount' } },
  ];
  const empty = hasFilters(filters) ? (
    <EmptyState title={t('money.empty.filteredTitle')} hint={t('money.empty.filteredHint')} action={{ label: t('common.clearFilters'), onClick: () => setFilters(NO_FILTERS) }} />
  ) : (
    <EmptyState title={t('money.empty.title')} hint={mayRecord ? t('money.empty.hint') : t('money.empty.readOnlyHint')} />
  );
  return (
    <Stack gap="xs">
      {providerOnly && (
        <Text size="sm" c="dimmed">
          {t('money.providerOnly')}
        </Text>
      )}
      <CashflowFilters value={filters} onChange={setFilters} providerOnly={providerOnly} />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {rowCount(t, list)}
        </Text>
        <ExportButton feature="cashflow" query={query} columns={columns} title={t('money.title')} total={list.total} />
      </Group>
      <DataTable
        columns={columns}
        total={list.total}
        rowAt={list.rowAt}
        rowKey={(e) => e._id}
        onRange={list.showRange}
        onOpen={(e) => setOpen(e._id)}
        empty={empty}
        height="calc(100vh - 390px)"
        testId="cashflow-table"
      />
      <EntryDrawer id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
