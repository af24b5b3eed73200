/** What an alert is about, in the screen's words: the cost before and after, or the figures now. */
import { Text } from '@mantine/core';
import { useI18n } from '../../../i18n/i18n.js';
import { inventoryOf } from '../../../components/documents/products.js';
import { useProductDoc } from './ProductRef.js';
import type { TrackerDoc } from '../../../components/documents/read.js';

export function AlertDetail({ alert }: { alert: TrackerDoc }) {
  const { t, money, quantity } = useI18n();
  const product = useProductDoc(alert.product);
  if (alert.kind === 'COST_CHANGED') {
    const before = alert.before == null ? '—' : money(alert.before);
    const after = alert.after == null ? '—' : money(alert.after);
    return <Text size="sm">{t('stock.alert.cost', { before, after })}</Text>;
  }
  if (!product)
    return (
      <Text size="sm" c="dimmed">
        …
      </Text>
    );
  const inventory = inventoryOf(product);
  const text =
    alert.kind === 'NEGATIVE_STOCK'
      ? t('stock.alert.negativeNow', { real: quantity(inventory.real, product.unit) })
      : t('stock.alert.criticalNow', { theoretical: quantity(inventory.theoretical, product.unit), critical: quantity(inventory.critical, product.unit) });
  return (
    <Text size="sm" truncate>
      {text}
    </Text>
  );
}
