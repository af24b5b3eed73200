/**
 * The component products of a mixed product being edited, read from the replica, and the tax base
 * they give it (the shared `mixedTaxBase`, domain §4), worked out again as the components change.
 */
import { useQueries } from '@tanstack/react-query';
import { mixedTaxBase } from '../../../src-shared/pricing/index.js';
import { useApi } from '../../app/api.js';
import type { ComponentDraft, NumberField, ProductDraft } from './productDraft.js';
import type { ProductDoc } from '../../components/documents/read.js';

export interface MixedComponents {
  products: ReadonlyMap<string, ProductDoc>;
  /** The components' cost, or blank while one is missing, loading or has no quantity. */
  taxBase: NumberField;
}

export function useMixedComponents(draft: Pick<ProductDraft, 'unit' | 'isMixed' | 'components'>): MixedComponents {
  const api = useApi();
  const ids = [...new Set(draft.components.map((c) => c.product).filter((id): id is string => Boolean(id)))];
  const results = useQueries({ queries: ids.map((id) => ({ queryKey: ['products', 'get', id], queryFn: () => api.product.get({ id }) })) });
  const products = new Map<string, ProductDoc>();
  results.forEach((r) => r.data && products.set(r.data._id, r.data));
  return { products, taxBase: draft.isMixed ? componentsCost(draft.unit, draft.components, products) : '' };
}

function componentsCost(unit: ProductDraft['unit'], components: readonly ComponentDraft[], products: ReadonlyMap<string, ProductDoc>): NumberField {
  if (components.length === 0) return '';
  const parts = [];
  for (const component of components) {
    const product = component.product ? products.get(component.product) : undefined;
    if (!product || component.quantity === '' || component.quantity <= 0) return '';
    parts.push({ unit: product.unit, taxBase: product.taxBase, quantity: component.quantity });
  }
  return mixedTaxBase(unit, parts).toNumber();
}
