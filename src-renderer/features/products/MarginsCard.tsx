/**
 * The margin tiers (domain §4): from which quantity each multiplier applies, the wholesaler tier
 * (quantity 0), and — live as the user types — what each tier charges, priced with the order
 * pricing itself so an order at that quantity shows the same figure.
 */
import { ActionIcon, Badge, Button, Card, Group, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { RATE_DECIMALS, type Unit, WHOLESALER_MARGIN_QUANTITY } from '../../../src-shared/constants/products.js';
import type { TaxDef } from '../../../src-shared/pricing/index.js';
import { DecimalInput } from '../../components/DecimalInput.js';
import { QuantityInput } from '../../components/QuantityInput.js';
import { useI18n } from '../../i18n/i18n.js';
import { newKey, pricingDraft, type TierDraft } from './productDraft.js';
import { baseQuantity, tierPrice } from './tierPrices.js';
import type { ProductForm } from './useProductForm.js';
import { firstUnder } from './validation.js';

/** A new tier starts past the largest one: ten times it (whole units or grams). */
function nextQuantity(tiers: readonly TierDraft[], unit: Unit): number {
  const largest = Math.max(0, ...tiers.map((t) => t.quantity));
  return largest === 0 ? baseQuantity(unit) : largest * 10;
}

export function MarginsCard({ form, taxes, productId }: { form: ProductForm; taxes: readonly TaxDef[]; productId: string }) {
  const { t, money, quantity } = useI18n();
  const { draft, set, errors } = form;
  const unit = draft.unit;
  const product = pricingDraft(draft, form.taxBase, productId);
  const hasWholesaler = draft.margins.some((m) => m.quantity === WHOLESALER_MARGIN_QUANTITY);
  const amountOf = (amount: number) => (unit === 'WEIGHT' ? quantity(amount, unit) : `${quantity(amount, unit)} ${t('stock.unitShort')}`);
  const change = (index: number, patch: Partial<TierDraft>, field: 'quantity' | 'value') =>
    set({ margins: draft.margins.map((m, i) => (i === index ? { ...m, ...patch } : m)) }, [`margins.${index}.${field}`, 'margins']);
  const add = (quantityOf: number) => set({ margins: [...draft.margins, { key: newKey(), quantity: quantityOf, value: '' }] }, ['margins']);
  const remove = (index: number) => set({ margins: draft.margins.filter((_, i) => i !== index) }, ['margins']);
  const listError = errors.margins;

  return (
    <Card withBorder data-testid="margin-tiers">
      <Group justify="space-between" mb="xs">
        <div>
          <Text fw={600}>{t('stock.tiers.title')}</Text>
          <Text size="xs" c="dimmed">
            {t('stock.tiers.hint')}
          </Text>
        </div>
        <Group gap="xs">
          {!hasWholesaler && (
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => add(WHOLESALER_MARGIN_QUANTITY)}>
              {t('stock.tiers.addWholesaler')}
            </Button>
          )}
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => add(nextQuantity(draft.margins, unit))}>
            {t('stock.tiers.add')}
          </Button>
        </Group>
      </Group>
      <Table verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stock.tiers.from')}</Table.Th>
            <Table.Th w={110}>{t('stock.tiers.value')}</Table.Th>
            <Table.Th ta="right">{t('stock.tiers.price')}</Table.Th>
            <Table.Th ta="right">{t(unit === 'WEIGHT' ? 'stock.tiers.perKg' : 'stock.tiers.perUnit')}</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {draft.margins.map((tier, index) => {
            const wholesaler = tier.quantity === WHOLESALER_MARGIN_QUANTITY;
            const priced = product && tier.value !== '' ? tierPrice(product, taxes, { quantity: tier.quantity, value: tier.value }) : null;
            return (
              <Table.Tr key={tier.key} data-testid={`tier-${index}`}>
                <Table.Td w={200}>
                  {wholesaler ? (
                    <Badge variant="light" color="grape">
                      {t('stock.tiers.wholesaler')}
                    </Badge>
                  ) : (
                    <QuantityInput
                      key={unit}
                      unit={unit}
                      value={tier.quantity}
                      onChange={(q) => change(index, { quantity: q }, 'quantity')}
                      error={errors[`margins.${index}.quantity`]}
                      testId={`tier-quantity-${index}`}
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  <DecimalInput
                    aria-label={t('stock.tiers.valueOf', { tier: wholesaler ? t('stock.tiers.wholesaler') : amountOf(tier.quantity) })}
                    value={tier.value}
                    onChange={(value) => change(index, { value }, 'value')}
                    maxDecimals={RATE_DECIMALS}
                    leftSection="×"
                    w={96}
                    error={errors[`margins.${index}.value`]}
                    data-testid={`tier-value-${index}`}
                  />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" fw={500} data-testid={`tier-price-${index}`}>
                    {priced ? money(priced.price) : '—'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {priced ? t('stock.tiers.for', { amount: amountOf(priced.quantity) }) : ''}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" data-testid={`tier-base-${index}`}>
                    {priced ? money(priced.perBase) : '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" aria-label={t('stock.tiers.remove')} onClick={() => remove(index)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {(listError ?? firstUnder(errors, 'margins')) && !Object.keys(errors).some((p) => /^margins\.\d+\./.test(p)) && (
        <Text size="sm" c="red" mt="xs">
          {listError ?? firstUnder(errors, 'margins')}
        </Text>
      )}
      {!product && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('stock.tiers.needsCost')}
        </Text>
      )}
    </Card>
  );
}
