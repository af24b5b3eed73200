/** Products as stored and served (spec §3 Product). The server writes these shapes; the desktop and screens read them. */
import type { Unit } from '../constants/products.js';
import type { MarginTier } from '../pricing/types.js';

/** Stock figures of a product summed over garages, in the product's unit (grams or units). */
export interface InventoryFigures {
  committed: number;
  pending: number;
  real: number;
  theoretical: number;
  critical: number;
}

/** A new product's figures: nothing is in stock, committed or expected until something moves it. */
export const EMPTY_INVENTORY: Readonly<InventoryFigures> = { committed: 0, pending: 0, real: 0, theoretical: 0, critical: 0 };

export interface ProductFields {
  name: string;
  slug: string;
  provider: string;
  category?: string | null;
  unit: Unit;
  unitCost: number;
  defaultMargin?: number | null;
  taxBase: number;
  taxes: string[];
  margins: MarginTier[];
  mixed?: { components: Array<{ product: string; quantity: number }> } | null;
  isShortage?: boolean;
  tags?: number[];
  contributions: number;
  wholesalerContributions: number;
  inventoryManagement?: boolean;
  inventory: InventoryFigures;
  title?: string | null;
  subtitle?: string | null;
  description?: string | null;
  imageUrl?: string | null;
  options?: unknown;
  splitPackage?: boolean;
  catalog?: boolean;
}
