/**
 * The customer ordering page: sign-in, then the catalog, the cart, the orders and the account,
 * reached from a bar at the bottom (a thumb's reach on a phone). Under `/tienda`, where the server
 * serves it.
 */
import { AppShell, Badge, Button, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconFileInvoice, IconShoppingCart, IconWallet } from '@tabler/icons-react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { useT } from '../i18n/i18n.js';
import type { MessageKey } from '../i18n/catalog.js';
import { storeApi, type StoreApi } from './api.js';
import { AccountScreen } from './AccountScreen.js';
import { useCart } from './cart.js';
import { CartScreen } from './CartScreen.js';
import { Catalog } from './Catalog.js';
import { OrdersScreen } from './OrdersScreen.js';
import { CONTENT_WIDTH, HEADER_HEIGHT, TAB_BAR_HEIGHT, bottomBarHeight } from './layout.js';
import { useStoreSession, type StoreSession } from './session.js';
import { SignIn } from './SignIn.js';
import { useToastRoom } from './toastRoom.js';

export const STORE_BASE = '/tienda';

const TABS: ReadonlyArray<{ path: string; label: MessageKey; icon: ReactNode }> = [
  { path: '/', label: 'store.nav.catalog', icon: <IconBuildingStore size={22} /> },
  { path: '/carrito', label: 'store.nav.cart', icon: <IconShoppingCart size={22} /> },
  { path: '/pedidos', label: 'store.nav.orders', icon: <IconFileInvoice size={22} /> },
  { path: '/cuenta', label: 'store.nav.account', icon: <IconWallet size={22} /> },
];

function Tab({ path, label, icon, badge }: { path: string; label: MessageKey; icon: ReactNode; badge: number }) {
  const t = useT();
  const [location, navigate] = useLocation();
  const active = location === path;
  return (
    <UnstyledButton
      onClick={() => navigate(path)}
      aria-current={active ? 'page' : undefined}
      style={{ flex: 1, textAlign: 'center', color: active ? 'var(--mantine-color-blue-text)' : 'var(--mantine-color-gray-7)' }}
      py={6}
    >
      <Group gap={4} justify="center" wrap="nowrap">
        {icon}
        {badge > 0 && (
          <Badge size="sm" circle>
            {badge}
          </Badge>
        )}
      </Group>
      <Text size="xs" fw={active ? 700 : 500}>
        {t(label)}
      </Text>
    </UnstyledButton>
  );
}

function Store({ session, api, onSignOut }: { session: StoreSession; api: StoreApi; onSignOut: () => void }) {
  const t = useT();
  const cart = useCart(api);
  const [, navigate] = useLocation();
  const count = cart.cart?.items.length ?? 0;
  // The bar grows to hold a toast above the tabs (a phone's), so the products end above it.
  const barHeight = bottomBarHeight(useToastRoom());
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} footer={{ height: barHeight }} padding="sm">
      <AppShell.Header>
        <Container size={CONTENT_WIDTH} h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Text fw={700} lineClamp={1}>
              {session.customer.name}
            </Text>
            {/* A long customer name is what gives way: the way out stays whole. */}
            <Button variant="subtle" size="compact-sm" onClick={onSignOut} style={{ flexShrink: 0 }}>
              {t('store.signOut')}
            </Button>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Container size={CONTENT_WIDTH} px={0} pb="md">
          <Switch>
            <Route path="/carrito">
              <CartScreen api={api} cart={cart} customer={session.customer} onSent={() => navigate('/pedidos')} />
            </Route>
            <Route path="/pedidos">
              <OrdersScreen api={api} />
            </Route>
            <Route path="/cuenta">
              <AccountScreen api={api} />
            </Route>
            <Route>
              <Catalog api={api} cart={cart} />
            </Route>
          </Switch>
        </Container>
      </AppShell.Main>
      <AppShell.Footer style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}>
        <Container size={CONTENT_WIDTH} h={TAB_BAR_HEIGHT} w="100%" px={0}>
          <Group h="100%" gap={0} wrap="nowrap" component="nav" aria-label={t('store.title')}>
            {TABS.map((tab) => (
              <Tab key={tab.path} {...tab} badge={tab.path === '/carrito' ? count : 0} />
            ))}
          </Group>
        </Container>
      </AppShell.Footer>
    </AppShell>
  );
}

export function StoreApp() {
  const { session, signIn, signOut, forget } = useStoreSession();
  // A new client per session: nothing one customer read stays for the next on a shared phone.
  const client = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: 1 } } }), [session?.token]);
  const api = useMemo(() => (session ? storeApi(session.token, forget) : null), [session, forget]);
  return (
    <Router base={STORE_BASE}>
      {session && api ? (
        <QueryClientProvider client={client}>
          <Store session={session} api={api} onSignOut={() => void signOut()} />
        </QueryClientProvider>
      ) : (
        <SignIn onSignedIn={signIn} />
      )}
    </Router>
  );
}
