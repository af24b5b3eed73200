/**
 * The buys (spec §7 Buy list): tabs by state, every filter of the contract, a virtualised table
 * read page by page from the replica. Ctrl+N starts a new buy, Ctrl+K goes to the search.
 */
import { Button, Group, Loader, Tabs, Text } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { BUY_DEFAULT_STATE, BUY_STATES, type BuyState } from '../../../src-shared/constants/buys.js';
import { useApi } from '../../app/api.js';
import { DataTable, type Column } from '../../components/DataTable.js';
import { EmptyState, PageHeader } from '../../components/EmptyState.js';
import { ExportButton } from '../../components/ExportButton.js';
import { labelsOf } from '../../components/exportColumns.js';
import { PendingSyncMark } from '../../components/PendingSync.js';
import { usePagedList } from '../../components/usePagedList.js';
import { useI18n } from '../../i18n/i18n.js';
import { ProviderName } from '../../components/pickers/ProviderSelect.js';
import { useMayCall } from '../../components/access.js';
import { BUY_STATE_LABEL, BuyStateBadge } from './BuyBadges.js';
import { BuyFilters, hasBuyFilters, NO_BUY_FILTERS, type BuyFilterValues } from './BuyFilters.js';
import { buyState } from '../../components/documents/purchasing.js';
import { rowCount } from '../../components/rowCount.js';
import type { BuyDoc } from '../../components/documents/read.js';
import { useOwnNewHotkey } from '../../app/newHotkey.js';

const ALL = 'all';
type Tab = BuyState | typeof ALL;

function listQuery(tab: Tab, f: BuyFilterValues, text: string): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  if (tab !== ALL) query.state = tab;
  if (f.provider) query.provider = f.provider;
  if (f.driver) query.driver = f.driver;
  if (f.fromDate) query.fromDate = f.fromDate;
  if (f.toDate) query.toDate = f.toDate;
  if (text.trim()) query.query = text.trim();
  if (f.withoutReceipt) query.withoutReceipt = true;
  return query;
}

export function BuyList() {
  const { t, money, date } = useI18n();
  const api = useApi();
  const [, navigate] = useLocation();
  const mayCreate = useMayCall('buy.create');
  const [tab, setTab] = useState<Tab>('A APROBAR');
  const [filters, setFilters] = useState<BuyFilterValues>(NO_BUY_FILTERS);
  const [text] = useDebouncedValue(filters.query, 200);
  const searchRef = useRef<HTMLInputElement>(null);
  const query = useMemo(() => listQuery(tab, filters, text), [tab, filters, text]);
  const list = usePagedList<BuyDoc>('buys', query, (q) => api.buy.list(q));
  const create = () => navigate('/new');
  // From inside the filters too: the shortcuts are the screen's, not a field's.
  useOwnNewHotkey('/buys', () => mayCreate && create(), []);
  useHotkeys([['mod+K', () => searchRef.current?.focus()]], []);

  const columns: Column<BuyDoc>[] = [
    {
      key: 'number',
      header: t('buys.col.number'),
      width: '110px',
      render: (b) => (
        <Group gap={4} wrap="nowrap">
          <Text size="sm">{b.number || '—'}</Text>
          <PendingSyncMark doc={b} />
        </Group>
      ),
      exportAs: { kind: 'number', field: 'number' },
    },
    { key: 'date', header: t('common.date'), width: '110px', render: (b) => date(b.createdAt), exportAs: { kind: 'date', field: 'createdAt' } },
    { key: 'provider', header: t('buys.provider'), width: '2fr', render: (b) => b.providerName ?? <ProviderName id={b.provider} />, exportAs: { kind: 'text', field: 'providerName', empty: '—' } },
    { key: 'items', header: t('buys.col.items'), width: '90px', align: 'right', render: (b) => b.cart?.items.length ?? 0, exportAs: { kind: 'count', field: 'cart.items' } },
    { key: 'total', header: t('common.total'), width: '150px', align: 'right', render: (b) => (b.total === undefined ? '—' : money(b.total)), exportAs: { kind: 'money', field: 'total' } },
    {
      key: 'state',
      header: t('common.status'),
      width: '120px',
      render: (b) => <BuyStateBadge state={buyState(b)} />,
      exportAs: { kind: 'text', field: 'state', fallback: BUY_DEFAULT_STATE, labels: labelsOf(BUY_STATES, (s) => t(BUY_STATE_LABEL[s])) },
    },
    {
      key: 'received',
      header: t('buys.col.received'),
      width: '100px',
      align: 'center',
      render: (b) => (b.committed ? <IconCheck size={18} color="var(--mantine-color-green-7)" aria-label={t('buys.received')} /> : <Text c="dimmed">—</Text>),
      exportAs: { kind: 'boolean', field: 'committed', labels: { true: t('export.yes'), false: t('export.no') }, empty: t('export.no') },
    },
  ];
  const filtered = hasBuyFilters(filters);
  const empty = filtered ? (
    <EmptyState title={t('buys.empty.filteredTitle')} hint={t('buys.empty.filteredHint')} action={{ label: t('common.clearFilters'), onClick: () => setFilters(NO_BUY_FILTERS) }} />
  ) : (
    <EmptyState
      title={tab === ALL ? t('buys.empty.title') : t('buys.empty.tabTitle', { state: t(BUY_STATE_LABEL[tab]) })}
      hint={mayCreate ? t('buys.empty.hint') : t('buys.empty.readOnlyHint')}
      {...(mayCreate ? { action: { label: t('buys.new'), onClick: create } } : {})}
    />
  );

  return (
    <>
      <PageHeader
        title={t('buys.title')}
        actions={
          <>
            <ExportButton feature="buy" query={query} columns={columns} title={t('buys.title')} total={list.total} />
            {mayCreate && (
              <Button leftSection={<IconPlus size={16} />} onClick={create}>
                {t('buys.new')} (Ctrl+N)
              </Button>
            )}
          </>
        }
      >
        <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? ALL)}>
          <Tabs.List>
            {BUY_STATES.map((s) => (
              <Tabs.Tab key={s} value={s}>
                {t(BUY_STATE_LABEL[s])}
              </Tabs.Tab>
            ))}
            <Tabs.Tab value={ALL}>{t('buys.tab.all')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <BuyFilters value={filters} onChange={setFilters} searchRef={searchRef} />
        <Text size="xs" c="dimmed">
          {rowCount(t, list)}
        </Text>
      </PageHeader>
      <DataTable
        columns={columns}
        total={list.total}
        rowAt={list.rowAt}
        rowKey={(b) => b._id}
        onRange={list.showRange}
        onOpen={(b) => navigate(`/${b._id}`)}
        empty={list.loading ? <Loader mx="auto" display="block" /> : empty}
        testId="buy-table"
        height="calc(100vh - 320px)"
      />
    </>
  );
}
