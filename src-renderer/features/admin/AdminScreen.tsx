/**
 * Administración (`/admin`, ADMIN): one tab per kind of record the business is set up with — staff
 * users, garages, categories, delivery and withdrawal options, thirds, pay and charge methods —
 * the taxes, read only, the business's own settings (Empresa), and the messages sent to customers. Each tab is a sub-path (`/admin/garages`), so it can be linked to.
 */
import { Tabs } from '@mantine/core';
import type { ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { PageHeader } from '../../components/EmptyState.js';
import type { MessageKey } from '../../i18n/catalog.js';
import { useT } from '../../i18n/i18n.js';
import { BusinessTab } from './business/BusinessTab.js';
import { CategoriesTab } from './categories/CategoriesTab.js';
import { DeliveriesTab } from './deliveries/DeliveriesTab.js';
import { WithdrawalsTab } from './deliveries/WithdrawalsTab.js';
import { GaragesTab } from './garages/GaragesTab.js';
import { MessagesTab } from './messages/MessagesTab.js';
import { MethodsTab } from './methods/MethodsTab.js';
import { TaxesTab } from './taxes/TaxesTab.js';
import { ThirdsTab } from './thirds/ThirdsTab.js';
import { UsersTab } from './users/UsersTab.js';

const PayMethodsTab = () => <MethodsTab kind="pay" />;
const ChargeMethodsTab = () => <MethodsTab kind="charge" />;

export const ADMIN_TABS: ReadonlyArray<{ path: string; label: MessageKey; Tab: ComponentType }> = [
  { path: '/users', label: 'admin.tab.users', Tab: UsersTab },
  { path: '/garages', label: 'admin.tab.garages', Tab: GaragesTab },
  { path: '/categories', label: 'admin.tab.categories', Tab: CategoriesTab },
  { path: '/deliveries', label: 'admin.tab.deliveries', Tab: DeliveriesTab },
  { path: '/withdrawals', label: 'admin.tab.withdrawals', Tab: WithdrawalsTab },
  { path: '/thirds', label: 'admin.tab.thirds', Tab: ThirdsTab },
  { path: '/pay-methods', label: 'admin.tab.payMethods', Tab: PayMethodsTab },
  { path: '/charge-methods', label: 'admin.tab.chargeMethods', Tab: ChargeMethodsTab },
  { path: '/taxes', label: 'admin.tab.taxes', Tab: TaxesTab },
  { path: '/business', label: 'admin.tab.business', Tab: BusinessTab },
  { path: '/messages', label: 'admin.tab.messages', Tab: MessagesTab },
];

export function AdminScreen() {
  const t = useT();
  const [location, navigate] = useLocation();
  const current = ADMIN_TABS.find((tab) => location === tab.path || location.startsWith(`${tab.path}/`))?.path ?? null;
  return (
    <>
      <PageHeader title={t('admin.title')}>
        <Tabs value={current} onChange={(path) => path && navigate(path)}>
          <Tabs.List>
            {ADMIN_TABS.map((tab) => (
              <Tabs.Tab key={tab.path} value={tab.path}>
                {t(tab.label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      </PageHeader>
      <Switch>
        {ADMIN_TABS.map(({ path, Tab }) => (
          <Route key={path} path={path}>
            <Tab />
          </Route>
        ))}
        <Route>
          <Redirect to={ADMIN_TABS[0]?.path ?? '/users'} replace />
        </Route>
      </Switch>
    </>
  );
}
