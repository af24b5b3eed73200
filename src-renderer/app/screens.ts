/**
 * The screens that exist, by the path their navigation entry opens. Each feature adds its entry
 * here; a screen handles its own sub-paths (`/orders/new`, `/orders/:id`) with nested routes.
 */
import type { ComponentType } from 'react';
import { ADMIN_SCREENS } from '../features/admin/screens.js';
import { AuditsScreen } from '../features/audits/AuditsScreen.js';
import { BuysScreen } from '../features/buys/BuysScreen.js';
import { Dashboard } from '../features/dashboard/Dashboard.js';
import { MONEY_AND_OPERATIONS_SCREENS } from '../features/dashboard/screens.js';
import { FINANCE_SCREENS } from '../features/finance/screens.js';
import { ProvidersScreen } from '../features/providers/ProvidersScreen.js';
import { SALES_SCREENS } from '../features/orders/screens.js';
import { ReceiptsScreen } from '../features/receipts/ReceiptsScreen.js';
import { SettingsScreen } from '../features/settings/SettingsScreen.js';
import { STOCK_SCREENS } from '../features/stock/screens.js';

export const SCREENS: Readonly<Record<string, ComponentType>> = {
  '/': Dashboard,
  ...MONEY_AND_OPERATIONS_SCREENS,
  '/settings': SettingsScreen,
  ...SALES_SCREENS,
  ...ADMIN_SCREENS,
  ...FINANCE_SCREENS,
  '/buys': BuysScreen,
  '/receipts': ReceiptsScreen,
  '/providers': ProvidersScreen,
  '/audits': AuditsScreen,
  ...STOCK_SCREENS,
};
