import type { CartItemInput } from '../schemas/cart.js';
import type { PricedItem } from './types.js';

/**
 * Domain §4: an edited order's item keeps the price snapshot of the earlier item of the same product
 * (each earlier item used once); an item of a product the order did not have is priced now. One
 * matching for the server that stores the edit, the editor that shows it and the queued copy.
 */
export function keptItems<P extends { readonly product: string }>(items: readonly { readonly product: string }[], previous: readonly P[]): Array<P | undefined> {
  const unused = [...previous];
  return items.map((item) => {
    const index = unused.findIndex((p) => p.product === item.product);
    return index < 0 ? undefined : unused.splice(index, 1)[0];
  });
}

/** The items of a priced cart as a client sends them, to price them again (another context, an edit). */
export function asInputs(items: readonly Pick<PricedItem, 'product' | 'quantity' | 'isWholesaler'>[]): CartItemInput[] {
  return items.map((i) => ({ product: i.product, quantity: i.quantity, isWholesaler: i.isWholesaler }));
}
