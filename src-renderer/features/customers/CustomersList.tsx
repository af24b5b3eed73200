/** `/customers`: search by name, phone or email, filter by segment and wholesaler, open one. */
import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useApi } from '../../app/api.js';
import { useSignedIn } from '../../app/session.js';
import { DataTable, type Column } from '../../components/DataTable.js';
import { EmptyState, PageHeader } from '../../components/EmptyState.js';
import { ExportButton } from '../../components/ExportButton.js';
import { labelsOf } from '../../components/exportColumns.js';
import { PendingSyncMark } from '../../components/PendingSync.js';
import { usePagedList } from '../../components/usePagedList.js';
import { useI18n } from '../../i18n/i18n.js';
import { useMay } from '../../components/access.js';
import { useUserNames, useUsers } from '../../components/references/sales.js';
import { rowCount } from '../../components/rowCount.js';
import { SegmentFilter } from '../../components/customers/SegmentInput.js';
import type { CustomerDoc } from '../../components/documents/read.js';
import { useOwnNewHotkey } from '../../app/newHotkey.js';

type StatusFilter = 'enabled' | 'disabled' | 'all';

export function CustomersList() {
  const { t } = useI18n();
  const api = useApi();
  const may = useMay();
  const { role } = useSignedIn();
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 250);
  const [segment, setSegment] = useState<string | null>(null);
  const [wholesaler, setWholesaler] = useState<string | null>(null);
  const [status, setStatus] = useState<StatusFilter>('enabled');
  const searchRef = useRef<HTMLInputElement>(null);
  const userName = useUserNames();
  const userLabels = labelsOf(
    useUsers().map((u) => u._id),
    userName,
  );
  const canCreate = may('customer.create');
  useHotkeys([['mod+K', () => searchRef.current?.focus()]], []);
  useOwnNewHotkey('/customers', () => canCreate && navigate('/new'), []);
  const filters = useMemo(
    () => ({
      query: query || undefined,
      segment: segment ?? undefined,
      isWholesaler: wholesaler === null ? undefined : wholesaler === 'yes',
      status: status === 'all' ? undefined : status === 'enabled',
    }),
    [query, segment, wholesaler, status],
  );
  const list = usePagedList('customers', filters, (q) => api.customer.list(q));
  const rowAt = useCallback(
    (i: number) => {
      const doc = list.rowAt(i);
      return doc && doc;
    },
    [list],
  );

  const columns: Column<CustomerDoc>[] = [
    { key: 'number', header: t('orders.col.number'), width: '70px', render: (c) => c.number ?? '—', exportAs: { kind: 'number', field: 'number' } },
    {
      key: 'name',
      header: t('customers.field.name'),
      width: '2fr',
      render: (c) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{c.name}</Text>
          <PendingSyncMark doc={c} />
          {c.isWholesaler && <Badge size="xs">{t('customers.wholesaler')}</Badge>}
          {c.status === false && (
            <Badge size="xs" color="gray">
              {t('common.disabled')}
            </Badge>
          )}
        </Group>
      ),
      exportAs: { kind: 'text', field: 'name' },
    },
    { key: 'phone', header: t('customers.field.phone'), width: '150px', render: (c) => c.phone ?? '—', exportAs: { kind: 'text', field: 'phone', empty: '—' } },
    { key: 'city', header: t('customers.field.address.city'), width: '1fr', render: (c) => c.address?.city ?? '—', exportAs: { kind: 'text', field: 'address.city', empty: '—' } },
    { key: 'segment', header: t('customers.field.segment'), width: '1fr', render: (c) => c.segment ?? '—', exportAs: { kind: 'text', field: 'segment', empty: '—' } },
    ...(role === 'AV'
      ? []
      : [
          {
            key: 'partner',
            header: t('orders.col.partner'),
            width: '1fr',
            render: (c: CustomerDoc) => (c.partner ? userName(c.partner) : t('customers.house')),
            exportAs: { kind: 'text' as const, field: 'partner', labels: userLabels, labelsOnly: true, empty: t('customers.house') },
          },
        ]),
  ];
  const filtered = Boolean(query || segment || wholesaler) || status !== 'enabled';

  return (
    <Stack gap="sm">
      <PageHeader
        title={t('nav.customers')}
        actions={
          <>
            <ExportButton feature="customer" query={filters} columns={columns} title={t('nav.customers')} total={list.total} />
            {canCreate && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => navigate('/new')}>
                {t('customers.new')}
              </Button>
            )}
          </>
        }
      />
      <Group gap="xs">
        <TextInput
          ref={searchRef}
          aria-label={t('common.search')}
          placeholder={t('customers.search')}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={280}
        />
        <SegmentFilter value={segment} onChange={setSegment} />
        <Select
          aria-label={t('customers.wholesaler')}
          placeholder={t('customers.filter.wholesaler')}
          data={[
            { value: 'yes', label: t('customers.filter.wholesaler.yes') },
            { value: 'no', label: t('customers.filter.wholesaler.no') },
          ]}
          value={wholesaler}
          onChange={setWholesaler}
          clearable
          w={180}
        />
        <Select
          aria-label={t('common.status')}
          data={[
            { value: 'enabled', label: t('customers.filter.enabled') },
            { value: 'disabled', label: t('customers.filter.disabled') },
            { value: 'all', label: t('common.all') },
          ]}
          value={status}
          onChange={(v) => setStatus(v === 'disabled' || v === 'all' ? v : 'enabled')}
          allowDeselect={false}
          w={160}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {rowCount(t, list, 'customers.count')}
      </Text>
      <DataTable
        columns={columns}
        total={list.total}
        rowAt={rowAt}
        rowKey={(c) => c._id}
        onOpen={(c) => navigate(`/${c._id}`)}
        onRange={list.showRange}
        empty={
          list.loading ? null : filtered ? (
            <EmptyState title={t('customers.empty.filtered')} hint={t('customers.empty.filteredHint')} />
          ) : (
            <EmptyState title={t('customers.empty')} hint={t('customers.empty.hint')} action={canCreate ? { label: t('customers.new'), onClick: () => navigate('/new') } : undefined} />
          )
        }
        testId="customers-table"
      />
    </Stack>
  );
}
