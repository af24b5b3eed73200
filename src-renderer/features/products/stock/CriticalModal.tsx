/** The critical level (reorder point) of a product in a garage: a purchasing decision (domain §5). */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { productCriticalBody } from '../../../../src-shared/schemas/product.js';
import { useApi } from '../../../app/api.js';
import { QuantityInput } from '../../../components/QuantityInput.js';
import { useT } from '../../../i18n/i18n.js';
import { inventoryOf } from '../../../components/documents/products.js';
import { GarageSelect } from '../../../components/pickers/GarageSelect.js';
import { useStockWrite } from './useStockWrite.js';
import type { ProductDoc } from '../../../components/documents/read.js';

export function CriticalModal({ product, onClose }: { product: ProductDoc; onClose: () => void }) {
  const t = useT();
  const api = useApi();
  const { errors, failure, saving, clear, send } = useStockWrite();
  const [critical, setCritical] = useState(inventoryOf(product).critical);
  const [garage, setGarage] = useState<string | null>(null);
  const submit = async () => {
    const body = { critical, ...(garage ? { garage } : {}) };
    if (await send(productCriticalBody, body, () => api.product.critical({ id: product._id, ...body }), { action: t('write.stock.critical'), done: t('stock.critical.done') })) onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t('stock.critical.title', { name: product.name })}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('stock.critical.explain')}
        </Text>
        <QuantityInput
          unit={product.unit}
          value={critical}
          onChange={(value) => {
            setCritical(value);
            clear('critical');
          }}
          label={t('stock.figure.critical')}
          error={errors.critical}
          allowDecimalUnits={product.splitPackage === true}
          testId="critical-quantity"
        />
        <GarageSelect value={garage} onChange={setGarage} error={errors.garage} />
        {failure && <Alert color="red">{failure}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={saving}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
