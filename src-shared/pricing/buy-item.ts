/** Pricing one purchase item (domain §4 "Buy item"). */
import { roundRate } from '../money.js';
import { productUnitCost } from './product-cost.js';
import { timesQuantity } from './quantity.js';
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
