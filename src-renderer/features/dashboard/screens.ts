/** The money and operations screens, registered in `app/screens.ts` with one line. */
import type { ComponentType } from 'react';
import { CashflowScreen } from '../cashflow/CashflowScreen.js';
import { RoadmapsScreen } from '../roadmaps/RoadmapsScreen.js';

export const MONEY_AND_OPERATIONS_SCREENS: Readonly<Record<string, ComponentType>> = {
  '/cashflow': CashflowScreen,
  '/roadmaps': RoadmapsScreen,
};
