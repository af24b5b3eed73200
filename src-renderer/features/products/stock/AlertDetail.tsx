/**
 * What an alert is about, in the screen's words: the cost before and after; for negative stock, what
 * the garage was left at and when, then the real stock now (recovered or not); or the figures now.
 */
import { Text } from '@mantine/core';
import { negativeAlertWords } from '../../../../src-shared/stock-alerts.js';
import { useI18n } from '../../../i18n/i18n.js';
import { inventoryOf } from '../../../components/documents/products.js';
import { useProductDoc } from './ProductRef.js';
import { NEGATIVE_DETAIL_LABEL } from './labels.js';
import type { TrackerDoc } from '../../../components/documents/read.js';

export function AlertDetail({ alert }: { alert: TrackerDoc }) {
  const { t, money, quantity, locale, timeZone } = useI18n();
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
  if (alert.kind === 'NEGATIVE_STOCK') {
    const words = negativeAlertWords(alert, inventory.real, product.unit, { locale, timeZone });
    const text = t(NEGATIVE_DETAIL_LABEL[words.label], words.params);
    return (
      <Text size="sm" truncate title={text} c={words.label.startsWith('recovered') ? 'dimmed' : undefined} data-alert-detail={words.label}>
        {text}
      </Text>
    );
  }
  return (
    <Text size="sm" truncate>
      {t('stock.alert.criticalNow', { theoretical: quantity(inventory.theoretical, product.unit), critical: quantity(inventory.critical, product.unit) })}
    </Text>
  );
}
