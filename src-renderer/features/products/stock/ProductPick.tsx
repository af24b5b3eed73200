/** Picking one product by typing part of its name (the replica's full-text search). */
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useApi, useIpcQuery } from '../../../app/api.js';
import { useEnterPicksFirst } from '../../../components/useEnterOnMatches.js';
import { useT } from '../../../i18n/i18n.js';
import { isMixed } from '../../../components/documents/products.js';
import { useProductDoc } from './ProductRef.js';
import type { ProductDoc } from '../../../components/documents/read.js';

interface Props {
  label: string;
  value: string | null;
  onChange: (id: string | null, product: ProductDoc | null) => void;
  /** Only products that keep stock (mixed ones do not). */
  stockOnly?: boolean;
  autoFocus?: boolean;
  w?: number;
}

export function ProductPick({ label, value, onChange, stockOnly = false, autoFocus = false, w }: Props) {
  const t = useT();
  const api = useApi();
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 150);
  const { data, isPending } = useIpcQuery(['products'], ['search', text], () => api.product.search({ text }), { enabled: text.length > 0 });
  const chosen = useProductDoc(value);
  // Over something typed (not the chosen product's name), the first match is highlighted and Enter picks it.
  const typed = search.trim() !== '' && search !== chosen?.name;
  const enter = useEnterPicksFirst(text === search.trim() && !isPending, typed);
  const found = (data ?? []).filter((p) => p.status !== false && !(stockOnly && isMixed(p)));
  const byId = new Map<string, ProductDoc>();
  if (chosen) byId.set(chosen._id, chosen);
  for (const p of found) byId.set(p._id, p);
  return (
    <Select
      label={label}
      placeholder={t('stock.pickProduct')}
      data={[...byId.values()].map((p) => ({ value: p._id, label: p.name }))}
      value={value}
      onChange={(id) => onChange(id, id ? (byId.get(id) ?? null) : null)}
      searchable
      selectFirstOptionOnChange={enter.selectFirstOptionOnChange}
      searchValue={search}
      onSearchChange={(next) => {
        setSearch(next);
        enter.cancel();
      }}
      ref={enter.ref}
      onKeyDownCapture={typed ? enter.onKeyDownCapture : undefined}
      filter={({ options }) => options}
      nothingFoundMessage={text ? t('stock.nothingFound') : t('stock.typeToSearch')}
      clearable
      autoFocus={autoFocus}
      // A modal puts the cursor on its first field marked so, else on its close button: typing
      // there went nowhere, and the space of "Queso azul" pressed the button and closed the dialog.
      data-autofocus={autoFocus || undefined}
      w={w}
    />
  );
}
