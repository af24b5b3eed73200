/** The lines of a buy being written: quantity in units or g/kg, an optional agreed unit cost, the live price. */
import { ActionIcon, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { MoneyInput } from '../../components/MoneyInput.js';
import { QuantityInput } from '../../components/QuantityInput.js';
import { MONEY_DECIMALS, RATE_DECIMALS } from '../../../src-shared/constants/products.js';
import { formatTypedNumber } from '../../../src-shared/typed-number.js';
import { useI18n } from '../../i18n/i18n.js';
import { translateText } from '../../components/errors.js';
import type { FieldErrors } from '../../components/forms/checkForm.js';
import type { PricedLine } from './useBuyPricing.js';

export interface BuyCartEditorProps {
  lines: readonly PricedLine[];
  errors: FieldErrors;
  onQuantity: (index: number, quantity: number) => void;
  onUnitCost: (index: number, unitCost: number | null) => void;
  onRemove: (index: number) => void;
}

export function BuyCartEditor({ lines, errors, onQuantity, onUnitCost, onRemove }: BuyCartEditorProps) {
  const { t, money, locale } = useI18n();
  return (
    <Table verticalSpacing="xs" data-testid="buy-cart">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>#</Table.Th>
          <Table.Th>{t('buys.item.product')}</Table.Th>
          <Table.Th w={205}>{t('buys.item.quantity')}</Table.Th>
          <Table.Th w={165}>{t('buys.item.agreedCost')}</Table.Th>
          <Table.Th w={120} ta="right">
            {t('buys.item.price')}
          </Table.Th>
          <Table.Th w={48} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line, index) => {
          const { product, item } = line;
          const path = `cart.items.${index}`;
          return (
            <Table.Tr key={item.product}>
              <Table.Td>{line.number}</Table.Td>
              <Table.Td>
                <Text size="sm">{product?.name ?? t('common.loading')}</Text>
                {errors[`${path}.product`] && (
                  <Text size="xs" c="red">
                    {errors[`${path}.product`]}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {product && (
                  <QuantityInput
                    unit={product.unit}
                    aria-label={t('buys.item.quantityOf', { product: product.name })}
                    value={item.quantity}
                    onChange={(q) => onQuantity(index, q)}
                    allowDecimalUnits={line.splitPackage}
                    error={errors[`${path}.quantity`] ?? (line.error ? translateText(line.error, t, { withField: false }) : undefined)}
                    rememberUnit="buys"
                  />
                )}
              </Table.Td>
              <Table.Td>
                {product && (
                  <MoneyInput
                    aria-label={t('buys.item.agreedCostOf', { product: product.name })}
                    placeholder={formatTypedNumber(product.unitCost, locale, MONEY_DECIMALS)}
                    value={item.unitCost}
                    onChange={(v) => onUnitCost(index, v === '' ? null : v)}
                    maxDecimals={RATE_DECIMALS}
                    rightSection={
                      <Text size="xs" c="dimmed">
                        {product.unit === 'WEIGHT' ? '/kg' : '/u'}
                      </Text>
                    }
                    error={errors[`${path}.unitCost`]}
                  />
                )}
              </Table.Td>
              <Table.Td ta="right" data-testid={`item-price-${line.number}`}>
                {line.price === null ? '—' : money(line.price)}
              </Table.Td>
              <Table.Td>
                <ActionIcon variant="subtle" color="red" onClick={() => onRemove(index)} aria-label={t('buys.item.remove', { product: product?.name ?? '' })}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
