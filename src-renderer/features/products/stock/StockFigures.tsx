/** A product's stock figures summed over garages (domain §5), each as a card a test can read exactly. */
import { Card, SimpleGrid, Text } from '@mantine/core';
import type { InventoryFigures } from '../../../../src-shared/documents/products.js';
import { isShort } from '../../../../src-shared/stock.js';
import type { MessageKey } from '../../../i18n/catalog.js';
import { useI18n } from '../../../i18n/i18n.js';
import { inventoryOf } from '../../../components/documents/products.js';
import type { ProductDoc } from '../../../components/documents/read.js';

const FIGURES: ReadonlyArray<{ key: keyof InventoryFigures; hint: MessageKey }> = [
  { key: 'real', hint: 'stock.figure.real.hint' },
  { key: 'committed', hint: 'stock.figure.committed.hint' },
  { key: 'pending', hint: 'stock.figure.pending.hint' },
  { key: 'theoretical', hint: 'stock.figure.theoretical.hint' },
  { key: 'critical', hint: 'stock.figure.critical.hint' },
];

export function StockFigures({ product }: { product: ProductDoc }) {
  const { t, quantity } = useI18n();
  const inventory = inventoryOf(product);
  const short = inventory.critical > 0 && isShort(inventory);
  const color = (key: keyof InventoryFigures) => (inventory[key] < 0 ? 'red' : key === 'theoretical' && short ? 'orange' : undefined);
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
      {FIGURES.map(({ key, hint }) => (
        <Card key={key} withBorder padding="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t(`stock.figure.${key}`)}
          </Text>
          <Text fz={22} fw={600} c={color(key)} data-testid={`stock-${key}`}>
            {quantity(inventory[key], product.unit)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(hint)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
