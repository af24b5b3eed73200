import type { Unit } from '../../../src-shared/constants.js';
import type { MarginTier } from '../../../src-shared/pricing/types.js';
import { flag, type CollectionDef } from '../../db/documents.js';
import { searchText } from '../../db/search.js';

/** Stock figures of a product summed over garages, in the product's unit (grams or units). */
export interface InventoryFigures {
  committed: number;
  pending: number;
  real: number;
  theoretical: number;
  critical: number;
}

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

export const PRODUCTS: CollectionDef<ProductFields> = {
  name: 'products',
  table: 'products',
  label: 'product',
  columns: (doc) => ({
    name_search: searchText(doc.name, doc.title, doc.slug),
    slug: doc.slug,
    provider: doc.provider,
    category: doc.category ?? null,
    unit: doc.unit,
    catalog: flag(doc.catalog ?? true),
    is_shortage: flag(doc.isShortage),
    split_package: flag(doc.splitPackage),
    is_mixed: flag(Boolean(doc.mixed?.components.length)),
  }),
};
