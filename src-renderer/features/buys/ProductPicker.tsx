/**
 * Finding a product to buy: by default among the chosen provider's products; Enter adds the
 * highlighted match (the first one unless the arrows moved), so a buy is typed without the mouse;
 * pressed before the matches for the text are in, it adds the best of them once they are.
 */
import { Combobox, Group, Switch, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type RefObject } from 'react';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useEnterOnMatches } from '../../components/useEnterOnMatches.js';
import { useI18n } from '../../i18n/i18n.js';
import type { ProductDoc } from '../../components/documents/read.js';

const MATCHES = 50;

/** Best match first, so Enter adds what was typed: the exact name, then names starting with it, then the shortest. */
function byMatch(text: string) {
  const typed = text.toLocaleLowerCase();
  const rank = (p: ProductDoc) => {
    const name = p.name.toLocaleLowerCase();
    return name === typed ? 0 : name.startsWith(typed) ? 1 : 2;
  };
  return (a: ProductDoc, b: ProductDoc) => rank(a) - rank(b) || a.name.length - b.name.length || a.name.localeCompare(b.name);
}

export interface ProductPickerProps {
  provider: string | null;
  providerName: string | null;
  onAdd: (product: ProductDoc) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

export function ProductPicker({ provider, providerName, onAdd, inputRef }: ProductPickerProps) {
  const { t, money, quantity } = useI18n();
  const api = useApi();
  const [text, setText] = useState('');
  const [onlyProvider, setOnlyProvider] = useState(true);
  const [search] = useDebouncedValue(text.trim(), 120);
  const limited = onlyProvider && provider !== null;
  const { data } = useIpcQuery(['products'], ['buy-picker', limited ? provider : null, search], async () =>
    limited ? (await api.products.list({ provider, status: true, limit: MATCHES, ...(search ? { query: search } : {}) })).docs : search ? api.products.search({ text: search, limit: MATCHES }) : [],
  );
  const matches = (data ?? []).filter((p) => p.status !== false).sort(byMatch(search));
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  useEffect(() => {
    // A new answer highlights its first match, so Enter adds it.
    if (matches.length > 0) combobox.selectFirstOption();
  }, [data]);

  const add = (id: string) => {
    const product = matches.find((p) => p._id === id);
    if (!product) return;
    onAdd(product);
    setText('');
    // The list closes once the product is in; typing the next name opens it again.
    combobox.closeDropdown();
  };
  // The matches shown are for the text typed once the pause after typing is over and their answer is in.
  const enter = useEnterOnMatches(combobox, search === text.trim() && data !== undefined, matches[0]?._id, add);

  return (
    <Group align="flex-end" gap="md" wrap="nowrap">
      <Combobox store={combobox} onOptionSubmit={add} withinPortal>
        <Combobox.Target withExpandedAttribute>
          <TextInput
            ref={inputRef}
            style={{ flex: 1 }}
            label={t('buys.addProduct')}
            placeholder={limited ? t('buys.addProduct.placeholderProvider', { provider: providerName ?? '' }) : t('buys.addProduct.placeholder')}
            leftSection={<IconSearch size={16} />}
            value={text}
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
        <Combobox.Dropdown>
          {/* Without matches (searching, or none) the listbox holds only the note: it says it is busy rather than a listbox of no options. */}
          <Combobox.Options mah={320} style={{ overflowY: 'auto' }} aria-busy={matches.length === 0 || undefined}>
            {matches.length === 0 ? (
              <Combobox.Empty>{search || limited ? t('buys.addProduct.none') : t('buys.addProduct.typeToSearch')}</Combobox.Empty>
            ) : (
              matches.map((p) => (
                <Combobox.Option value={p._id} key={p._id}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm">{p.name}</Text>
                    <Text size="xs" c="dimmed">
                      {t(p.unit === 'WEIGHT' ? 'buys.unitCostPerKg' : 'buys.unitCostPerUnit', { cost: money(p.unitCost ?? 0) })} ·{' '}
                      {t('buys.stockShort', { stock: quantity(p.inventory?.real ?? 0, p.unit) })}
                    </Text>
                  </Group>
                </Combobox.Option>
              ))
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <Switch label={t('buys.addProduct.onlyProvider')} checked={onlyProvider} onChange={(e) => setOnlyProvider(e.currentTarget.checked)} disabled={provider === null} mb={8} />
    </Group>
  );
}
