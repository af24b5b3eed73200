/**
 * The order's lines that ask for more than is on hand, in words for the confirmation: confirming
 * reserves them all the same (domain §5 does not block the sale), so the clerk is told which.
 */
import { exceedsStock } from '../../../src-shared/stock.js';
import type { I18n } from '../../i18n/i18n.js';
import { inventoryOf } from '../../components/documents/products.js';
import type { PricedLine } from './preview.js';
import type { ProductDoc } from '../../components/documents/read.js';

/** A mixed product keeps no stock of its own: its components' stock is not a line's to compare. */
export function isAboveStock(product: ProductDoc, quantity: number): boolean {
  const isMixed = (product.mixed?.components.length ?? 0) > 0;
  return !isMixed && exceedsStock(quantity, inventoryOf(product).real);
}

export function linesAboveStock(lines: readonly PricedLine[], { t, quantity }: I18n): string[] {
  return lines.flatMap(({ product, item }) =>
    product && isAboveStock(product, item.quantity)
      ? [t('orders.overStock.line', { name: product.name, quantity: quantity(item.quantity, product.unit), stock: quantity(inventoryOf(product).real, product.unit) })]
      : [],
  );
}
