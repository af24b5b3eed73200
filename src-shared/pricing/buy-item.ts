/** Pricing one purchase item (domain §4 "Buy item"). */
import type { ErrorText } from '../error-keys/index.js';
import { roundRate } from '../money.js';
import { productUnitCost } from './product-cost.js';
import { quantityError, timesQuantity } from './quantity.js';
import type { PricedBuyItem, PricingProduct, TaxDef } from './types.js';

export interface BuyItemInput {
  product: PricingProduct;
  quantity: number;
}

/** An item as sent: the unit cost agreed for this buy, if any, replaces the product's for this item only (domain §5). */
export function buyItemInput(product: PricingProduct, item: { quantity: number; unitCost?: number | undefined }): BuyItemInput {
  return { product: item.unitCost === undefined ? product : { ...product, unitCost: roundRate(item.unitCost) }, quantity: item.quantity };
}

/** `price = round(unitCost × f)` with the product's current unit cost (buys keep no snapshot). */
export function priceBuyItem(item: BuyItemInput, taxes: readonly TaxDef[]): Omit<PricedBuyItem, 'number'> {
  const unitCost = productUnitCost(item.product, taxes);
  return {
    product: item.product._id,
    quantity: item.quantity,
    unitCost: unitCost.toNumber(),
    price: timesQuantity(unitCost, item.product.unit, item.quantity).toNumber(),
  };
}

/** A buy line priced, or why its quantity is refused. */
export type BuyLine = { priced: Omit<PricedBuyItem, 'number'>; error: null } | { priced: null; error: ErrorText };

/**
 * One line of a buy as the buy planner takes it: refused when its quantity is not one the product
 * takes (`quantityError`, the rule of every cart's line), else priced. The planner refuses the buy
 * for such a line; the buy editor shows the line refused and leaves it out of the totals, as the
 * order editor leaves a refused line out of its plan.
 */
export function priceBuyLine(product: PricingProduct, item: { quantity: number; unitCost?: number | undefined }, splitPackage: boolean, taxes: readonly TaxDef[]): BuyLine {
  const error = quantityError(item.quantity, product.unit, splitPackage);
  return error ? { priced: null, error } : { priced: priceBuyItem(buyItemInput(product, item), taxes), error: null };
}
