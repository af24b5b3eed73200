/** The order discount, a percent of the contribution (domain §4 "Order totals"). */
import { DISCOUNT_ERROR, DISCOUNT_MAX, DISCOUNT_MIN } from '../constants.js';

export class DiscountError extends Error {
  constructor() {
    super(DISCOUNT_ERROR);
    this.name = 'DiscountError';
  }
}

/** Throws `DiscountError` unless `DISCOUNT_MIN ≤ discount ≤ DISCOUNT_MAX`. */
export function assertDiscount(discount: number): void {
  if (!(discount >= DISCOUNT_MIN && discount <= DISCOUNT_MAX)) throw new DiscountError();
}
