/**
 * Picking a provider by typing part of its name or CUIT: the replica's full-text search answers
 * as the user types, and the chosen provider stays listed even when the search moves on.
 */
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useEnterPicksFirst } from '../useEnterOnMatches.js';
import { useT } from '../../i18n/i18n.js';
import type { ProviderDoc } from '../documents/read.js';

const PICKER_LIMIT = 50;

export interface ProviderSelectProps {
  value: string | null;
  onChange: (id: string | null, provider: ProviderDoc | null) => void;
  label?: string;
  placeholder?: string;
  error?: string | undefined;
  clearable?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
}

export function ProviderSelect({ value, onChange, label, placeholder, error, clearable = false, readOnly = false, autoFocus = false }: ProviderSelectProps) {
  const t = useT();
  const api = useApi();
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search, 150);
  const { data: page, isPending } = useIpcQuery(['providers'], ['picker', text], () => api.provider.list({ status: true, limit: PICKER_LIMIT, ...(text.trim() ? { query: text } : {}) }));
  const { data: chosen } = useIpcQuery(['providers'], ['get', value], () => api.provider.get({ id: value ?? '' }), { enabled: Boolean(value) });
  const providers = new Map<string, ProviderDoc>();
  if (chosen) providers.set(chosen._id, chosen);
  for (const doc of page?.docs ?? []) providers.set(doc._id, doc);
  // Only over something typed: Enter on the chosen provider's name keeps it.
  const typed = search.trim() !== '' && search !== (value ? providers.get(value)?.name : undefined);
  // The first provider listed for the text typed is highlighted, and Enter picks it.
  const enter = useEnterPicksFirst(text === search && !isPending, typed);
  const data = [...providers.values()].map((p) => ({ value: p._id, label: p.name }));
  return (
    <Select
      label={label ?? t('buys.provider')}
      placeholder={placeholder ?? t('providers.pick')}
      data={data}
      value={value}
      onChange={(id) => onChange(id, id ? (providers.get(id) ?? null) : null)}
      searchable
      selectFirstOptionOnChange={enter.selectFirstOptionOnChange}
      searchValue={search}
      onSearchChange={(typed) => {
        setSearch(typed);
        enter.cancel();
      }}
      ref={enter.ref}
      onKeyDownCapture={typed ? enter.onKeyDownCapture : undefined}
      // The replica already searched; filtering the answer again by label would hide CUIT matches.
      filter={({ options }) => options}
      nothingFoundMessage={t('providers.noneFound')}
      clearable={clearable}
      readOnly={readOnly}
      autoFocus={autoFocus}
      error={error}
      data-testid="provider-select"
    />
  );
}

/** A provider's name where a document keeps only its id. */
export function ProviderName({ id }: { id: string | null | undefined }) {
  const api = useApi();
  const { data } = useIpcQuery(['providers'], ['get', id], () => api.provider.get({ id: id ?? '' }), { enabled: Boolean(id) });
  return <>{data ? data.name : '—'}</>;
}
