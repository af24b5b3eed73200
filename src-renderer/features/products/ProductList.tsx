/**
 * Products (`/products`): enabled and disabled products with every filter of the list query, and —
 * for the roles that read stock — the shortage and negative-stock views the server works out
 * (domain §5). CUSTOMER and AV see it as a read-only catalog. Ctrl+N new product, Ctrl+K search.
 */
import { Alert, Button, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { formatNumber } from '../../../src-shared/format.js';
import type { Page } from '../../../src-shared/documents/page.js';
import { useApi } from '../../app/api.js';
import { useSignedIn } from '../../app/session.js';
import { DataTable } from '../../components/DataTable.js';
import { EmptyState, PageHeader } from '../../components/EmptyState.js';
import { ExportButton } from '../../components/ExportButton.js';
import { errorMessage } from '../../components/errors.js';
import { usePagedList } from '../../components/usePagedList.js';
import { useI18n } from '../../i18n/i18n.js';
import { useMay } from '../../components/access.js';
import { filterQuery, hasFilters, NO_FILTERS, ProductFilters, type ProductFilterValues } from './ProductFilters.js';
import { useProductColumns } from './productColumns.js';
import { productExport } from './productExport.js';
import { ProductStatusButton } from './ProductStatusButton.js';
import { useTaxDefs } from '../../components/references/catalog.js';
import { rowCount } from '../../components/rowCount.js';
import type { ProductDoc } from '../../components/documents/read.js';
import { useOwnNewHotkey } from '../../app/newHotkey.js';

type View = 'enabled' | 'disabled' | 'shortage' | 'negative';
const SERVER_VIEWS: ReadonlySet<View> = new Set(['shortage', 'negative']);

export function ProductList() {
  const { t, locale } = useI18n();
  const api = useApi();
  const may = useMay();
  const { role } = useSignedIn();
  const [, navigate] = useLocation();
  const [view, setView] = useState<View>('enabled');
  const [filters, setFilters] = useState<ProductFilterValues>(NO_FILTERS);
  const [text] = useDebouncedValue(filters.query.trim(), 200);
  const searchRef = useRef<HTMLInputElement>(null);
  const mayCreate = may('product.create');
  const readsStock = may('inventory.shortage');
  const taxes = useTaxDefs() ?? [];
  const create = () => navigate('/new');
  useOwnNewHotkey('/products', () => mayCreate && create(), []);
  useHotkeys([['mod+K', () => searchRef.current?.focus()]], []);

  const fromServer = SERVER_VIEWS.has(view);
  const query = useMemo(() => (fromServer ? { view } : { ...filterQuery(filters, text), status: view !== 'disabled' }), [fromServer, view, filters, text]);
  const read = (q: Record<string, unknown>): Promise<Page<ProductDoc>> => {
    const { view: _view, ...rest } = q;
    const page = { page: rest.page as number, limit: rest.limit as number };
    if (view === 'shortage') return api.inventory.shortage(page);
    if (view === 'negative') return api.inventory.negative(page);
    // The replica keeps no disabled product (sync sends them as removals): the server lists them.
    if (view === 'disabled') return api.product.serverList(rest);
    return api.product.list(rest);
  };
  const list = usePagedList<ProductDoc>('products', query, read);
  const rowAt = useCallback(
    (i: number) => {
      const doc = list.rowAt(i);
      return doc && doc;
    },
    [list],
  );
  const listed = useProductColumns({ showStock: readsStock, showCost: may('product.update'), taxes });
  // A disabled product has no page to open (the replica has no copy): "Habilitar" is on its row.
  // Beside the number, so it is in view however wide the figures run.
  const enable = { key: 'enable', header: '', width: '120px', render: (p: ProductDoc) => <ProductStatusButton product={p} compact /> };
  const columns = view === 'disabled' ? [...listed.slice(0, 1), enable, ...listed.slice(1)] : listed;

  const emptyByView: Record<View, { title: string; hint: string }> = {
    enabled: { title: t('stock.products.empty'), hint: mayCreate ? t('stock.products.empty.hint') : t('stock.products.empty.readOnlyHint') },
    disabled: { title: t('stock.products.empty.disabled'), hint: t('stock.products.empty.disabledHint') },
    shortage: { title: t('stock.products.empty.shortage'), hint: t('stock.products.empty.shortageHint') },
    negative: { title: t('stock.products.empty.negative'), hint: t('stock.products.empty.negativeHint') },
  };
  const filtered = !fromServer && hasFilters(filters);
  const empty = filtered ? (
    <EmptyState title={t('stock.products.empty.filtered')} hint={t('stock.products.empty.filteredHint')} action={{ label: t('common.clearFilters'), onClick: () => setFilters(NO_FILTERS) }} />
  ) : (
    <EmptyState title={emptyByView[view].title} hint={emptyByView[view].hint} {...(view === 'enabled' && mayCreate ? { action: { label: t('stock.products.new'), onClick: create } } : {})} />
  );

  const title = readsStock || mayCreate ? t('nav.products') : t('stock.products.catalogTitle');
  return (
    <Stack gap="sm">
      <PageHeader
        title={title}
        actions={
          <>
            <ExportButton {...productExport(view, query, title, t)} columns={columns} total={list.total} />
            {mayCreate && (
              <Button leftSection={<IconPlus size={16} />} onClick={create}>
                {t('stock.products.new')} (Ctrl+N)
              </Button>
            )}
          </>
        }
      />
      {(readsStock || mayCreate) && (
        <Tabs value={view} onChange={(v) => setView((v as View | null) ?? 'enabled')}>
          <Tabs.List>
            <Tabs.Tab value="enabled">{t('stock.products.tab.enabled')}</Tabs.Tab>
            <Tabs.Tab value="disabled">{t('stock.products.tab.disabled')}</Tabs.Tab>
            {readsStock && <Tabs.Tab value="shortage">{t('stock.products.tab.shortage')}</Tabs.Tab>}
            {readsStock && <Tabs.Tab value="negative">{t('stock.products.tab.negative')}</Tabs.Tab>}
          </Tabs.List>
        </Tabs>
      )}
      {fromServer ? (
        <Text size="sm" c="dimmed">
          {t(view === 'shortage' ? 'stock.products.shortage.explain' : 'stock.products.negative.explain')}
        </Text>
      ) : (
        <ProductFilters value={filters} onChange={setFilters} searchRef={searchRef} showProvider={role !== 'CUSTOMER'} />
      )}
      {list.error ? <Alert color="red">{errorMessage(list.error, t)}</Alert> : null}
      <Text size="xs" c="dimmed">
        {list.totalIsLowerBound ? t('stock.products.moreThan', { count: formatNumber(list.total, 0, locale) }) : rowCount(t, list)}
      </Text>
      <DataTable
        columns={columns}
        total={list.total}
        rowAt={rowAt}
        rowKey={(p) => p._id}
        onRange={list.showRange}
        onOpen={(p) => view !== 'disabled' && navigate(`/${p._id}`)}
        empty={list.loading ? <Loader mx="auto" display="block" /> : list.error ? null : empty}
        height={fromServer ? 'calc(100vh - 290px)' : 'calc(100vh - 360px)'}
        testId="products-table"
      />
    </Stack>
  );
}
