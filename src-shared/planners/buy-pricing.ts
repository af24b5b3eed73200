/**
 * What a buy is worth (domain §4 "Buy item"): items priced with the shared pricing module from the
 * products read in one call (a category only when it decides whether a package splits), and the
 * withdrawal option copied by id. What follows from them is `documents/buy-figures.ts`. A client
 * only names products, quantities and, at most, an agreed unit cost.
 */
import { copyWithdrawal } from '../documents/buy-figures.js';
import type { BuyFields, BuyWithdrawal } from '../documents/buys.js';
import { AppError } from '../errors.js';
import { buildCart, cartTotalProblem, priceBuyLine, splitsPackage } from '../pricing/index.js';
import type { BuyWithdrawalInput } from '../schemas/buy.js';
import type { BuyCartItemInput } from '../schemas/cart.js';
import { pick } from './reads.js';
import { enabledIn, referenced } from './references.js';
import type { PlanReads } from './types.js';

/**
 * Prices the items as sent: each product must be enabled, each quantity valid for its unit. An
 * item's agreed `unitCost` replaces the product's current one for that item only; the product
 * itself changes when the buy is committed (domain §5).
 */
export async function priceBuyItems(reads: PlanReads, items: readonly BuyCartItemInput[]): Promise<BuyFields['cart']> {
  const products = await reads.docs(
    'products',
    items.map((item) => item.product),
  );
  const categoryIds = items.flatMap((item) => {
    const product = pick(products, item.product);
    return product?.unit === 'UNITY' && !Number.isInteger(item.quantity) && !product.splitPackage && product.category ? [product.category] : [];
  });
  const categories = categoryIds.length > 0 ? await reads.docs('categories', categoryIds) : new Map<string, object>();
  const taxes = await reads.taxes();
  const priced = items.map((item, index) => {
    const product = enabledIn(products, 'products', item.product, `cart.items.${index}.product`);
    const line = priceBuyLine(product, item, splitsPackage(product, pick(categories, product.category)), taxes);
    if (line.error) throw AppError.invalid(`cart.items.${index}.quantity`, line.error);
    return line.priced;
  });
  const cart = buildCart(priced);
  const tooLarge = cartTotalProblem(cart);
  if (tooLarge) throw AppError.invalid('cart.items', tooLarge);
  return cart;
}

/** Copies the option's name and fee (no option, no fee); date and charged come from the request. */
export async function withdrawalOf(reads: PlanReads, input: BuyWithdrawalInput): Promise<BuyWithdrawal> {
  return copyWithdrawal(input, input._id ? await referenced(reads, 'withdrawals', input._id, 'withdrawal._id') : null);
}
