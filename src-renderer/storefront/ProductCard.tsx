/**
 * One product as a customer sees it: its name, its own prices per tier as the server gives them
 * (per 100 g / 500 g / 1 kg for weight products), whether there is stock, and a quantity to add.
 */
import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { PublicProduct, PublicTier } from '../../src-shared/documents/public-product.js';
import { useI18n } from '../i18n/i18n.js';
import { QuantityStepper } from './QuantityStepper.js';
import { quantityStep } from './quantity.js';

/**
 * One tier's price: "500 g: $ 5.890,00" by weight; by the unit it names the units and, for a pack
 * of several, what each costs ("6 u.: $ 7.200,00 ($ 1.200,00 c/u)") — a bare "6: $ 7.200,00" left
 * the customer guessing whether that was each or all six.
 */
function TierLine({ tier, product }: { tier: PublicTier; product: PublicProduct }) {
  const { t, money, quantity } = useI18n();
  const shown = { quantity: quantity(tier.quantity, product.unit), price: money(tier.price) };
  if (product.unit === 'WEIGHT') return <Text size="sm">{t('store.product.tier', shown)}</Text>;
  return <Text size="sm">{tier.quantity === 1 ? t('store.product.tier.units', shown) : t('store.product.tier.unitsEach', { ...shown, each: money(tier.perBase) })}</Text>;
}

export function ProductCard({ product, inCart, onAdd, busy }: { product: PublicProduct; inCart: number; onAdd: (quantity: number) => void; busy: boolean }) {
  const { t, quantity } = useI18n();
  const step = quantityStep(product);
  const [amount, setAmount] = useState(step);
  return (
    <Card withBorder padding="sm" radius="md" data-testid="store-product">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {product.imageUrl && <Image src={product.imageUrl} alt="" w={64} h={64} radius="sm" fit="cover" />}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Text fw={600} lineClamp={2}>
              {product.name}
            </Text>
            <Badge color={product.available ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
              {product.available ? t('store.product.available') : t('store.product.unavailable')}
            </Badge>
          </Group>
          {product.subtitle && (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {product.subtitle}
            </Text>
          )}
          {product.prices.map((tier) => (
            <TierLine key={tier.from} tier={tier} product={product} />
          ))}
          {inCart > 0 && (
            <Text size="sm" c="blue">
              {t('store.product.inCart', { quantity: quantity(inCart, product.unit) })}
            </Text>
          )}
        </Stack>
      </Group>
      <Group mt="sm" justify="space-between" wrap="nowrap">
        <QuantityStepper value={amount} step={step} unit={product.unit} onChange={setAmount} label={product.name} />
        <Button onClick={() => onAdd(amount)} loading={busy} disabled={!product.available}>
          {t('store.product.add')}
        </Button>
      </Group>
    </Card>
  );
}
