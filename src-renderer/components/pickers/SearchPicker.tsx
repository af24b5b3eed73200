/**
 * A search box over the replica: type, the first match is highlighted, Enter (or a click) picks it,
 * and the box clears for the next one. Enter pressed before the matches for the text are in picks
 * the first of them once they are.
 */
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode, type Ref } from 'react';
import { useIpcQuery } from '../../app/api.js';
import { useEnterOnMatches } from '../useEnterOnMatches.js';

/** Disabled products and customers cannot be ordered: pickers leave them out. */
export const enabledOnly = <T extends { status?: boolean | undefined }>(docs: T[]): T[] => docs.filter((d) => d.status !== false);

export interface SearchPickerProps<T extends { _id: string }> {
  collection: string;
  /**
   * Names this picker's search in the cache, beside the text: two pickers whose searches answer
   * differently (other filters, another scope) must not be shown each other's matches.
   */
  searchKey: readonly unknown[];
  /** The matches for the text, best first: Enter picks the first. */
  search: (text: string) => Promise<T[]>;
  render: (item: T) => ReactNode;
  onPick: (item: T) => void;
  label?: string;
  /** The field's name when it shows no label (every input is named for screen readers). */
  'aria-label'?: string;
  placeholder: string;
  nothingFound: string;
  /** Shown in the list before anything is typed, when the picker lists nothing until then. */
  prompt?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  error?: string | undefined;
  /** The search runs with no text too, listing what there is to pick before anything is typed. */
  browse?: boolean;
  /** Searches only once typing has paused this long (ms), for a search too slow to run per key. */
  pause?: number;
}

export function SearchPicker<T extends { _id: string }>({
  collection,
  searchKey,
  search,
  render,
  onPick,
  label,
  placeholder,
  nothingFound,
  prompt,
  inputRef,
  disabled,
  error,
  browse = false,
  pause = 0,
  ...aria
}: SearchPickerProps<T>) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const typed = text.trim();
  const [paused] = useDebouncedValue(typed, pause);
  // Without a pause the search follows the text at once, not a timer's tick later.
  const searched = pause > 0 ? paused : typed;
  const asks = browse || searched.length > 0;
  const { data: options = [], isFetching, isPending } = useIpcQuery([collection], ['search', ...searchKey, searched], () => search(searched), { enabled: asks });
  useEffect(() => {
    if (options.length > 0) combobox.selectFirstOption();
    // The first match is highlighted whenever the matches change.
  }, [options]);

  const pick = (id: string) => {
    const item = options.find((o) => o._id === id);
    if (!item) return;
    onPick(item);
    setText('');
    // The list closes once the item is picked; typing the next name opens it again.
    combobox.closeDropdown();
  };
  // The matches shown are for the text typed once the pause after typing is over and their answer is
  // in; a search that is not asked (no text) never answers, so there is nothing to wait for then.
  const enter = useEnterOnMatches(combobox, searched === typed && (!asks || !isPending), options[0]?._id, pick);

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
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!browse && typed.length === 0 && prompt === undefined}>
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
              <Text size="sm">{asks ? nothingFound : prompt}</Text>
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
