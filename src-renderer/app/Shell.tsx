import { AppShell, Avatar, Burger, Group, Menu, NavLink, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { RejectedInbox } from '../features/sync/RejectedInbox.js';
import { SyncIndicator } from '../features/sync/SyncIndicator.js';
import { useLateRefusals } from '../features/sync/useLateRefusals.js';
import { useNewOrderHotkey } from '../features/orders/useNewOrderHotkey.js';
import { ScreenErrorBoundary } from '../components/ScreenErrorBoundary.js';
import { useI18n } from '../i18n/i18n.js';
import { useApi } from './api.js';
import { DASHBOARD, homeFor, mayOpen, navFor } from './nav.js';
import { NavBadge } from './navBadges.js';
import { MAIN_ID, RouteAnnouncer, SkipLink } from './ScreenFocus.js';
import { SCREENS } from './screens.js';
import { useSession, useSignedIn } from './session.js';
import { NAVBAR_WIDTH } from './layout.js';
import { ctrlNOpensOrder } from './newHotkey.js';

function UserMenu() {
  const { t } = useI18n();
  const api = useApi();
  const { setSession } = useSession();
  const session = useSignedIn();
  const name = String(session.user.name ?? session.user.username ?? '');
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <UnstyledButton aria-label={name}>
          <Group gap="xs">
            <Avatar color="blue" radius="xl" size="sm">
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {name}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`user.role.${session.role}`)}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void api.auth.signOut().then(setSession)}>
          {t('user.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The frame every signed-in screen lives in: navigation by role, sync state, the user. */
export function Shell() {
  const { t } = useI18n();
  const session = useSignedIn();
  const [location] = useLocation();
  const [navOpen, nav] = useDisclosure();
  const [inboxOpen, inbox] = useDisclosure();
  useLateRefusals(inbox.open);
  useNewOrderHotkey(ctrlNOpensOrder);
  const sections = navFor(session.role)
    .map((section) => ({ ...section, items: section.items.filter((item) => SCREENS[item.path]) }))
    .filter((section) => section.items.length > 0);
  const screens = Object.entries(SCREENS).filter(([path]) => mayOpen(session.role, path));
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !navOpen } }} padding="md">
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group>
            <Burger opened={navOpen} onClick={nav.toggle} hiddenFrom="sm" size="sm" />
            {/* The app's name, not a heading: each screen's own title is its one h1. */}
            <Text fz="xl" fw={600} c="blue.8">
              {t('app.name')}
            </Text>
          </Group>
          <Group>
            <SyncIndicator onOpenInbox={inbox.open} />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <ScrollArea>
          {DASHBOARD.roles.includes(session.role) && <NavLink component={Link} href="/" label={t(DASHBOARD.label)} active={location === '/'} />}
          {sections.map((section) => (
            <Stack key={section.label} gap={0} mt="sm">
              <Text size="xs" c="dimmed" fw={700} tt="uppercase" px="sm">
                {t(section.label)}
              </Text>
              {section.items.map((item) => (
                <NavLink
                  key={item.path}
                  component={Link}
                  href={item.path}
                  label={t(item.label)}
                  rightSection={<NavBadge path={item.path} role={session.role} />}
                  active={location === item.path || location.startsWith(`${item.path}/`)}
                />
              ))}
            </Stack>
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID}>
        <RouteAnnouncer />
        <ScreenErrorBoundary resetKey={location} t={t}>
          <Switch>
            {screens.map(([path, Screen]) => (
              <Route key={path} path={path} nest={path !== '/'}>
                <Screen />
              </Route>
            ))}
            <Route>
              <Redirect to={homeFor(session.role)} />
            </Route>
          </Switch>
        </ScreenErrorBoundary>
      </AppShell.Main>
      <RejectedInbox opened={inboxOpen} onClose={inbox.close} />
    </AppShell>
  );
}
