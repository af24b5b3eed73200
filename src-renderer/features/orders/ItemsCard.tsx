/** The order's items: a product search (Ctrl+K, Enter adds the highlighted match) and the priced rows. */
import { Card, Group, Kbd, Table, Text } from '@mantine/core';
import { useState, type RefObject } from 'react';
import { GRAMS_PER_KG } from '../../../src-shared/constants/products.js';
import { useApi } from '../../app/api.js';
import { useI18n } from '../../i18n/i18n.js';
import { inventoryOf } from '../../components/documents/products.js';
import { newKey, type ItemDraft, type OrderForm } from './form.js';
import { ItemRow } from './ItemRow.js';
import type { PricedLine } from './preview.js';
import { enabledOnly, SearchPicker } from '../../components/pickers/SearchPicker.js';
import { TableScroll } from '../../components/TableScroll.js';
import { firstUnder } from '../../components/forms/formErrors.js';
import type { ProductDoc } from '../../components/documents/read.js';

interface Props {
  lines: PricedLine[];
  editable: boolean;
  /** The save's field errors: the cart's own under the search, an item's on its row. */
  errors: Readonly<Record<string, string>>;
  searchRef: RefObject<HTMLInputElement | null>;
  setForm: (change: (form: OrderForm) => OrderForm) => void;
}

/** A new item starts at one unit, or one kilogram of a product sold by weight. */
const firstQuantity = (product: ProductDoc): number => (product.unit === 'WEIGHT' ? GRAMS_PER_KG : 1);

export function ItemsCard({ lines, editable, errors, searchRef, setForm }: Props) {
  const { t, quantity, docNumber } = useI18n();
  const api = useApi();
  const change = (key: string, patch: Partial<ItemDraft>) => setForm((f) => ({ ...f, items: f.items.map((i) => (i.key === key ? { ...i, ...patch } : i)) }));
  // The line just added takes the cursor to its quantity, so the clerk types it next.
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const add = (product: ProductDoc) => {
    const key = newKey();
    setFocusKey(key);
    setForm((f) => ({ ...f, items: [...f.items, { key, product: product._id, quantity: firstQuantity(product), isWholesaler: null }] }));
  };
  const remove = (key: string) => setForm((f) => ({ ...f, items: f.items.filter((i) => i.key !== key) }));

  return (
    <Card withBorder>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('orders.items')}</Text>
        {editable && (
          <Text size="xs" c="dimmed">
            <Kbd>Ctrl</Kbd> + <Kbd>K</Kbd> {t('orders.items.searchHint')}
          </Text>
        )}
      </Group>
      {editable && (
        <SearchPicker
          collection="products"
          searchKey={['order-items']}
          search={(text) => api.product.search({ text }).then(enabledOnly)}
          render={(p) => (
            <>
              <Text size="sm">{p.name}</Text>
              <Text size="xs" c="dimmed">
                {p.number !== undefined && `${docNumber(p.number)} · `}
                {t('orders.item.stock')}: {quantity(inventoryOf(p).real, p.unit)}
              </Text>
            </>
          )}
          onPick={add}
          aria-label={t('orders.items.label')}
          placeholder={t('orders.items.search')}
          nothingFound={t('orders.items.none')}
          inputRef={searchRef}
          error={errors.cart ?? errors['cart.items']}
        />
      )}
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t('orders.items.empty')}
        </Text>
      ) : (
        <TableScroll minWidth={editable ? 680 : 560} mt="sm" label={t('orders.items')}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.item.product')}</Table.Th>
                <Table.Th>{t('orders.item.quantity')}</Table.Th>
                <Table.Th>{t('orders.item.tier')}</Table.Th>
                <Table.Th ta="right">{t('orders.item.price')}</Table.Th>
                <Table.Th ta="right">{t('orders.item.stock')}</Table.Th>
                {editable && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, index) => (
                <ItemRow
                  key={line.item.key}
                  line={line}
                  savedError={firstUnder(errors, `cart.items.${index}`)}
                  editable={editable}
                  focusQuantity={line.item.key === focusKey}
                  tabIsDone={line.item.key === focusKey}
                  onQuantityDone={() => {
                    // Done once: the next Tab through the lines walks on to the delivery instead of back to the search.
                    setFocusKey(null);
                    searchRef.current?.focus();
                  }}
                  onQuantity={(q) => change(line.item.key, { quantity: q })}
                  onWholesaler={(w) => change(line.item.key, { isWholesaler: w })}
                  onRemove={() => remove(line.item.key)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Card>
  );
}
