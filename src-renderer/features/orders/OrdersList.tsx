/**
 * The orders list (`/orders`): state tabs, the spec's filters, and a virtualised table read page by
 * page from the replica (an AV's replica holds only its own orders). Ctrl+N starts a new order.
 */
import { Badge, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useApi } from '../../app/api.js';
import { DataTable, type Column } from '../../components/DataTable.js';
import { EmptyState, PageHeader } from '../../components/EmptyState.js';
import { ExportButton } from '../../components/ExportButton.js';
import { labelsOf } from '../../components/exportColumns.js';
import { PendingSyncMark } from '../../components/PendingSync.js';
import { usePagedList } from '../../components/usePagedList.js';
import { useI18n } from '../../i18n/i18n.js';
import { useMay } from '../../components/access.js';
import { filterQuery, NO_FILTERS, OrderFilters, type OrderFilterValues } from './OrderFilters.js';
import { useUserNames, useUsers } from '../../components/references/sales.js';
import { ORDER_TABS, orderStatus, STATUS_COLOR, STATUS_LABEL, type OrderStatus } from '../../components/states/orders.js';
import { rowCount } from '../../components/rowCount.js';
import { ShortcutHint } from '../../components/ShortcutHint.js';
import type { OrderDoc } from '../../components/documents/read.js';

export function OrdersList() {
  const { t, money, date } = useI18n();
  const api = useApi();
  const may = useMay();
  const [, navigate] = useLocation();
  const [tab, setTab] = useState<string>('all');
  const [filters, setFilters] = useState<OrderFilterValues>(NO_FILTERS);
  const searchRef = useRef<HTMLInputElement>(null);
  const userName = useUserNames();
  const userLabels = labelsOf(
    useUsers().map((u) => u._id),
    userName,
  );
  const canCreate = may('order.create');
  useHotkeys(
    [
      ['mod+N', () => canCreate && navigate('/new')],
      ['mod+K', () => searchRef.current?.focus()],
    ],
    [],
  );
  const query = useMemo(() => ({ ...filterQuery(filters), ...(ORDER_TABS.find((x) => x.value === tab)?.filter ?? {}) }), [filters, tab]);
  const list = usePagedList('orders', query, (q) => api.order.list(q));
  const rowAt = useCallback(
    (i: number) => {
      const doc = list.rowAt(i);
      return doc && doc;
    },
    [list],
  );

  const columns: Column<OrderDoc>[] = [
    {
      key: 'number',
      header: t('orders.col.number'),
      width: '90px',
      render: (o) => (
        <Group gap={4} wrap="nowrap">
          <Text size="sm">{o.number ?? '—'}</Text>
          <PendingSyncMark doc={o} />
        </Group>
      ),
      exportAs: { kind: 'number', field: 'number' },
    },
    { key: 'date', header: t('orders.col.date'), width: '110px', render: (o) => date(o.createdAt), exportAs: { kind: 'date', field: 'createdAt' } },
    { key: 'customer', header: t('orders.col.customer'), width: '2fr', render: (o) => o.customerName ?? '—', exportAs: { kind: 'text', field: 'customerName', empty: '—' } },
    {
      key: 'partner',
      header: t('orders.col.partner'),
      width: '1.3fr',
      render: (o) => userName(o.partner),
      exportAs: { kind: 'text', field: 'partner', labels: userLabels, labelsOnly: true, empty: '—' },
    },
    { key: 'total', header: t('orders.col.total'), width: '130px', align: 'right', render: (o) => (o.total !== undefined ? money(o.total) : '—'), exportAs: { kind: 'money', field: 'total' } },
    { key: 'toPay', header: t('orders.col.toPay'), width: '130px', align: 'right', render: (o) => (o.toPay !== undefined ? money(o.toPay) : '—'), exportAs: { kind: 'money', field: 'toPay' } },
    {
      key: 'state',
      header: t('orders.col.state'),
      width: '130px',
      render: (o) => (
        <Badge color={STATUS_COLOR[orderStatus(o)]} variant="light">
          {t(STATUS_LABEL[orderStatus(o)])}
        </Badge>
      ),
      exportAs: { kind: 'text', derived: 'orderStatus', labels: labelsOf(Object.keys(STATUS_LABEL) as OrderStatus[], (s) => t(STATUS_LABEL[s])) },
    },
  ];
  const filtered = tab !== 'all' || JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const empty = filtered ? (
    <EmptyState
      title={t('orders.empty.filtered')}
      hint={t('orders.empty.filteredHint')}
      action={{
        label: t('common.clearFilters'),
        onClick: () => {
          setFilters(NO_FILTERS);
          setTab('all');
        },
      }}
    />
  ) : (
    <EmptyState
      title={t('orders.empty')}
      hint={canCreate ? t('orders.empty.hint') : t('orders.empty.hintReadOnly')}
      action={canCreate ? { label: t('orders.new'), onClick: () => navigate('/new') } : undefined}
    />
  );

  return (
    <Stack gap="sm">
      <PageHeader
        title={t('nav.orders')}
        actions={
          <>
            <ExportButton feature="order" query={query} columns={columns} title={t('nav.orders')} total={list.total} />
            {canCreate && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => navigate('/new')} aria-keyshortcuts="Control+N">
                {t('orders.new')}
                <ShortcutHint keys="Ctrl+N" />
              </Button>
            )}
          </>
        }
      />
      <Tabs value={tab} onChange={(v) => setTab(v ?? 'all')}>
        <Tabs.List>
          {ORDER_TABS.map((x) => (
            <Tabs.Tab key={x.value} value={x.value}>
              {t(x.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <OrderFilters value={filters} onChange={setFilters} searchRef={searchRef} />
      <Text size="xs" c="dimmed">
        {rowCount(t, list, 'orders.count')}
      </Text>
      <DataTable
        columns={columns}
        total={list.total}
        rowAt={rowAt}
        rowKey={(o) => o._id}
        onOpen={(o) => navigate(`/${o._id}`)}
        onRange={list.showRange}
        empty={list.loading ? null : empty}
        testId="orders-table"
      />
    </Stack>
  );
}
