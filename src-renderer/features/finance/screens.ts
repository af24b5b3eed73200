/** The finance and statistics screens, registered in `app/screens.ts` with one line. */
import type { ComponentType } from 'react';
import { StatisticsScreen } from '../statistics/StatisticsScreen.js';
import { MyFinancesScreen } from './MyFinancesScreen.js';
import { PartnersScreen } from './PartnersScreen.js';

export const FINANCE_SCREENS: Readonly<Record<string, ComponentType>> = {
  '/partners': PartnersScreen,
  '/my-finances': MyFinancesScreen,
  '/statistics': StatisticsScreen,
};
