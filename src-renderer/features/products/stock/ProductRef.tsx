/** A product named by id in a ledger row or an alert: its name, and quantities in its unit. */
import { Anchor, Text } from '@mantine/core';
import { useLocation } from 'wouter';
import { useApi, useIpcQuery } from '../../../app/api.js';
import { useI18n } from '../../../i18n/i18n.js';
import type { ProductDoc } from '../../../components/documents/read.js';

export function useProductDoc(id: string | null | undefined): ProductDoc | undefined {
  const api = useApi();
  const { data } = useIpcQuery(['products'], ['get', id], () => api.product.get({ id: id ?? '' }), { enabled: Boolean(id) });
  return data ? data : undefined;
}

/** The product's name, opening its stock tab (an absolute path: the list may live on another screen). */
export function ProductLink({ id }: { id: string }) {
  const product = useProductDoc(id);
  const [, navigate] = useLocation();
  return (
    <Anchor
      size="sm"
      truncate
      onClick={(event) => {
        event.stopPropagation();
        navigate(`~/products/${id}/stock`);
      }}
    >
      {product?.name ?? '…'}
    </Anchor>
  );
}

/** A quantity of the product in its unit (grams shown as g/kg); `signed` adds + to increases. */
export function ProductQuantity({ id, value, signed = false, product }: { id: string; value: number; signed?: boolean; product?: ProductDoc }) {
  const { quantity } = useI18n();
  const fetched = useProductDoc(product ? null : id);
  const unit = (product ?? fetched)?.unit;
  if (!unit)
    return (
      <Text span size="sm">
        …
      </Text>
    );
  const text = quantity(value, unit);
  return (
    <Text span size="sm" c={signed ? (value < 0 ? 'red' : 'teal') : value < 0 ? 'red' : undefined}>
      {signed && value > 0 ? `+${text}` : text}
    </Text>
  );
}
