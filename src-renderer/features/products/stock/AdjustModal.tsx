/**
 * Stock adjustments (domain §5) for OPERACION: an adjustment adds or takes a quantity with its
 * reason (`real += quantity`); a force adjustment sets the counted real (or theoretical) figure and
 * records the difference. Either one may name the garage; left empty, the default one.
 */
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DESCRIPTION_MAX } from '../../../../src-shared/constants/field-lengths.js';
import { dec } from '../../../../src-shared/money.js';
import { productAdjustmentBody, productForceAdjustmentBody } from '../../../../src-shared/schemas/product.js';
import { useApi } from '../../../app/api.js';
import { QuantityInput } from '../../../components/QuantityInput.js';
import { useI18n } from '../../../i18n/i18n.js';
import { inventoryOf } from '../../../components/documents/products.js';
import { GarageSelect } from '../../../components/pickers/GarageSelect.js';
import { useStockWrite } from './useStockWrite.js';
import type { ProductDoc } from '../../../components/documents/read.js';
import { LimitedTextarea } from '../../../components/forms/LimitedText.js';

export type AdjustMode = 'adjust' | 'force';

interface Props {
  product: ProductDoc;
  mode: AdjustMode;
  onClose: () => void;
}

export function AdjustModal({ product, mode, onClose }: Props) {
  const { t, quantity: show } = useI18n();
  const api = useApi();
  const { errors, failure, saving, clear: edited, send } = useStockWrite();
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [figure, setFigure] = useState<'real' | 'theoretical'>('real');
  const [amount, setAmount] = useState(0);
  const [reason, setReason] = useState('');
  const [garage, setGarage] = useState<string | null>(null);
  const inventory = inventoryOf(product);
  const where = garage ? { garage } : {};

  const submit = async () => {
    if (mode === 'adjust') {
      const quantity = direction === 'out' ? dec(amount).neg().toNumber() : amount;
      const body = { quantity, reason: reason.trim(), ...where };
      if (await send(productAdjustmentBody, body, () => api.product.adjustment({ id: product._id, ...body }), { action: t('write.stock.adjust'), done: t('stock.adjust.done') })) onClose();
    } else {
      const body = { [figure]: amount, ...(reason.trim() ? { reason: reason.trim() } : {}), ...where };
      if (await send(productForceAdjustmentBody, body, () => api.product.forceAdjustment({ id: product._id, ...body }), { action: t('write.stock.adjust'), done: t('stock.force.done') })) onClose();
    }
  };

  const amountError = mode === 'adjust' ? errors.quantity : (errors[figure] ?? errors.real);
  return (
    <Modal opened onClose={onClose} title={t(mode === 'adjust' ? 'stock.adjust.title' : 'stock.force.title', { name: product.name })} size="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(mode === 'adjust' ? 'stock.adjust.explain' : 'stock.force.explain')}
        </Text>
        <Text size="sm">{t('stock.adjust.now', { real: show(inventory.real, product.unit), theoretical: show(inventory.theoretical, product.unit) })}</Text>
        {mode === 'adjust' ? (
          <SegmentedControl
            value={direction}
            onChange={(v) => setDirection(v as 'in' | 'out')}
            data={[
              { value: 'in', label: t('stock.adjust.in') },
              { value: 'out', label: t('stock.adjust.out') },
            ]}
          />
        ) : (
          <SegmentedControl
            value={figure}
            onChange={(v) => {
              setFigure(v as 'real' | 'theoretical');
              edited('real', 'theoretical');
            }}
            data={[
              { value: 'real', label: t('stock.force.real') },
              { value: 'theoretical', label: t('stock.force.theoretical') },
            ]}
          />
        )}
        <QuantityInput
          unit={product.unit}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            edited('quantity', 'real', 'theoretical');
          }}
          label={t(mode === 'adjust' ? 'stock.adjust.quantity' : 'stock.force.counted')}
          error={amountError}
          allowDecimalUnits={product.splitPackage === true}
          testId="adjust-quantity"
        />
        <LimitedTextarea
          label={t(mode === 'adjust' ? 'stock.adjust.reason' : 'stock.force.reason')}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            edited('reason');
          }}
          error={errors.reason}
          required={mode === 'adjust'}
          autosize
          minRows={2}
          max={DESCRIPTION_MAX}
        />
        <GarageSelect
          value={garage}
          onChange={(value) => {
            setGarage(value);
            edited('garage');
          }}
          error={errors.garage}
        />
        {failure && <Alert color="red">{failure}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={saving} color={mode === 'force' ? 'orange' : undefined}>
            {t(mode === 'adjust' ? 'stock.adjust.submit' : 'stock.force.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
