/**
 * `/statistics` (domain §6): the reports a role may read, one tab each — finances by month,
 * provider balances (and one provider's movements), cash balances, creditors, partner history.
 * A report opened by its address that the role may not read shows the server's refusal.
 */
import { Tabs } from '@mantine/core';
import { Redirect, Route, Switch, useLocation, useParams } from 'wouter';
import { useSignedIn } from '../../app/session.js';
import { EmptyState, PageHeader } from '../../components/EmptyState.js';
import { useT } from '../../i18n/i18n.js';
import { CashBalancesTab } from './CashBalancesTab.js';
import { CreditorsTab } from './CreditorsTab.js';
import { FinancesTab } from './FinancesTab.js';
import { PartnerHistoryTab } from './PartnerHistoryTab.js';
import { ProviderBalanceDetail } from './ProviderBalanceDetail.js';
import { ProviderBalancesTab } from './ProviderBalancesTab.js';
import { tabsFor } from './tabs.js';

function StoredProvider() {
  const { id } = useParams<{ id: string }>();
  return <ProviderBalanceDetail key={id} id={id} />;
}

export function StatisticsScreen() {
  const t = useT();
  const { role } = useSignedIn();
  const [location, navigate] = useLocation();
  const tabs = tabsFor(role);
  const current = location.split('/')[1] ?? '';
  const first = tabs[0];
  return (
    <>
      <PageHeader title={t('nav.statistics')}>
        <Tabs value={current} onChange={(value) => value && navigate(`/${value}`)}>
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.path} value={tab.path}>
                {t(tab.label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      </PageHeader>
      <Switch>
        <Route path="/finances">
          <FinancesTab />
        </Route>
        <Route path="/provider-balances/:id">
          <StoredProvider />
        </Route>
        <Route path="/provider-balances">
          <ProviderBalancesTab />
        </Route>
        <Route path="/cash-balances">
          <CashBalancesTab />
        </Route>
        <Route path="/creditors">
          <CreditorsTab />
        </Route>
        <Route path="/partner-history">
          <PartnerHistoryTab />
        </Route>
        <Route>{first ? <Redirect to={`/${first.path}`} replace /> : <EmptyState title={t('error.FORBIDDEN')} hint={t('statistics.none')} />}</Route>
      </Switch>
    </>
  );
}
