/**
 * The orders list's filters (spec §7 order filters the replica can answer): customer, partner,
 * driver, text, creation period and whether an audit stored the order. The state and the
 * delivered flag are the tabs above.
 */
import { Button, Group, Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useSignedIn } from '../../app/session.js';
import { useI18n } from '../../i18n/i18n.js';
import { dayFormat, parseDay } from '../../components/days.js';
import { useDrivers, usePartners } from '../../components/references/sales.js';

export interface OrderFilterValues {
  customer: string | null;
  partner: string | null;
  driver: string | null;
  query: string;
  fromDate: string | null;
  toDate: string | null;
  stored: 'yes' | 'no' | null;
}

export const NO_FILTERS: OrderFilterValues = { customer: null, partner: null, driver: null, query: '', fromDate: null, toDate: null, stored: null };

/** The list query the filters make (undefined fields are left out). */
export function filterQuery(f: OrderFilterValues): Record<string, string | boolean | undefined> {
  return {
    customer: f.customer ?? undefined,
    partner: f.partner ?? undefined,
    driver: f.driver ?? undefined,
    query: f.query.trim() || undefined,
    fromDate: f.fromDate ?? undefined,
    toDate: f.toDate ?? undefined,
    stored: f.stored === null ? undefined : f.stored === 'yes',
  };
}

function CustomerFilter({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useI18n();
  const api = useApi();
  const [search, setSearch] = useState('');
  const text = search.trim();
  const { data: found = [] } = useIpcQuery(['customers'], ['search', text], () => api.customer.search({ text }), { enabled: text.length > 0 });
  const { data: chosen } = useIpcQuery(['customers'], ['get', value], () => api.customer.get({ id: value ?? '' }), { enabled: value !== null });
  const options = [...(chosen ? [chosen] : []), ...found.filter((c) => c._id !== value)];
  return (
    <Select
      aria-label={t('orders.filter.customer')}
      placeholder={t('orders.filter.customer')}
      searchable
      clearable
      data={options.map((c) => ({ value: c._id, label: c.name }))}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={text ? t('orders.customer.none') : t('orders.filter.typeToSearch')}
      w={220}
    />
  );
}

interface Props {
  value: OrderFilterValues;
  onChange: (next: OrderFilterValues) => void;
  searchRef: Ref<HTMLInputElement>;
}

export function OrderFilters({ value, onChange, searchRef }: Props) {
  const { t, locale } = useI18n();
  const { role } = useSignedIn();
  const partners = usePartners();
  const drivers = useDrivers();
  const [text, setText] = useState(value.query);
  const [debounced] = useDebouncedValue(text, 250);
  const applied = useRef(debounced);
  useEffect(() => {
    if (debounced === applied.current) return;
    applied.current = debounced;
    onChange({ ...value, query: debounced });
  }, [debounced, value, onChange]);
  const set = <K extends keyof OrderFilterValues>(key: K, next: OrderFilterValues[K]) => onChange({ ...value, [key]: next });
  const day = (key: 'fromDate' | 'toDate', label: string) => (
    <DateInput aria-label={label} placeholder={label} value={value[key]} onChange={(d) => set(key, d)} valueFormat={dayFormat(locale)} dateParser={(s) => parseDay(s, locale)} clearable w={140} />
  );
  const active = JSON.stringify(value) !== JSON.stringify(NO_FILTERS);
  return (
    <Group gap="xs" wrap="wrap">
      <TextInput
        ref={searchRef}
        aria-label={t('common.search')}
        placeholder={t('orders.filter.text')}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        w={220}
      />
      <CustomerFilter value={value.customer} onChange={(id) => set('customer', id)} />
      {role !== 'AV' && (
        <Select
          aria-label={t('orders.filter.partner')}
          placeholder={t('orders.filter.partner')}
          data={partners.map((p) => ({ value: p._id, label: p.name }))}
          value={value.partner}
          onChange={(v) => set('partner', v)}
          clearable
          searchable
          w={180}
        />
      )}
      {drivers.length > 0 && (
        <Select
          aria-label={t('orders.filter.driver')}
          placeholder={t('orders.filter.driver')}
          data={drivers.map((d) => ({ value: d._id, label: d.name }))}
          value={value.driver}
          onChange={(v) => set('driver', v)}
          clearable
          w={160}
        />
      )}
      {day('fromDate', t('common.from'))}
      {day('toDate', t('common.to'))}
      <Select
        aria-label={t('orders.filter.stored')}
        placeholder={t('orders.filter.stored')}
        data={[
          { value: 'no', label: t('orders.filter.stored.no') },
          { value: 'yes', label: t('orders.filter.stored.yes') },
        ]}
        value={value.stored}
        onChange={(v) => set('stored', v === 'yes' || v === 'no' ? v : null)}
        clearable
        w={170}
      />
      {active && (
        <Button
          variant="subtle"
          onClick={() => {
            setText('');
            onChange(NO_FILTERS);
          }}
        >
          {t('common.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
