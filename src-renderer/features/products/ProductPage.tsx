/**
 * One product (`/products/:id`): its record ("Ficha": the editor for the roles that keep prices, the
 * catalog view for the rest) and, for the roles that read stock, its stock ("Stock": figures,
 * adjustments, alerts and the ledger) at `/products/:id/stock`; its change history below the record.
 */
import { Badge, Button, Group, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation } from 'wouter';
import { useApi, useDocumentQuery } from '../../app/api.js';
import { useSignedIn } from '../../app/session.js';
import { MissingDocument } from '../../components/RefusedCreation.js';
import { PageHeader } from '../../components/EmptyState.js';
import { HistorySection } from '../../components/HistorySection.js';
import { PendingSyncBadge } from '../../components/PendingSync.js';
import { useT } from '../../i18n/i18n.js';
import { useMay } from '../../components/access.js';
import { ProductStockPanel } from './stock/ProductStockPanel.js';
import { isMixed } from '../../components/documents/products.js';
import { ProductCatalogView } from './ProductCatalogView.js';
import { ProductEditor } from './ProductEditor.js';
import { ProductStatusButton } from './ProductStatusButton.js';
import { useTaxDefs } from '../../components/references/catalog.js';
import type { ProductDoc } from '../../components/documents/read.js';
import { Loading } from '../../components/Loading.js';

export type ProductTab = 'record' | 'stock';

export function BackToList() {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate('/')}>
      {t('common.back')}
    </Button>
  );
}

function Badges({ product }: { product: ProductDoc }) {
  const t = useT();
  return (
    <Group gap={6}>
      {product.status === false ? (
        <Badge color="gray">{t('common.disabled')}</Badge>
      ) : (
        <Badge color="teal" variant="light">
          {t('common.enabled')}
        </Badge>
      )}
      <Badge variant="outline">{t(`stock.unit.${product.unit}`)}</Badge>
      {isMixed(product) && <Badge color="grape">{t('stock.mixed.badge')}</Badge>}
      {product.isShortage && <Badge color="orange">{t('stock.shortageBadge')}</Badge>}
      <PendingSyncBadge doc={product} />
    </Group>
  );
}

export function ProductPage({ id, tab }: { id: string; tab: ProductTab }) {
  const t = useT();
  const api = useApi();
  const may = useMay();
  const { role } = useSignedIn();
  const [, navigate] = useLocation();
  const { data, isLoading } = useDocumentQuery('products', id, () => api.product.get({ id }));
  const taxes = useTaxDefs();
  if (isLoading || !taxes) {
    return <Loading />;
  }
  if (!data)
    return (
      <MissingDocument
        id={id}
        notFound={{ title: t('stock.product.notFound'), hint: t('stock.product.notFound.hint') }}
        refusedTitle={t('stock.product.refused')}
        newPath={may('product.create') ? '/new' : undefined}
      />
    );
  const product = data;
  const readsStock = may('record.list');
  const title = product.number ? t('stock.product.titleNumbered', { name: product.name, number: product.number }) : product.name;
  return (
    <Stack gap="sm">
      <PageHeader
        title={title}
        actions={
          <>
            <BackToList />
            <ProductStatusButton product={product} />
          </>
        }
      >
        <Badges product={product} />
      </PageHeader>
      {readsStock && (
        <Tabs value={tab} onChange={(v) => navigate(v === 'stock' ? `/${id}/stock` : `/${id}`)}>
          <Tabs.List>
            <Tabs.Tab value="record">{t('stock.product.tab.record')}</Tabs.Tab>
            <Tabs.Tab value="stock">{t('stock.product.tab.stock')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
      )}
      {tab === 'stock' && readsStock ? (
        <ProductStockPanel product={product} />
      ) : may('product.update') ? (
        <ProductEditor key={product._id} product={product} taxes={taxes} />
      ) : (
        <ProductCatalogView product={product} taxes={taxes} />
      )}
      {/* Who changed prices and when: for the staff, not for customers browsing the catalog. */}
      {tab === 'record' && role !== 'CUSTOMER' && <HistorySection entity="products" id={product._id} />}
    </Stack>
  );
}
