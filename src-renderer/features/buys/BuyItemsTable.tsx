/** A stored buy's lines as the server priced them, with each product's stock as it stands now (a provider sees no stock). */
import { Table, Text } from '@mantine/core';
import { useI18n } from '../../i18n/i18n.js';
import { useMayCall } from '../../components/access.js';
import type { BuyItemDoc } from '../../components/documents/purchasing.js';
import type { ProductDoc } from '../../components/documents/read.js';

/** A figure never breaks between its sign and its digits (`$` above `284.592,00`). */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export function BuyItemsTable({ items, products }: { items: readonly BuyItemDoc[]; products: ReadonlyMap<string, ProductDoc> }) {
  const { t, money, quantity } = useI18n();
  // The stock columns for the roles that read stock (domain §8); a provider's user had two columns of dashes.
  const readsStock = useMayCall('inventory.shortage');
  return (
    <Table verticalSpacing="xs" striped data-testid="buy-items">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>#</Table.Th>
          <Table.Th>{t('buys.item.product')}</Table.Th>
          <Table.Th ta="right">{t('buys.item.quantity')}</Table.Th>
          <Table.Th ta="right">{t('buys.item.unitCost')}</Table.Th>
          <Table.Th ta="right">{t('buys.item.price')}</Table.Th>
          {readsStock && <Table.Th ta="right">{t('buys.item.stockReal')}</Table.Th>}
          {readsStock && <Table.Th ta="right">{t('buys.item.stockPending')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item, index) => {
          const product = products.get(item.product);
          const number = item.number ?? index + 1;
          const amount = (value: number) => (product ? quantity(value, product.unit) : String(value));
          return (
            <Table.Tr key={`${item.product}-${number}`}>
              <Table.Td>{number}</Table.Td>
              <Table.Td>{product?.name ?? <Text c="dimmed">{t('common.loading')}</Text>}</Table.Td>
              <Table.Td ta="right">{amount(item.quantity)}</Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {item.unitCost === undefined ? '—' : `${money(item.unitCost)}${product?.unit === 'WEIGHT' ? ' /kg' : ''}`}
              </Table.Td>
              <Table.Td ta="right" style={NO_WRAP} data-testid={`item-price-${number}`}>
                {item.price === undefined ? '—' : money(item.price)}
              </Table.Td>
              {readsStock && (
                <Table.Td ta="right" data-testid={`item-stock-${number}`}>
                  {product?.inventory ? amount(product.inventory.real) : '—'}
                </Table.Td>
              )}
              {readsStock && (
                <Table.Td ta="right" data-testid={`item-pending-${number}`}>
                  {product?.inventory ? amount(product.inventory.pending) : '—'}
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
