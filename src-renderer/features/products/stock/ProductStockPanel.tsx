/**
 * The stock tab of a product: its figures, the actions the role may take (adjust and force adjust
 * for OPERACION, the critical level for purchasing), its open alerts and its ledger. A mixed product
 * keeps no stock of its own: the tab says so and shows what its components can make.
 */
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconAdjustments, IconAlertTriangle, IconScale } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useT } from '../../../i18n/i18n.js';
import { useMay } from '../../../components/access.js';
import { isMixed } from '../../../components/documents/products.js';
import { AdjustModal, type AdjustMode } from './AdjustModal.js';
import { CriticalModal } from './CriticalModal.js';
import { RecordsTable } from './RecordsTable.js';
import { StockFigures } from './StockFigures.js';
import { TrackerList } from './TrackerList.js';
import type { ProductDoc } from '../../../components/documents/read.js';

export function ProductStockPanel({ product }: { product: ProductDoc }) {
  const t = useT();
  const may = useMay();
  const [adjusting, setAdjusting] = useState<AdjustMode | null>(null);
  const [critical, setCritical] = useState(false);
  const query = useMemo(() => ({ product: product._id }), [product._id]);
  if (isMixed(product)) {
    return (
      <Alert color="grape" title={t('stock.mixed.noStock')}>
        {t('stock.mixed.noStock.hint')}
      </Alert>
    );
  }
  const synced = typeof product.number === 'number';
  return (
    <Stack gap="md">
      <StockFigures product={product} />
      <Group gap="sm">
        {may('product.adjustment') && (
          <Button leftSection={<IconAdjustments size={16} />} onClick={() => setAdjusting('adjust')} disabled={!synced}>
            {t('stock.adjust.open')}
          </Button>
        )}
        {may('product.forceAdjustment') && (
          <Button variant="light" color="orange" leftSection={<IconScale size={16} />} onClick={() => setAdjusting('force')} disabled={!synced}>
            {t('stock.force.open')}
          </Button>
        )}
        {may('product.critical') && (
          <Button variant="light" leftSection={<IconAlertTriangle size={16} />} onClick={() => setCritical(true)} disabled={!synced}>
            {t('stock.critical.open')}
          </Button>
        )}
        {!synced && (
          <Text size="sm" c="dimmed">
            {t('stock.waitSync')}
          </Text>
        )}
      </Group>
      <Card withBorder>
        <Text fw={600} mb="xs">
          {t('stock.alerts.title')}
        </Text>
        <TrackerList product={product._id} height="200px" />
      </Card>
      <Card withBorder>
        <Text fw={600} mb="xs">
          {t('stock.records.title')}
        </Text>
        <RecordsTable query={query} product={product} filtered={false} height="320px" />
      </Card>
      {adjusting && <AdjustModal product={product} mode={adjusting} onClose={() => setAdjusting(null)} />}
      {critical && <CriticalModal product={product} onClose={() => setCritical(false)} />}
    </Stack>
  );
}
