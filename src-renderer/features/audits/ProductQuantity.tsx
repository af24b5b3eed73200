/** A stock figure of a product in its unit (grams shown as g or kg, units as counted), the unit read from the replica. */
import type { Unit } from '../../../src-shared/constants/products.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useI18n } from '../../i18n/i18n.js';

export function useProductUnit(product: string): Unit | undefined {
  const api = useApi();
  const { data } = useIpcQuery(['products'], ['get', product], () => api.product.get({ id: product }));
  return (data as { unit?: Unit } | undefined)?.unit;
}

export function ProductQuantity({ product, value, signed = false }: { product: string; value: number; signed?: boolean }) {
  const { quantity, count } = useI18n();
  const unit = useProductUnit(product);
  const text = unit ? quantity(value, unit) : count(value);
  return <>{signed && value > 0 ? `+${text}` : text}</>;
}
