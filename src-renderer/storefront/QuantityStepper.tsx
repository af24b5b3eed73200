/** Less / the quantity / more: big enough for a thumb, in grams or kg for weight products. */
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import type { Unit } from '../../src-shared/constants/products.js';
import { useI18n } from '../i18n/i18n.js';
import { stepped } from './quantity.js';

export function QuantityStepper({ value, step, unit, onChange, label }: { value: number; step: number; unit: Unit; onChange: (next: number) => void; label: string }) {
  const { t, quantity } = useI18n();
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={label}>
      <ActionIcon variant="default" size="lg" aria-label={`${t('store.quantity.less')}: ${label}`} disabled={value <= step} onClick={() => onChange(stepped(value, step, -1))}>
        <IconMinus size={18} />
      </ActionIcon>
      <Text fw={600} miw={64} ta="center" aria-live="polite" data-testid="store-quantity">
        {quantity(value, unit)}
      </Text>
      <ActionIcon variant="default" size="lg" aria-label={`${t('store.quantity.more')}: ${label}`} onClick={() => onChange(stepped(value, step, 1))}>
        <IconPlus size={18} />
      </ActionIcon>
    </Group>
  );
}
