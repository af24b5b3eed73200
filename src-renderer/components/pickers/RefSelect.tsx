/** Pickers for the parties of a cash flow entry, and a name shown where an entry holds an id. */
import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.js';
import { useCustomerSearch, useRefName, useRefOptions, type RefSource } from '../references/parties.js';

interface PickerProps {
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string | undefined;
  required?: boolean;
  clearable?: boolean;
  placeholder?: string;
  /** Filters list disabled records too (an old garage still has entries). */
  includeDisabled?: boolean;
  w?: number;
  /** Where the cursor starts when the picker's dialog opens (the dialog's first field). */
  autoFocus?: boolean;
}

export function RefSelect({ source, includeDisabled = false, ...props }: PickerProps & { source: Exclude<RefSource, 'customers'> }) {
  const t = useT();
  const options = useRefOptions(source, includeDisabled);
  return (
    <Select
      label={props.label}
      placeholder={props.placeholder ?? t('money.pick')}
      data={options}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      withAsterisk={props.required}
      clearable={props.clearable ?? !props.required}
      searchable
      nothingFoundMessage={t('money.nothingFound')}
      w={props.w}
      data-autofocus={props.autoFocus || undefined}
    />
  );
}

/** Customers are many: typing searches the replica. */
export function CustomerSelect(props: PickerProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search, 200);
  const found = useCustomerSearch(text);
  const chosenName = useRefName('customers', props.value);
  const options = props.value && chosenName && !found.some((o) => o.value === props.value) ? [{ value: props.value, label: chosenName }, ...found] : found;
  return (
    <Select
      label={props.label}
      placeholder={props.placeholder ?? t('money.searchCustomer')}
      data={options}
      value={props.value}
      onChange={props.onChange}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      error={props.error}
      clearable
      searchable
      nothingFoundMessage={text.trim() ? t('money.nothingFound') : t('money.typeToSearch')}
      w={props.w}
    />
  );
}

export function RefName({ source, id }: { source: RefSource; id: string | null | undefined }) {
  const name = useRefName(source, id);
  if (!id)
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  return (
    <Text span size="sm" truncate>
      {name ?? '…'}
    </Text>
  );
}
