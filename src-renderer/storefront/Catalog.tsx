/** The catalog: search, categories, and the customer's own prices; adding puts the product in the server-kept cart. */
import { Alert, Button, Chip, Group, ScrollArea, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { clearNotices, notify, notifyFailure } from '../components/notify.js';
import { useT } from '../i18n/i18n.js';
import type { StoreApi } from './api.js';
import type { CartApi } from './cart.js';
import { storeErrorText } from './errors.js';
import { ProductCard } from './ProductCard.js';
import { useCatalog, useCategories } from './products.js';
import classes from '../app/a11y.module.css';

export function Catalog({ api, cart }: { api: StoreApi; cart: CartApi }) {
  const t = useT();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text, 300);
  const [category, setCategory] = useState<string | null>(null);
  const [pages, setPages] = useState(1);
  const [adding, setAdding] = useState<string | null>(null);
  const categories = useCategories(api);
  const products = useCatalog(api, search, category, pages);
  const inCart = new Map((cart.cart?.items ?? []).map((item) => [item.product, item.quantity]));

  const add = async (id: string, name: string, quantity: number) => {
    setAdding(id);
    try {
      await cart.add(id, quantity);
      // The last product added is the news: earlier messages give way to it.
      clearNotices();
      notify('success', t('store.cart.added', { name }), { autoClose: 1500 });
    } catch (error) {
      notifyFailure(storeErrorText(error, t), t);
    } finally {
      setAdding(null);
    }
  };

  const page = products.data;
  return (
    <Stack gap="sm">
      {/* The screen's h1 for screen readers: the search and the products say what it is to the eye. */}
      <h1 className={classes.srOnly}>{t('store.nav.catalog')}</h1>
      <TextInput
        placeholder={t('store.catalog.search')}
        aria-label={t('store.catalog.search')}
        leftSection={<IconSearch size={16} />}
        size="md"
        type="search"
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setPages(1);
        }}
      />
      <ScrollArea type="never">
        <Chip.Group
          multiple={false}
          value={category ?? ''}
          onChange={(value) => {
            setCategory(value || null);
            setPages(1);
          }}
        >
          <Group gap={6} wrap="nowrap" pb={4}>
            <Chip value="">{t('store.catalog.all')}</Chip>
            {(categories.data ?? []).map((c) => (
              <Chip key={c._id} value={c._id}>
                {c.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>
      {products.error && <Alert color="red">{storeErrorText(products.error, t)}</Alert>}
      {page && page.docs.length === 0 && <Alert color="gray">{t('store.catalog.empty')}</Alert>}
      {page?.docs.map((product) => (
        <ProductCard key={product._id} product={product} inCart={inCart.get(product._id) ?? 0} busy={adding === product._id} onAdd={(quantity) => void add(product._id, product.name, quantity)} />
      ))}
      {page && page.total > page.docs.length && page.docs.length < 200 && (
        <Button variant="light" onClick={() => setPages((n) => n + 1)} loading={products.isFetching}>
          {t('store.catalog.more')}
        </Button>
      )}
    </Stack>
  );
}
