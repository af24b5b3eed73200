import { flag, type CollectionDef } from '../../db/documents.js';
import { listSearchText } from '../../db/search.js';
import type { ProductFields } from '../../../src-shared/documents/products.js';
export type { InventoryFigures, ProductFields } from '../../../src-shared/documents/products.js';

export const PRODUCTS: CollectionDef<ProductFields> = {
  name: 'products',
  table: 'products',
  label: 'product',
  columns: (doc) => ({
    name_search: listSearchText(doc.name, doc.title, doc.slug),
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
