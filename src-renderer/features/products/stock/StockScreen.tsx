/**
 * Stock (`/stock`, domain §5): the open alerts to acknowledge, and the ledger of every stock change
 * with its filters. OPERACION adjusts a product's stock from here (pick the product first) or from
 * the product's stock tab. Routes: `/stock` (alerts) and `/stock/records` (ledger).
 */
import { Button, Modal, Stack, Tabs } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageHeader } from '../../../components/EmptyState.js';
import { useT } from '../../../i18n/i18n.js';
import { useMay } from '../../../components/access.js';
import { AdjustModal } from './AdjustModal.js';
import { ProductPick } from './ProductPick.js';
import { hasRecordFilters, NO_RECORD_FILTERS, RecordFilters, recordQuery, type RecordFilterValues } from './RecordFilters.js';
import { RecordsTable } from './RecordsTable.js';
import { TrackerList } from './TrackerList.js';
import type { ProductDoc } from '../../../components/documents/read.js';
import { useOwnNewHotkey } from '../../../app/newHotkey.js';

const RECORDS = '/records';

function Ledger() {
  const [filters, setFilters] = useState<RecordFilterValues>(NO_RECORD_FILTERS);
  const query = useMemo(() => recordQuery(filters), [filters]);
  return (
    <Stack gap="xs">
      <RecordFilters value={filters} onChange={setFilters} />
      <RecordsTable query={query} filtered={hasRecordFilters(filters)} height="calc(100vh - 330px)" />
    </Stack>
  );
}

/** Adjusting from the stock screen: which product first, then the adjustment itself. */
function AdjustAnyProduct({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [product, setProduct] = useState<ProductDoc | null>(null);
  if (product) return <AdjustModal product={product} mode="adjust" onClose={onClose} />;
  return (
    <Modal opened onClose={onClose} title={t('stock.adjust.pickTitle')}>
      <ProductPick label={t('stock.col.product')} value={null} onChange={(_, picked) => picked && setProduct(picked)} stockOnly autoFocus />
    </Modal>
  );
}

export function StockScreen() {
  const t = useT();
  const may = useMay();
  const [location, navigate] = useLocation();
  const [adjusting, setAdjusting] = useState(false);
  const mayAdjust = may('product.adjustment');
  const tab = location.startsWith(RECORDS) ? 'records' : 'alerts';
  useOwnNewHotkey('/stock', () => mayAdjust && setAdjusting(true), []);
  return (
    <>
      <PageHeader
        title={t('nav.stock')}
        actions={
          mayAdjust && (
            <Button leftSection={<IconAdjustments size={16} />} onClick={() => setAdjusting(true)}>
              {t('stock.adjust.open')} (Ctrl+N)
            </Button>
          )
        }
      >
        <Tabs value={tab} onChange={(v) => navigate(v === 'records' ? RECORDS : '/')}>
          <Tabs.List>
            <Tabs.Tab value="alerts">{t('stock.alerts.title')}</Tabs.Tab>
            <Tabs.Tab value="records">{t('stock.records.title')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
      </PageHeader>
      <Switch>
        <Route path={RECORDS}>
          <Ledger />
        </Route>
        <Route>
          <TrackerList height="calc(100vh - 300px)" />
        </Route>
      </Switch>
      {adjusting && <AdjustAnyProduct onClose={() => setAdjusting(false)} />}
    </>
  );
}
