/**
 * The product list's filters (spec §7 Product: name/query, provider, category, unit, catalog,
 * isShortage, splitPackage; status is the tabs). Ctrl+K focuses the search.
 */
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { Ref } from 'react';
import type { Unit } from '../../../src-shared/constants/products.js';
import { useT } from '../../i18n/i18n.js';
import { ProviderSelect } from '../../components/pickers/ProviderSelect.js';
import { optionsOf, useCategories } from '../../components/references/catalog.js';

export interface ProductFilterValues {
  query: string;
  provider: string | null;
  category: string | null;
  unit: Unit | null;
  catalog: boolean | null;
  isShortage: boolean | null;
  splitPackage: boolean | null;
}

export const NO_FILTERS: ProductFilterValues = { query: '', provider: null, category: null, unit: null, catalog: null, isShortage: null, splitPackage: null };

export function hasFilters(f: ProductFilterValues): boolean {
  return f.query.trim() !== '' || Object.entries(f).some(([key, value]) => key !== 'query' && value !== null);
}

/** The list query the filters make (the search text debounced by the caller). */
export function filterQuery(f: ProductFilterValues, text: string): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  if (text) query.query = text;
  for (const key of ['provider', 'category', 'unit', 'catalog', 'isShortage', 'splitPackage'] as const) if (f[key] !== null) query[key] = f[key];
  return query;
}

const fromYesNo = (v: string | null): boolean | null => (v === null ? null : v === 'yes');
const toYesNo = (v: boolean | null): string | null => (v === null ? null : v ? 'yes' : 'no');

interface Props {
  value: ProductFilterValues;
  onChange: (next: ProductFilterValues) => void;
  searchRef: Ref<HTMLInputElement>;
  /** Outside callers (CUSTOMER) keep no provider list. */
  showProvider: boolean;
}

export function ProductFilters({ value, onChange, searchRef, showProvider }: Props) {
  const t = useT();
  const categories = useCategories();
  const set = (patch: Partial<ProductFilterValues>) => onChange({ ...value, ...patch });
  const yesNo = [
    { value: 'yes', label: t('common.yes') },
    { value: 'no', label: t('common.no') },
  ];
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <TextInput
        ref={searchRef}
        label={t('common.search')}
        placeholder={t('stock.products.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={value.query}
        onChange={(e) => set({ query: e.currentTarget.value })}
        w={220}
      />
      {showProvider && (
        <div style={{ width: 160 }}>
          <ProviderSelect label={t('stock.product.provider')} placeholder={t('common.all')} value={value.provider} onChange={(provider) => set({ provider })} clearable />
        </div>
      )}
      <Select
        label={t('stock.product.category')}
        placeholder={t('common.all')}
        data={optionsOf(categories, value.category)}
        value={value.category}
        onChange={(category) => set({ category })}
        clearable
        searchable
        w={140}
      />
      <Select
        label={t('stock.product.unit')}
        placeholder={t('common.all')}
        data={[
          { value: 'WEIGHT', label: t('stock.unit.WEIGHT') },
          { value: 'UNITY', label: t('stock.unit.UNITY') },
        ]}
        value={value.unit}
        onChange={(unit) => set({ unit: unit as Unit | null })}
        clearable
        w={120}
      />
      <Select label={t('stock.catalog.catalog')} placeholder={t('common.all')} data={yesNo} value={toYesNo(value.catalog)} onChange={(v) => set({ catalog: fromYesNo(v) })} clearable w={115} />
      <Select label={t('stock.filter.isShortage')} placeholder={t('common.all')} data={yesNo} value={toYesNo(value.isShortage)} onChange={(v) => set({ isShortage: fromYesNo(v) })} clearable w={115} />
      <Select
        label={t('stock.catalog.splitPackage')}
        placeholder={t('common.all')}
        data={yesNo}
        value={toYesNo(value.splitPackage)}
        onChange={(v) => set({ splitPackage: fromYesNo(v) })}
        clearable
        w={125}
      />
      {hasFilters(value) && (
        <Button variant="subtle" onClick={() => onChange(NO_FILTERS)}>
          {t('common.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
