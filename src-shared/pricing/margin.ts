/** Which margin tier prices an item (domain §4). */
import { WHOLESALER_MARGIN_QUANTITY } from '../constants/products.js';
import type { MarginTier } from './types.js';

/** Used when a product has no tier that applies at all: price at cost. */
export const NO_MARGIN: Readonly<MarginTier> = Object.freeze({ quantity: WHOLESALER_MARGIN_QUANTITY, value: 1 });

/**
 * A wholesaler item takes the wholesaler tier when there is one. Otherwise the quantity tiers
 * (wholesaler tier left out) apply: the largest tier quantity not above the item quantity, or
 * the smallest tier when the item is below every tier.
 */
export function pickMargin(margins: readonly MarginTier[], quantity: number, isWholesaler: boolean): MarginTier {
  if (isWholesaler) {
    const wholesaler = margins.find((m) => m.quantity === WHOLESALER_MARGIN_QUANTITY);
    if (wholesaler) return wholesaler;
  }
  let reached: MarginTier | undefined;
  let smallest: MarginTier | undefined;
  for (const tier of margins) {
    if (tier.quantity === WHOLESALER_MARGIN_QUANTITY) continue;
    if (tier.quantity <= quantity && (!reached || tier.quantity > reached.quantity)) reached = tier;
    if (!smallest || tier.quantity < smallest.quantity) smallest = tier;
  }
  return reached ?? smallest ?? { ...NO_MARGIN };
}
