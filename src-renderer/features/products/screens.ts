/** The stock screens, by the path their navigation entry opens (merged into `app/screens.ts`). */
import type { ComponentType } from 'react';
import { ProductsScreen } from './ProductsScreen.js';
import { StockScreen } from './stock/StockScreen.js';

export const STOCK_SCREENS: Readonly<Record<string, ComponentType>> = {
  '/products': ProductsScreen,
  '/stock': StockScreen,
};
