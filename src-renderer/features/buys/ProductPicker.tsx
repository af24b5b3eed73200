/**
 * Finding a product to buy: by default among the chosen provider's products, listed before
 * anything is typed; Enter adds the highlighted match (the best one unless the arrows moved), so a
 * buy is typed without the mouse.
 */
import { Box, Group, Switch, Text } from '@mantine/core';
import { useState, type RefObject } from 'react';
import { useApi } from '../../app/api.js';
import type { ProductDoc } from '../../components/documents/read.js';
import { enabledOnly, SearchPicker } from '../../components/pickers/SearchPicker.js';
import { useI18n } from '../../i18n/i18n.js';

const MATCHES = 50;
/** A provider's list is searched in SQL rather than in the search index: it waits for a pause in typing. */
const TYPING_PAUSE_MS = 120;

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
  const [onlyProvider, setOnlyProvider] = useState(true);
  const limited = onlyProvider && provider !== null;
  const search = async (text: string): Promise<ProductDoc[]> => {
    const found = limited ? (await api.product.list({ provider, status: true, limit: MATCHES, ...(text ? { query: text } : {}) })).docs : await api.product.search({ text, limit: MATCHES });
    return enabledOnly(found).sort(byMatch(text));
  };

  return (
    <Group align="flex-end" gap="md" wrap="nowrap">
      <Box style={{ flex: 1 }}>
        <SearchPicker
          collection="products"
          searchKey={['buy-items', limited ? provider : null]}
          search={search}
          browse={limited}
          pause={TYPING_PAUSE_MS}
          render={(p) => (
            <>
              <Text size="sm" style={{ flex: 1 }}>
                {p.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t(p.unit === 'WEIGHT' ? 'buys.unitCostPerKg' : 'buys.unitCostPerUnit', { cost: money(p.unitCost ?? 0) })} · {t('buys.stockShort', { stock: quantity(p.inventory?.real ?? 0, p.unit) })}
              </Text>
            </>
          )}
          onPick={onAdd}
          label={t('buys.addProduct')}
          placeholder={limited ? t('buys.addProduct.placeholderProvider', { provider: providerName ?? '' }) : t('buys.addProduct.placeholder')}
          nothingFound={limited ? t('buys.addProduct.noneOfProvider', { provider: providerName ?? '' }) : t('buys.addProduct.none')}
          prompt={t('buys.addProduct.typeToSearch')}
          inputRef={inputRef}
        />
      </Box>
      <Switch label={t('buys.addProduct.onlyProvider')} checked={onlyProvider} onChange={(e) => setOnlyProvider(e.currentTarget.checked)} disabled={provider === null} mb={8} />
    </Group>
  );
}
