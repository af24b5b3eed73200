/** The order discount, a percent of the contribution (domain §4 "Order totals"). */
import { DISCOUNT_MAX, DISCOUNT_MIN } from '../constants/orders.js';
import { english, said } from '../error-keys/index.js';

/**
 * What an out-of-range discount says: the spec's "Discount value must be between 0 and 100". Its
 * words name the `discount` field themselves, so they lead a 400 as they are (`leadMessage`).
 */
export const DISCOUNT_RANGE = said('order.discount.range', { field: 'discount', min: DISCOUNT_MIN, max: DISCOUNT_MAX });

export class DiscountError extends Error {
  constructor() {
    super(english(DISCOUNT_RANGE));
    this.name = 'DiscountError';
  }
}

/** Throws `DiscountError` unless `DISCOUNT_MIN ≤ discount ≤ DISCOUNT_MAX`. */
export function assertDiscount(discount: number): void {
  if (!(discount >= DISCOUNT_MIN && discount <= DISCOUNT_MAX)) throw new DiscountError();
}
