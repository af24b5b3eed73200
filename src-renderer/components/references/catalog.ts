/** Reference data the product screens read from the replica: taxes, categories, garages. */
import { useMemo } from 'react';
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import { splitsPackage, type TaxDef } from '../../../src-shared/pricing/index.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { taxDefsOf } from '../documents/purchasing.js';
import type { CategoryDoc, DocBase, GarageDoc } from '../documents/read.js';

/** Every tax (pricing needs the ones a product names, enabled or not); undefined while loading. */
export function useTaxDefs(): TaxDef[] | undefined {
  const api = useApi();
  const { data } = useIpcQuery(['taxes'], ['all'], () => api.tax.list({ limit: MAX_LIMIT }));
  return data ? taxDefsOf(data.docs) : undefined;
}

export function useCategories(): CategoryDoc[] {
  const api = useApi();
  const { data } = useIpcQuery(['categories'], ['all'], () => api.category.list({ limit: MAX_LIMIT }));
  return data?.docs ?? [];
}

/**
 * Whether a product sells in parts of a unit (`splitsPackage`: by itself, or by its category), as
 * the server decides it; stable while the categories do not change.
 */
export function useSplitsPackage(): (product: { splitPackage?: boolean | null | undefined; category?: string | null | undefined }) => boolean {
  const api = useApi();
  const { data } = useIpcQuery(['categories'], ['all'], () => api.category.list({ limit: MAX_LIMIT }));
  return useMemo(() => {
    const byId = new Map((data?.docs ?? []).map((doc) => [doc._id, doc]));
    return (product) => splitsPackage(product, product.category ? byId.get(product.category) : undefined);
  }, [data]);
}

export function useGarages(): GarageDoc[] {
  const api = useApi();
  const { data } = useIpcQuery(['garages'], ['all'], () => api.garage.list({ limit: MAX_LIMIT }));
  return data?.docs ?? [];
}

/** Options for a select, by name; disabled ones only when they are the current value. */
export function optionsOf(docs: ReadonlyArray<DocBase & { name: string }>, current?: string | null): Array<{ value: string; label: string }> {
  return docs.filter((d) => d.status !== false || d._id === current).map((d) => ({ value: d._id, label: d.name }));
}
