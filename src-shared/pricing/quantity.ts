/** Item quantities: grams for WEIGHT products, units for UNITY ones (domain §3, §4). */
import { GRAMS_PER_KG, MONEY_DECIMALS, type Unit } from '../constants/products.js';
import { QUANTITY_DECIMALS } from '../constants/stock.js';
import { said, type ErrorText } from '../error-keys/index.js';
import { QUANTITY_MAX } from '../limits.js';
import { dec, type Decimal, type Numeric } from '../money.js';
import { contract } from '../schemas/messages.js';

/**
 * `round(x × f)` with `f` the quantity in price units (kilograms for WEIGHT, since prices are
 * per kg; units for UNITY). The grams are divided last so the only inexact step is the rounding.
 */
export function timesQuantity(x: Decimal, unit: Unit, quantity: Numeric, places = MONEY_DECIMALS): Decimal {
  const xq = x.mul(quantity);
  return unit === 'WEIGHT' ? xq.div(GRAMS_PER_KG, places) : xq.round(places);
}

/** How an amount is finer than its product is counted in: each write words it in its own contract message. */
export type PartsProblem = 'decimals' | 'wholeGrams' | 'wholeUnits';

/**
 * The one rule of how finely a product is counted (domain §3, §4): WEIGHT in whole grams, UNITY in
 * whole units unless its package splits, and nothing finer than the thousandths stock keeps
 * (`QUANTITY_DECIMALS`). The sign does not matter. Order items, buy items, stock writes and
 * inventory counts all ask it; places beyond thousandths are told first, as a count states them.
 */
export function partsProblem(quantity: number, unit: Unit, splitPackage: boolean): PartsProblem | null {
  const amount = dec(quantity);
  if (!amount.round(QUANTITY_DECIMALS).eq(amount)) return 'decimals';
  if (amount.round(0).eq(amount)) return null;
  if (unit === 'WEIGHT') return 'wholeGrams';
  return splitPackage ? null : 'wholeUnits';
}

/**
 * Why a quantity is not acceptable, or null when it is: quantities are > 0, at most
 * `QUANTITY_MAX`, and follow `partsProblem`. An amount finer than whole grams or units is told so however many places it has;
 * only a split package's parts can be refused for their places alone. `field` is the name the
 * message gives it (a stock count's `real`, a critical level's `critical`), worded like every other
 * field's message ("quantity must be greater than 0").
 */
export function quantityError(quantity: number, unit: Unit, splitPackage = false, field = 'quantity'): ErrorText | null {
  if (!Number.isFinite(quantity)) return contract.wrongType(field, 'number');
  if (quantity <= 0) return contract.minNumber(field, 0, false);
  // The same limit and words as the item schema's: a planner that prices the line first would
  // otherwise refuse the whole cart for its total, and the editor could not say which line is wrong.
  if (quantity > QUANTITY_MAX) return contract.maxNumber(field, QUANTITY_MAX, true);
  if (partsProblem(quantity, unit, splitPackage) === null) return null;
  if (unit === 'WEIGHT') return said('quantity.wholeGrams', { field });
  if (!splitPackage) return said('quantity.wholeUnits', { field });
  return said('quantity.decimals', { field, decimals: QUANTITY_DECIMALS });
}

/**
 * Why a stock figure or change is not a count of what items move, or null: like `quantityError`,
 * but signed (an adjustment takes stock away) and 0 allowed (an empty shelf, no critical level).
 */
export function stockQuantityError(quantity: number, unit: Unit, splitPackage = false, field = 'quantity'): ErrorText | null {
  return quantity === 0 ? null : quantityError(Math.abs(quantity), unit, splitPackage, field);
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
