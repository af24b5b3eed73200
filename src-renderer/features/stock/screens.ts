/** The stock screens, by the path their navigation entry opens (merged into `app/screens.ts`). */
import type { ComponentType } from 'react';
import { ProductsScreen } from '../products/ProductsScreen.js';
import { StockScreen } from './StockScreen.js';

export const STOCK_SCREENS: Readonly<Record<string, ComponentType>> = {
  '/products': ProductsScreen,
  '/stock': StockScreen,
};
