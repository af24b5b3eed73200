/**
 * Provider receipts (spec §7 Receipt list): by provider and buy, newest first. Ctrl+N adds one.
 * Only valid receipts: the replica keeps no voided document (sync sends them as removals), so the
 * contract's status filter has nothing to show on the other side.
 */
import { Badge, Button, Group, Loader, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { RECEIPT_TYPES } from '../../../src-shared/constants/money-flows.js';
import { useApi } from '../../app/api.js';
import { DataTable, type Column } from '../../components/DataTable.js';
import { EmptyState, PageHeader } from '../../components/EmptyState.js';
import { ExportButton } from '../../components/ExportButton.js';
import { labelsOf } from '../../components/exportColumns.js';
import { usePagedList } from '../../components/usePagedList.js';
import { useI18n } from '../../i18n/i18n.js';
import { useMayCall } from '../../components/access.js';
import { PendingSyncBadge } from '../../components/PendingSync.js';
import { ProviderName, ProviderSelect } from '../../components/pickers/ProviderSelect.js';
import { BuyNumber, BuySelect } from './BuySelect.js';
import { RECEIPT_TYPE_COLOR, RECEIPT_TYPE_LABEL } from '../../components/documents/receipts.js';
import { rowCount } from '../../components/rowCount.js';
import type { ReceiptDoc } from '../../components/documents/read.js';
import { useOwnNewHotkey } from '../../app/newHotkey.js';

export function ReceiptList() {
  const { t, money, date } = useI18n();
  const api = useApi();
  const [, navigate] = useLocation();
  const mayCreate = useMayCall('receipt.create');
  const [provider, setProvider] = useState<string | null>(null);
  const [buy, setBuy] = useState<string | null>(null);
  const query = useMemo(() => {
    // Valid receipts only: a voided one leaves the list at once, as it will once synced.
    const q: Record<string, unknown> = { status: true };
    if (provider) q.provider = provider;
    if (buy) q.buy = buy;
    return q;
  }, [provider, buy]);
  const list = usePagedList<ReceiptDoc>('receipts', query, (q) => api.receipt.list(q));
  const create = () => navigate('/new');
  // From inside the filters too: the shortcuts are the screen's, not a field's.
  useOwnNewHotkey('/receipts', () => mayCreate && create(), []);
  const filtered = Boolean(provider || buy);

  const columns: Column<ReceiptDoc>[] = [
    { key: 'number', header: t('receipts.col.number'), width: '100px', render: (r) => r.number || <PendingSyncBadge doc={r} />, exportAs: { kind: 'number', field: 'number' } },
    { key: 'date', header: t('common.date'), width: '110px', render: (r) => date(r.createdAt), exportAs: { kind: 'date', field: 'createdAt' } },
    {
      key: 'type',
      header: t('receipts.type'),
      width: '150px',
      render: (r) => (
        <Badge color={RECEIPT_TYPE_COLOR[r.type]} variant="light">
          {t(RECEIPT_TYPE_LABEL[r.type])}
        </Badge>
      ),
      exportAs: { kind: 'text', field: 'type', labels: labelsOf(RECEIPT_TYPES, (type) => t(RECEIPT_TYPE_LABEL[type])) },
    },
    { key: 'code', header: t('receipts.col.code'), width: '160px', render: (r) => r.code, exportAs: { kind: 'text', field: 'code' } },
    {
      key: 'provider',
      header: t('buys.provider'),
      width: '2fr',
      render: (r) => <ProviderName id={r.provider} />,
      exportAs: { kind: 'text', field: 'provider', ref: { collection: 'providers' }, empty: '—' },
    },
    { key: 'buy', header: t('receipts.buy'), width: '90px', render: (r) => <BuyNumber id={r.buy} />, exportAs: { kind: 'number', field: 'buy', ref: { collection: 'buys', show: 'number' } } },
    { key: 'gross', header: t('receipts.grossTotal'), width: '140px', align: 'right', render: (r) => money(r.grossTotal), exportAs: { kind: 'money', field: 'grossTotal' } },
    { key: 'total', header: t('common.total'), width: '140px', align: 'right', render: (r) => money(r.total), exportAs: { kind: 'money', field: 'total' } },
  ];
  const empty = filtered ? (
    <EmptyState title={t('receipts.empty.filteredTitle')} hint={t('receipts.empty.filteredHint')} />
  ) : (
    <EmptyState title={t('receipts.empty.title')} hint={t('receipts.empty.hint')} {...(mayCreate ? { action: { label: t('receipts.new'), onClick: create } } : {})} />
  );

  return (
    <>
      <PageHeader
        title={t('receipts.title')}
        actions={
          <>
            <ExportButton feature="receipt" query={query} columns={columns} title={t('receipts.title')} total={list.total} />
            {mayCreate && (
              <Button leftSection={<IconPlus size={16} />} onClick={create}>
                {t('receipts.new')} (Ctrl+N)
              </Button>
            )}
          </>
        }
      >
        <Group align="flex-end" gap="sm">
          <div style={{ width: 240 }}>
            <ProviderSelect
              value={provider}
              onChange={(id) => {
                setProvider(id);
                setBuy(null);
              }}
              placeholder={t('common.all')}
              clearable
            />
          </div>
          <div style={{ width: 300 }}>
            <BuySelect provider={provider} value={buy} onChange={(id) => setBuy(id)} label={t('receipts.buy')} placeholder={t('common.all')} />
          </div>
        </Group>
        <Text size="xs" c="dimmed">
          {rowCount(t, list)}
        </Text>
      </PageHeader>
      <DataTable
        columns={columns}
        total={list.total}
        rowAt={list.rowAt}
        rowKey={(r) => r._id}
        onRange={list.showRange}
        onOpen={(r) => navigate(`/${r._id}`)}
        empty={list.loading ? <Loader mx="auto" display="block" /> : empty}
        testId="receipt-table"
      />
    </>
  );
}
