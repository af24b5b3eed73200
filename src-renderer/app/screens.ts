/**
 * The screens that exist, by the path their navigation entry opens. A feature with several screens
 * registers them in its own `screens.ts`; a screen handles its own sub-paths (`/orders/new`,
 * `/orders/:id`) with nested routes. Only this module brings features together: a feature never
 * imports another (eslint.config.js, `featureImports`).
 */
import type { ComponentType } from 'react';
import { ADMIN_SCREENS } from '../features/admin/screens.js';
import { AuditsScreen } from '../features/audits/AuditsScreen.js';
import { BuysScreen } from '../features/buys/BuysScreen.js';
import { CashflowScreen } from '../features/cashflow/CashflowScreen.js';
import { CustomersScreen } from '../features/customers/CustomersScreen.js';
import { Dashboard } from '../features/dashboard/Dashboard.js';
import { MyFinancesScreen } from '../features/finance/MyFinancesScreen.js';
import { PartnersScreen } from '../features/finance/PartnersScreen.js';
import { SALES_SCREENS } from '../features/orders/screens.js';
import { STOCK_SCREENS } from '../features/products/screens.js';
import { ProvidersScreen } from '../features/providers/ProvidersScreen.js';
import { ReceiptsScreen } from '../features/receipts/ReceiptsScreen.js';
import { RoadmapsScreen } from '../features/roadmaps/RoadmapsScreen.js';
import { SettingsScreen } from '../features/settings/SettingsScreen.js';
import { StatisticsScreen } from '../features/statistics/StatisticsScreen.js';

export const SCREENS: Readonly<Record<string, ComponentType>> = {
  '/': Dashboard,
  '/cashflow': CashflowScreen,
  '/roadmaps': RoadmapsScreen,
  '/settings': SettingsScreen,
  ...SALES_SCREENS,
  '/customers': CustomersScreen,
  ...ADMIN_SCREENS,
  '/partners': PartnersScreen,
  '/my-finances': MyFinancesScreen,
  '/statistics': StatisticsScreen,
  '/buys': BuysScreen,
  '/receipts': ReceiptsScreen,
  '/providers': ProvidersScreen,
  '/audits': AuditsScreen,
  ...STOCK_SCREENS,
};
