/**
 * The buy list's filters (spec §7 Buy): provider, driver, period, text and "without receipt". A
 * provider's own user sees neither the provider picker (its buys are all its own) nor the driver
 * one (it reads no users): only the filters its routes can fill.
 */
import { Button, Checkbox, Group, TextInput } from '@mantine/core';
import { DayInput } from '../../components/DayInput.js';
import { IconSearch } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useT } from '../../i18n/i18n.js';
import { ProviderSelect } from '../../components/pickers/ProviderSelect.js';
import { DriverSelect } from '../../components/pickers/DriverSelect.js';
import { useMay } from '../../components/access.js';

export interface BuyFilterValues {
  provider: string | null;
  driver: string | null;
  fromDate: string | null;
  toDate: string | null;
  query: string;
  withoutReceipt: boolean;
}

export const NO_BUY_FILTERS: BuyFilterValues = { provider: null, driver: null, fromDate: null, toDate: null, query: '', withoutReceipt: false };

export function hasBuyFilters(f: BuyFilterValues): boolean {
  return Boolean(f.provider || f.driver || f.fromDate || f.toDate || f.query.trim() || f.withoutReceipt);
}

export interface BuyFiltersProps {
  value: BuyFilterValues;
  onChange: (next: BuyFilterValues) => void;
  searchRef: RefObject<HTMLInputElement | null>;
}

export function BuyFilters({ value, onChange, searchRef }: BuyFiltersProps) {
  const t = useT();
  const may = useMay();
  const set = (patch: Partial<BuyFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        ref={searchRef}
        label={t('common.search')}
        placeholder={t('buys.filter.queryPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={value.query}
        onChange={(e) => set({ query: e.currentTarget.value })}
        w={340}
      />
      {may('provider.list') && (
        <div style={{ width: 220 }}>
          <ProviderSelect value={value.provider} onChange={(provider) => set({ provider })} placeholder={t('common.all')} clearable />
        </div>
      )}
      {may('user.list') && (
        <div style={{ width: 180 }}>
          <DriverSelect value={value.driver} onChange={(driver) => set({ driver })} placeholder={t('common.all')} clearable />
        </div>
      )}
      <DayInput label={t('common.from')} value={value.fromDate} onChange={(fromDate) => set({ fromDate })} clearable w={140} />
      <DayInput label={t('common.to')} value={value.toDate} onChange={(toDate) => set({ toDate })} clearable w={140} minDate={value.fromDate ?? undefined} />
      <Checkbox label={t('buys.filter.withoutReceipt')} checked={value.withoutReceipt} onChange={(e) => set({ withoutReceipt: e.currentTarget.checked })} mb={8} />
      {hasBuyFilters(value) && (
        <Button variant="subtle" onClick={() => onChange(NO_BUY_FILTERS)}>
          {t('common.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
