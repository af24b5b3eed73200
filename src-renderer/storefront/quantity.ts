/**
 * How a customer picks a quantity on a phone: steps instead of typing. Weight products count in
 * grams (domain §3), stepping by their smallest price tier (100 g when it has none); unit products
 * by whole units.
 */
import type { PublicProduct } from '../../src-shared/documents/public-product.js';

const DEFAULT_WEIGHT_STEP = 100;

export function quantityStep(product: Pick<PublicProduct, 'unit' | 'prices'>): number {
  if (product.unit !== 'WEIGHT') return 1;
  const smallest = product.prices.map((tier) => tier.quantity).filter((q) => q > 0 && q < 1000)[0];
  return smallest ?? DEFAULT_WEIGHT_STEP;
}

/** One step more or less, never below one step. */
export function stepped(quantity: number, step: number, direction: 1 | -1): number {
  return Math.max(step, quantity + direction * step);
}
