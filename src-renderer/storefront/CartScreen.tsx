/** The cart: change quantities, remove, then send it as a draft with a delivery option and address (Checkout). */
import { ActionIcon, Alert, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { Amount } from './Amount.js';
import { IconTrash } from '@tabler/icons-react';
import { notifyFailure } from '../components/notify.js';
import { useI18n } from '../i18n/i18n.js';
import type { StoreApi } from './api.js';
import type { CartApi } from './cart.js';
import { Checkout } from './Checkout.js';
import { storeErrorText } from './errors.js';
import { useProducts } from './products.js';
import { QuantityStepper } from './QuantityStepper.js';
import { quantityStep } from './quantity.js';
import type { StoreCustomer } from './session.js';
import { PageTitle } from '../components/SectionTitle.js';

export function CartScreen({ api, cart, customer, onSent }: { api: StoreApi; cart: CartApi; customer: StoreCustomer; onSent: () => void }) {
  const { t, money } = useI18n();
  const items = cart.cart?.items ?? [];
  const products = useProducts(
    api,
    items.map((item) => item.product),
  );
  const change = (work: Promise<unknown>) => work.catch((error: unknown) => notifyFailure(storeErrorText(error, t), t));

  if (cart.loading) return <Loader />;
  return (
    <Stack gap="sm">
      <PageTitle>{t('store.cart.title')}</PageTitle>
      {items.length === 0 && <Alert color="gray">{t('store.cart.empty')}</Alert>}
      {items.map((item) => {
        const product = products.get(item.product);
        const name = product?.name ?? (product === null ? t('store.product.gone') : '…');
        return (
          <Card key={item.product} withBorder padding="sm" radius="md" data-testid="store-cart-line">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} lineClamp={2}>
                {name}
              </Text>
              <ActionIcon variant="subtle" color="red" aria-label={`${t('store.cart.remove')}: ${name}`} onClick={() => void change(cart.remove(item.product))}>
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
            <Group justify="space-between" mt="xs" wrap="nowrap">
              {product ? (
                <QuantityStepper value={item.quantity} step={quantityStep(product)} unit={product.unit} label={name} onChange={(next) => void change(cart.setQuantity(item.product, next))} />
              ) : (
                <span />
              )}
              <Amount fw={600}>{money(item.price)}</Amount>
            </Group>
          </Card>
        );
      })}
      {items.length > 0 && cart.cart && (
        <>
          <Group justify="space-between" px="xs">
            <Text>{t('store.cart.subtotal')}</Text>
            <Amount fw={600} data-testid="store-cart-total">
              {money(cart.cart.total)}
            </Amount>
          </Group>
          <Checkout api={api} cart={cart} customer={customer} onSent={onSent} />
        </>
      )}
    </Stack>
  );
}
