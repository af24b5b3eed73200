/**
 * The customer's drafts waiting for the shop and its orders with their state, newest first; asked
 * again every few seconds while open, so a confirmation shows without reloading. A draft the shop
 * called off (CLOSED, src-shared/planners/drafts.ts) stays among the orders saying so, rather than
 * vanishing from the page without a word.
 */
import { withDelivery } from '../../src-shared/pricing/order-totals.js';
import { Alert, Badge, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { Amount } from './Amount.js';
import { useQuery } from '@tanstack/react-query';
import type { PublicCart } from '../../src-shared/documents/public-cart.js';
import type { PublicOrderDelivery } from '../../src-shared/documents/public-order.js';
import { useI18n, useT } from '../i18n/i18n.js';
import type { MessageKey } from '../i18n/catalog.js';
import type { Page, StoreApi } from './api.js';
import { storeErrorText } from './errors.js';
import { useProducts } from './products.js';
import { PageTitle } from '../components/SectionTitle.js';

interface Shown {
  _id: string;
  number: number;
  state: string;
  createdAt: string;
  date?: string | null;
  total?: number;
  cart: PublicCart;
  delivery: (Partial<PublicOrderDelivery> & { name: string | null; customerPrice: number; charged: boolean }) | null;
}

const REFRESH_MS = 5000;
const COLORS: Readonly<Record<string, string>> = { OPEN: 'yellow', CLOSED: 'red', PENDIENTE: 'blue', CONFIRMADO: 'indigo', PREPARADO: 'cyan', delivered: 'green', CANCELADO: 'gray' };

/** The state the customer reads: a delivered order is delivered whatever its state. */
const stateOf = (doc: Shown): string => (doc.delivery?.delivered ? 'delivered' : doc.state);

function OrderCard({ doc, draft, names }: { doc: Shown; draft: boolean; names: Map<string, { name: string; unit: 'WEIGHT' | 'UNITY' } | null> }) {
  const { t, money, quantity, date } = useI18n();
  const state = stateOf(doc);
  const deliveryPrice = doc.delivery?.charged ? doc.delivery.customerPrice : 0;
  return (
    <Card withBorder padding="sm" radius="md" data-testid={draft ? 'store-draft' : 'store-order'}>
      <Group justify="space-between" gap="xs">
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {draft ? t('store.orders.draft') : t('store.orders.order', { number: doc.number })}
        </Text>
        <Badge color={COLORS[state] ?? 'gray'} tt="none" size="lg" variant="light" data-testid="store-order-state">
          {t(`store.state.${state}` as MessageKey)}
        </Badge>
      </Group>
      {state === 'CLOSED' ? (
        <Text size="sm" data-testid="store-order-closed">
          {t('store.orders.closed', { date: date(doc.createdAt) })}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('store.orders.date', { date: date(doc.createdAt) })}
          {doc.date ? ` · ${t('store.orders.deliveryDate', { date: date(doc.date) })}` : ''}
        </Text>
      )}
      <Stack gap={2} mt="xs">
        {doc.cart.items.map((item) => {
          const product = names.get(item.product);
          return (
            <Group key={item.number} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" lineClamp={2}>
                {product ? `${product.name} × ${quantity(item.quantity, product.unit)}` : product === null ? t('store.product.gone') : '…'}
              </Text>
              <Amount size="sm" data-testid="store-amount">
                {money(item.price)}
              </Amount>
            </Group>
          );
        })}
        {doc.delivery && (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{doc.delivery.name ?? t('store.cart.delivery')}</Text>
            <Amount size="sm" data-testid="store-amount">
              {money(deliveryPrice)}
            </Amount>
          </Group>
        )}
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('store.cart.total')}</Text>
          <Amount fw={700} data-testid="store-amount">
            {money(doc.total ?? withDelivery(doc.cart.total, doc.delivery))}
          </Amount>
        </Group>
      </Stack>
    </Card>
  );
}

export function OrdersScreen({ api }: { api: StoreApi }) {
  const t = useT();
  const drafts = useQuery({ queryKey: ['drafts'], queryFn: () => api.get<Page<Shown>>('/order/v2/draft?state=OPEN&limit=50'), refetchInterval: REFRESH_MS });
  const closed = useQuery({ queryKey: ['drafts', 'closed'], queryFn: () => api.get<Page<Shown>>('/order/v2/draft?state=CLOSED&limit=20'), refetchInterval: REFRESH_MS });
  const orders = useQuery({ queryKey: ['orders'], queryFn: () => api.get<Page<Shown>>('/order?limit=50'), refetchInterval: REFRESH_MS });
  const all = [...(drafts.data?.docs ?? []), ...(closed.data?.docs ?? []), ...(orders.data?.docs ?? [])];
  const products = useProducts(
    api,
    all.flatMap((doc) => doc.cart.items.map((item) => item.product)),
  );
  const error = drafts.error ?? closed.error ?? orders.error;
  const newestFirst = <T extends { doc: Shown }>(list: T[]) => [...list].sort((a, b) => b.doc.createdAt.localeCompare(a.doc.createdAt));
  // Called-off drafts sit among the orders by date: each was an order the customer sent.
  const settled = newestFirst([...(closed.data?.docs ?? []).map((doc) => ({ doc, draft: true })), ...(orders.data?.docs ?? []).map((doc) => ({ doc, draft: false }))]);

  if (drafts.isPending || closed.isPending || orders.isPending) return <Loader />;
  return (
    <Stack gap="sm">
      <PageTitle>{t('store.orders.title')}</PageTitle>
      {error && <Alert color="red">{storeErrorText(error, t)}</Alert>}
      {all.length === 0 && <Alert color="gray">{t('store.orders.empty')}</Alert>}
      {newestFirst((drafts.data?.docs ?? []).map((doc) => ({ doc }))).map(({ doc }) => (
        <OrderCard key={doc._id} doc={doc} draft names={products} />
      ))}
      {settled.map(({ doc, draft }) => (
        <OrderCard key={doc._id} doc={doc} draft={draft} names={products} />
      ))}
    </Stack>
  );
}
