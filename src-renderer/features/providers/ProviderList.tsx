/**
 * The providers (spec §7 Provider list): search by name or CUIT. Ctrl+N adds one. The disabled ones
 * come from the server (the replica keeps no disabled document: sync sends them as removals), each
 * with its "Habilitar" action.
 */
import { Button, Group, Loader, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useApi } from '../../app/api.js';
import { DataTable, type Column } from '../../components/DataTable.js';
import { EmptyState, PageHeader } from '../../components/EmptyState.js';
import { ExportButton } from '../../components/ExportButton.js';
import { usePagedList } from '../../components/usePagedList.js';
import { useI18n } from '../../i18n/i18n.js';
import { useMayCall } from '../../components/access.js';
import { PendingSyncBadge } from '../../components/PendingSync.js';
import { rowCount } from '../../components/rowCount.js';
import { EnableProviderButton } from './EnableProviderButton.js';
import type { ProviderDoc } from '../../components/documents/read.js';
import { formatCuit } from '../../../src-shared/fiscal.js';
import { useOwnNewHotkey } from '../../app/newHotkey.js';

export function ProviderList() {
  const { t, money } = useI18n();
  const api = useApi();
  const [, navigate] = useLocation();
  const mayCreate = useMayCall('provider.create');
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 200);
  const searchRef = useRef<HTMLInputElement>(null);
  const [enabled, setEnabled] = useState(true);
  const query = useMemo(() => ({ status: enabled, ...(text ? { query: text } : {}) }), [enabled, text]);
  // A provider being disabled leaves the enabled list at once, as it will once synced.
  const list = usePagedList<ProviderDoc>('providers', enabled ? query : { ...query, from: 'server' }, (q) => {
    const { from, ...rest } = q;
    return from === 'server' ? api.provider.serverList(rest) : api.provider.list(rest);
  });
  const create = () => navigate('/new');
  // From inside the filters too: the shortcuts are the screen's, not a field's.
  useOwnNewHotkey('/providers', () => mayCreate && create(), []);
  useHotkeys([['mod+K', () => searchRef.current?.focus()]], []);

  const columns: Column<ProviderDoc>[] = [
    { key: 'number', header: t('providers.col.number'), width: '90px', render: (p) => p.number || <PendingSyncBadge doc={p} />, exportAs: { kind: 'number', field: 'number' } },
    { key: 'name', header: t('providers.name'), width: '2fr', render: (p) => p.name, exportAs: { kind: 'text', field: 'name' } },
    { key: 'cuit', header: t('providers.cuit'), width: '140px', render: (p) => formatCuit(p.cuit) || '—', exportAs: { kind: 'text', field: 'cuit', empty: '—' } },
    { key: 'phone', header: t('providers.phone'), width: '150px', render: (p) => p.phone || '—', exportAs: { kind: 'text', field: 'phone', empty: '—' } },
    { key: 'city', header: t('providers.city'), width: '1fr', render: (p) => p.address?.city || '—', exportAs: { kind: 'text', field: 'address.city', empty: '—' } },
    {
      key: 'minimum',
      header: t('providers.minimumPurchase'),
      width: '150px',
      align: 'right',
      render: (p) => (p.minimumPurchase ? money(p.minimumPurchase) : '—'),
      exportAs: { kind: 'money', field: 'minimumPurchase' },
    },
    ...(enabled ? [] : [{ key: 'enable', header: '', width: '130px', render: (p: ProviderDoc) => <EnableProviderButton provider={p} /> }]),
  ];
  const empty =
    text || !enabled ? (
      <EmptyState title={t('providers.empty.filteredTitle')} hint={t('providers.empty.filteredHint')} />
    ) : (
      <EmptyState title={t('providers.empty.title')} hint={t('providers.empty.hint')} {...(mayCreate ? { action: { label: t('providers.new'), onClick: create } } : {})} />
    );

  return (
    <>
      <PageHeader
        title={t('providers.title')}
        actions={
          <>
            <ExportButton
              {...(enabled ? { feature: 'provider' as const, query } : { source: { kind: 'server' as const, call: 'provider.serverList' as const, input: { ...query } } })}
              columns={columns}
              title={t('providers.title')}
              total={list.total}
            />
            {mayCreate && (
              <Button leftSection={<IconPlus size={16} />} onClick={create}>
                {t('providers.new')} (Ctrl+N)
              </Button>
            )}
          </>
        }
      >
        <Group align="flex-end">
          <TextInput
            ref={searchRef}
            label={t('common.search')}
            placeholder={t('providers.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={280}
          />
          <SegmentedControl
            aria-label={t('common.status')}
            value={enabled ? 'on' : 'off'}
            onChange={(v) => setEnabled(v === 'on')}
            data={[
              { value: 'on', label: t('admin.filter.enabled') },
              { value: 'off', label: t('admin.filter.disabled') },
            ]}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {rowCount(t, list)}
        </Text>
      </PageHeader>
      <DataTable
        columns={columns}
        total={list.total}
        rowAt={list.rowAt}
        rowKey={(p) => p._id}
        onRange={list.showRange}
        onOpen={(p) => enabled && navigate(`/${p._id}`)}
        empty={list.loading ? <Loader mx="auto" display="block" /> : empty}
        testId="provider-table"
      />
    </>
  );
}
