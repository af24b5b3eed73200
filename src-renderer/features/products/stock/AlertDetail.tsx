/**
 * What an alert is about, in the screen's words: the cost before and after; for negative stock, what
 * the garage was left at and when, then the real stock now (recovered or not); or the figures now.
 * The negative-stock words may take two lines of their row: with a weight on both sides ("Quedó en
 * -9.999,999 kg el 28/11 · real ahora -9.999,999 kg") one line at 1366 px cut the stock now off.
 */
import { Text } from '@mantine/core';
import { negativeAlertWords } from '../../../../src-shared/stock-alerts.js';
import { useI18n } from '../../../i18n/i18n.js';
import { inventoryOf } from '../../../components/documents/products.js';
import { useProductDoc } from './ProductRef.js';
import { NEGATIVE_DETAIL_LABEL } from './labels.js';
import type { TrackerDoc } from '../../../components/documents/read.js';

const NO_BREAK_SPACE = '\u00a0';
/** Two lines of it fit the list's 40 px row. */
const TWO_LINES_HEIGHT = 1.25;

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
    // A figure and its unit stay on one line ("-9.999,999 kg"): the words break between them.
    const whole = (figure: string) => figure.replace(/ /g, NO_BREAK_SPACE);
    const text = t(NEGATIVE_DETAIL_LABEL[words.label], { ...words.params, figure: whole(words.params.figure), real: whole(words.params.real) });
    return (
      <Text size="sm" lh={TWO_LINES_HEIGHT} lineClamp={2} style={{ whiteSpace: 'normal' }} title={text} c={words.label.startsWith('recovered') ? 'dimmed' : undefined} data-alert-detail={words.label}>
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
