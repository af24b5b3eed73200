/**
 * What a buy is worth (domain §4 "Buy item"): items priced with the shared pricing module, the
 * withdrawal option read by id; what follows from them is `src-shared/documents/buy-figures.ts`.
 * The server prices; a client only names products, quantities and, at most, an agreed unit cost.
 */
import { copyWithdrawal } from '../../../src-shared/documents/buy-figures.js';
import { buyItemInput, cartTotalProblem, priceBuyCart, quantityError, type BuyItemInput } from '../../../src-shared/pricing/index.js';
import type { BuyCartItemInput } from '../../../src-shared/schemas/cart.js';
import type { BuyWithdrawalInput } from '../../../src-shared/schemas/buy.js';
import type { AnyReader } from '../../db/documents.js';
import { WITHDRAWALS } from '../catalog/collections.js';
import { referenced } from '../catalog/references.js';
import { PRODUCTS } from '../products/collection.js';
import { allowsSplitPackage, loadTaxes } from '../products/pricing-inputs.js';
import type { BuyFields, BuyWithdrawal } from './collection.js';
import { fieldError } from './scope.js';

/**
 * Prices the items as sent: each product must be enabled, each quantity valid for its unit. An
 * item's agreed `unitCost` replaces the product's current one for that item only; the product
 * itself changes when the buy is committed (domain §5).
 */
export async function priceBuyItems(db: AnyReader, items: readonly BuyCartItemInput[]): Promise<BuyFields['cart']> {
  const inputs: BuyItemInput[] = [];
  for (const [index, item] of items.entries()) {
    const product = await referenced(db, PRODUCTS, item.product, `cart.items.${index}.product`);
    const problem = quantityError(item.quantity, product.unit, await allowsSplitPackage(db, product));
    if (problem) throw fieldError(`cart.items.${index}.quantity`, problem);
    inputs.push(buyItemInput(product, item));
  }
  const cart = priceBuyCart(inputs, await loadTaxes(db));
  const tooLarge = cartTotalProblem(cart);
  if (tooLarge) throw fieldError('cart.items', tooLarge);
  return cart;
}

/** Copies the option's name and fee (no option, no fee); date and charged come from the request. */
export async function withdrawalOf(db: AnyReader, input: BuyWithdrawalInput): Promise<BuyWithdrawal> {
  return copyWithdrawal(input, input._id ? await referenced(db, WITHDRAWALS, input._id, 'withdrawal._id') : null);
}
