/** Item quantities: grams for WEIGHT products, units for UNITY ones (domain §3, §4). */
import { GRAMS_PER_KG, MONEY_DECIMALS, type Unit } from '../constants/products.js';
import { said, type ErrorText } from '../error-keys/index.js';
import type { Decimal, Numeric } from '../money.js';

/**
 * `round(x × f)` with `f` the quantity in price units (kilograms for WEIGHT, since prices are
 * per kg; units for UNITY). The grams are divided last so the only inexact step is the rounding.
 */
export function timesQuantity(x: Decimal, unit: Unit, quantity: Numeric, places = MONEY_DECIMALS): Decimal {
  const xq = x.mul(quantity);
  return unit === 'WEIGHT' ? xq.div(GRAMS_PER_KG, places) : xq.round(places);
}

/**
 * Why a quantity is not acceptable, or null when it is: quantities are > 0, WEIGHT ones whole
 * grams, UNITY ones whole units unless the product (or its category) allows `splitPackage`.
 */
export function quantityError(quantity: number, unit: Unit, splitPackage = false): ErrorText | null {
  if (!Number.isFinite(quantity)) return said('quantity.notNumber', {});
  if (quantity <= 0) return said('quantity.notPositive', {});
  if (unit === 'WEIGHT' && !Number.isInteger(quantity)) return said('quantity.wholeGrams', {});
  if (unit === 'UNITY' && !splitPackage && !Number.isInteger(quantity)) return said('quantity.wholeUnits', {});
  return null;
}

/**
 * Why a stock figure or change is not a count of what items move, or null: like `quantityError`,
 * but signed (an adjustment takes stock away) and 0 allowed (an empty shelf, no critical level).
 */
export function stockQuantityError(quantity: number, unit: Unit, splitPackage = false): ErrorText | null {
  return quantity === 0 ? null : quantityError(Math.abs(quantity), unit, splitPackage);
}

/**
 * Domain §4 splitPackage: a product sells in parts of a unit when it says so, or when its category
 * (`category`, the product's own, read by the caller) does.
 */
export function splitsPackage(product: { readonly splitPackage?: boolean | null | undefined }, category: object | null | undefined): boolean {
  return product.splitPackage === true || (typeof category === 'object' && category !== null && 'splitPackage' in category && category.splitPackage === true);
}

export function isValidQuantity(quantity: number, unit: Unit, splitPackage = false): boolean {
  return quantityError(quantity, unit, splitPackage) === null;
}
