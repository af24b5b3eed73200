/** Enabling or disabling a product (domain §2: never deleted); disabled products cannot be ordered. */
import { Button } from '@mantine/core';
import { useApi } from '../../app/api.js';
import { confirmAction } from '../../components/confirm.js';
import { useWriteFeedback } from '../../components/queuedFeedback.js';
import { useT } from '../../i18n/i18n.js';
import { useMay } from '../../components/access.js';
import type { ProductDoc } from '../../components/documents/read.js';

/** `compact`: on a list row, small and naming the product for who cannot see the row. */
export function ProductStatusButton({ product, compact = false }: { product: ProductDoc; compact?: boolean }) {
  const t = useT();
  const api = useApi();
  const feedback = useWriteFeedback();
  const may = useMay();
  const enabled = product.status !== false;
  if (!may(enabled ? 'product.disable' : 'product.enable')) return null;
  const toggle = async () => {
    if (enabled) {
      if (!(await confirmAction(t, t('stock.product.disable.title', { name: product.name }), t('stock.product.disable.body'), true))) return;
      await feedback.run(() => api.product.disable({ id: product._id }), { action: t('write.product.disable'), done: t('stock.product.disabled') });
    } else {
      await feedback.run(() => api.product.enable({ id: product._id }), { action: t('write.product.enable'), done: t('stock.product.enabled') });
    }
  };
  return (
    <Button
      variant="light"
      color={enabled ? 'red' : 'teal'}
      onClick={() => void toggle()}
      {...(compact ? { size: 'xs', 'aria-label': t(enabled ? 'stock.product.disableNamed' : 'stock.product.enableNamed', { name: product.name }) } : {})}
    >
      {t(enabled ? 'common.disable' : 'common.enable')}
    </Button>
  );
}
