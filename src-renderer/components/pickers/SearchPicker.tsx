/**
 * A search box over the replica's full-text search: type, the first match is highlighted, Enter
 * (or a click) picks it, and the box clears for the next one. Enter pressed before the matches for
 * the text are in picks the first of them once they are.
 */
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode, type Ref } from 'react';
import { useIpcQuery } from '../../app/api.js';
import { useEnterOnMatches } from '../useEnterOnMatches.js';

/** Disabled products and customers cannot be ordered: pickers leave them out. */
export const enabledOnly = <T extends { status?: boolean | undefined }>(docs: T[]): T[] => docs.filter((d) => d.status !== false);

export interface SearchPickerProps<T extends { _id: string }> {
  collection: string;
  search: (text: string) => Promise<T[]>;
  render: (item: T) => ReactNode;
  onPick: (item: T) => void;
  label?: string;
  /** The field's name when it shows no label (every input is named for screen readers). */
  'aria-label'?: string;
  placeholder: string;
  nothingFound: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  error?: string | undefined;
}

export function SearchPicker<T extends { _id: string }>({ collection, search, render, onPick, label, placeholder, nothingFound, inputRef, disabled, error, ...aria }: SearchPickerProps<T>) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const query = text.trim();
  const { data: options = [], isFetching, isPending } = useIpcQuery([collection], ['search', query], () => search(query), { enabled: query.length > 0 });
  useEffect(() => {
    if (options.length > 0) combobox.selectFirstOption();
    // The first match is highlighted whenever the matches change.
  }, [options]);

  const pick = (id: string) => {
    const item = options.find((o) => o._id === id);
    if (!item) return;
    onPick(item);
    setText('');
    combobox.closeDropdown();
  };
  // Searching for nothing never answers (the query is off): there is nothing to wait for then.
  const enter = useEnterOnMatches(combobox, query.length === 0 || !isPending, options[0]?._id, pick);

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          ref={inputRef}
          label={label}
          aria-label={label ? undefined : aria['aria-label']}
          placeholder={placeholder}
          value={text}
          disabled={disabled}
          error={error}
          leftSection={<IconSearch size={16} />}
          rightSection={isFetching ? <Loader size={14} /> : null}
          onChange={(e) => {
            setText(e.currentTarget.value);
            enter.cancel();
            combobox.openDropdown();
          }}
          onKeyDown={enter.onKeyDown}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={query.length === 0}>
        {/* Without matches (searching, or none) the listbox holds only the note: it says it is busy rather than a listbox of no options. */}
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }} aria-busy={options.length === 0 || undefined}>
          {options.map((o) => (
            <Combobox.Option value={o._id} key={o._id}>
              <Group gap="xs" wrap="nowrap">
                {render(o)}
              </Group>
            </Combobox.Option>
          ))}
          {options.length === 0 && !isFetching && (
            <Combobox.Empty>
              <Text size="sm">{nothingFound}</Text>
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
