/**
 * How the stock and catalog screens read a product (components/documents/read.ts). A product
 * created on this desk and not yet answered by the server is what was sent: no number, no stored
 * unit cost, no inventory yet.
 */
import { EMPTY_INVENTORY, type InventoryFigures } from '../../../src-shared/documents/products.js';
import type { PricingProduct } from '../../../src-shared/pricing/index.js';
import type { ProductDoc } from './read.js';

/** The product's figures summed over garages; zeros until the server has answered its create. */
export function inventoryOf(product: Pick<ProductDoc, 'inventory'>): InventoryFigures {
  return product.inventory ?? EMPTY_INVENTORY;
}

/** A mixed product keeps no stock of its own: selling it moves its components (domain §4). */
export function isMixed(product: Pick<ProductDoc, 'mixed'>): boolean {
  return (product.mixed?.components.length ?? 0) > 0;
}

/** What the shared pricing reads from a stored product. */
export function pricingOf(product: ProductDoc): PricingProduct {
  return {
    _id: product._id,
    unit: product.unit,
    taxBase: product.taxBase,
    unitCost: product.unitCost ?? null,
    taxes: product.taxes ?? [],
    margins: product.margins ?? [],
    contributions: product.contributions,
    wholesalerContributions: product.wholesalerContributions,
    mixed: product.mixed ?? null,
  };
}
