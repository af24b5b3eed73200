/** The sales screens, by the path their navigation entry opens (merged into `app/screens.ts`). */
import type { ComponentType } from 'react';
import { DraftsScreen } from './drafts/DraftsScreen.js';
import { OrdersScreen } from './OrdersScreen.js';

export const SALES_SCREENS: Readonly<Record<string, ComponentType>> = {
  '/orders': OrdersScreen,
  '/drafts': DraftsScreen,
};
