/**
 * The statistics reports (domain §6), one tab and sub-path each, with the route that answers it:
 * a tab shows only to the roles that route admits (the shared route table, domain §8).
 */
import type { Role } from '../../../src-shared/constants/roles.js';
import type { RouteName } from '../../../src-shared/routes/index.js';
import type { MessageKey } from '../../i18n/catalog.js';
import { mayCall } from '../../components/access.js';

export interface StatisticsTab {
  path: string;
  label: MessageKey;
  route: RouteName;
}

export const STATISTICS_TABS: readonly StatisticsTab[] = [
  { path: 'finances', label: 'statistics.tab.finances', route: 'statistics.finances' },
  { path: 'provider-balances', label: 'statistics.tab.providers', route: 'statistics.providerBalances' },
  { path: 'cash-balances', label: 'statistics.tab.cash', route: 'statistics.cashBalances' },
  { path: 'creditors', label: 'statistics.tab.creditors', route: 'statistics.creditors' },
  { path: 'partner-history', label: 'statistics.tab.partners', route: 'statistics.partnerHistory' },
];

export function tabsFor(role: Role): StatisticsTab[] {
  return STATISTICS_TABS.filter((tab) => mayCall(role, tab.route));
}
