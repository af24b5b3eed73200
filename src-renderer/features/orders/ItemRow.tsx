/** One item of the order: quantity, the margin tier chosen, the unit price, the amount and the stock. */
import { ActionIcon, Badge, Checkbox, Table, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { GRAMS_PER_KG, WHOLESALER_MARGIN_QUANTITY } from '../../../src-shared/constants/products.js';
import { translateText } from '../../components/errors.js';
import { inventoryOf } from '../../components/documents/products.js';
import { QuantityInput } from '../../components/QuantityInput.js';
import { useI18n } from '../../i18n/i18n.js';
import { isAboveStock } from './overStock.js';
import type { PricedLine } from './preview.js';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

interface Props {
  line: PricedLine;
  /** What the server answered about this item when the order was saved. */
  savedError?: string | undefined;
  editable: boolean;
  onQuantity: (quantity: number) => void;
  onWholesaler: (isWholesaler: boolean) => void;
  onRemove: () => void;
  /** The line was just added: its quantity takes the cursor, its text selected to type over. */
  focusQuantity?: boolean;
  /** Enter in the quantity (and Tab, when `tabIsDone`): the clerk is done with the line. */
  onQuantityDone?: () => void;
  /**
   * Tab in the quantity means done too: only on the line just added, as the clerk types it. On every
   * line it sent the cursor back to the search from each quantity, so Tab never got past the lines
   * to the delivery, the discount or the notes.
   */
  tabIsDone?: boolean;
}

/** The quantity's own text box (a weight's g/kg switch sits beside it in the same cell). */
const quantityBox = (cell: HTMLElement | null): HTMLInputElement | null => cell?.querySelector<HTMLInputElement>('input[type="text"], input:not([type])') ?? null;

export function ItemRow({ line, savedError, editable, onQuantity, onWholesaler, onRemove, focusQuantity = false, onQuantityDone, tabIsDone = false }: Props) {
  const { t, money, quantity, docNumber } = useI18n();
  const { product, priced, tier, item } = line;
  const cell = useRef<HTMLTableCellElement>(null);
  const loaded = product !== undefined;
  useEffect(() => {
    if (!focusQuantity || !loaded) return;
    const input = quantityBox(cell.current);
    input?.focus();
    input?.select();
  }, [focusQuantity, loaded]);
  const done = (event: KeyboardEvent) => {
    if (!onQuantityDone || event.target !== quantityBox(cell.current)) return;
    if (event.key === 'Enter' || (event.key === 'Tab' && !event.shiftKey && tabIsDone)) {
      event.preventDefault();
      onQuantityDone();
    }
  };
  if (!product) {
    return (
      <Table.Tr>
        <Table.Td colSpan={editable ? 6 : 5}>
          <Text size="sm" c="dimmed">
            {t('common.loading')}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  }
  const unit = product.unit;
  const inventory = inventoryOf(product);
  /** "100 g", "1 kg", "6 u.": an amount of the product as people say it. */
  const amountOf = (amount: number) => (unit === 'WEIGHT' ? quantity(amount, unit) : `${quantity(amount, unit)} ${t('orders.item.unit')}`);
  /** What a unit price is for: "kg", "100 g", "u.", "6 u.". */
  const per = (amount: number) => (amount === (unit === 'WEIGHT' ? GRAMS_PER_KG : 1) ? (unit === 'WEIGHT' ? 'kg' : t('orders.item.unit')) : amountOf(amount));
  // The tier is told by what one kg or one unit costs in it — the figure clerks quote — not its margin.
  // Kept on one line ("$ 13.992,44 / kg"), so the cell breaks before the price, never inside it.
  const unitPrice = line.unitPrice === null ? '' : t('orders.item.per', { price: money(line.unitPrice), unit: per(unit === 'WEIGHT' ? GRAMS_PER_KG : 1) }).replace(/ /g, '\u00a0');
  const tierText =
    !tier || !priced
      ? '—'
      : tier.quantity === WHOLESALER_MARGIN_QUANTITY
        ? t('orders.item.tier.wholesaler', { value: unitPrice })
        : t('orders.item.tier.from', { quantity: amountOf(tier.quantity), value: unitPrice });
  const isMixed = (product.mixed?.components.length ?? 0) > 0;
  const above = isAboveStock(product, item.quantity);
  return (
    <Table.Tr>
      <Table.Td miw={150}>
        <Text size="sm" fw={500}>
          {product.name}
        </Text>
        <Text size="xs" c="dimmed">
          {product.number !== undefined && `${docNumber(product.number)} · `}
          {unit === 'WEIGHT' ? t('orders.item.byWeight') : t('orders.item.byUnit')}
        </Text>
        {editable ? (
          <Checkbox mt={4} size="xs" label={t('orders.item.wholesaler')} checked={line.isWholesaler ?? item.isWholesaler ?? false} onChange={(e) => onWholesaler(e.currentTarget.checked)} />
        ) : (
          priced?.isWholesaler && (
            <Badge mt={4} size="xs" variant="light">
              {t('orders.item.wholesaler')}
            </Badge>
          )
        )}
      </Table.Td>
      {/* Editable, its messages wrap under the field (the field and its g/kg switch keep one line):
          kept on one line, "Tiene que ser un número entero de unidades para este producto" pushed the stock and the remove
          button out of the card, where a clerk at 1366 px could not see them. */}
      <Table.Td ref={cell} style={editable ? { minWidth: 180 } : NOWRAP} onKeyDown={done}>
        {editable ? (
          <>
            <QuantityInput
              unit={unit}
              aria-label={t('orders.item.quantityOf', { name: product.name })}
              value={item.quantity}
              onChange={onQuantity}
              error={line.error ? translateText(line.error, t, { withField: false }) : savedError}
              allowDecimalUnits={line.splitPackage}
              testId="item-quantity"
              rememberUnit="orders"
            />
            {above && (
              <Text size="xs" c="red" fw={500} mt={2} data-testid="item-over-stock">
                {t('orders.item.overStock', { stock: quantity(inventory.real, unit) })}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" data-testid="item-quantity">
            {quantity(item.quantity, unit)}
          </Text>
        )}
      </Table.Td>
      {/* Wraps: the tier and its unit price are the longest text of the row, and the table must fit without scrolling.
          130 px holds "$ 15.178,24 / kg" on its line; at 150 a 750 kg line of ham (price "$ 11.383.680,00") made the table
          10 px wider than its card at 1366×768, so it scrolled sideways (order-items-width.spec). */}
      <Table.Td miw={130}>
        <Text size="sm" data-testid="item-tier">
          {tierText}
        </Text>
        <Text size="xs" c="dimmed" data-testid="item-unit-price">
          {priced ? t('orders.item.per', { price: money(priced.detail.unitCost), unit: per(priced.detail.unitQuantity) }) : '—'}
        </Text>
      </Table.Td>
      <Table.Td ta="right" style={NOWRAP}>
        <Text size="sm" fw={500} data-testid="item-price">
          {priced ? money(priced.price) : '—'}
        </Text>
      </Table.Td>
      <Table.Td ta="right" style={NOWRAP}>
        <Tooltip label={t('orders.item.stockHint', { committed: quantity(inventory.committed, unit), theoretical: quantity(inventory.theoretical, unit) })} disabled={isMixed}>
          <Text size="sm" c={(inventory.real <= 0 || above) && !isMixed ? 'red' : undefined} data-testid="item-stock">
            {isMixed ? '—' : quantity(inventory.real, unit)}
          </Text>
        </Tooltip>
      </Table.Td>
      {editable && (
        <Table.Td>
          <ActionIcon variant="subtle" color="red" aria-label={t('orders.item.remove', { name: product.name })} onClick={onRemove}>
            <IconTrash size={16} />
          </ActionIcon>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
