/**
 * What a buy is worth (domain §4 "Buy item", "Buy totals", §6 minimum purchase, §7 withdrawals):
 * items priced with the shared pricing module, the withdrawal option copied by id, totals derived.
 * The server prices; a client only names products, quantities and, at most, an agreed unit cost.
 */
import { dec, roundRate } from '../../../src-shared/money.js';
import { computeBuyTotals, priceBuyCart, quantityError, type BuyItemInput } from '../../../src-shared/pricing/index.js';
import type { BuyCartItemInput } from '../../../src-shared/schemas/cart.js';
import type { BuyWithdrawalInput } from '../../../src-shared/schemas/buy.js';
import { getDoc, type AnyReader, type Doc } from '../../db/documents.js';
import { CATEGORIES, WITHDRAWALS, type ProviderFields } from '../catalog/collections.js';
import { referenced } from '../catalog/references.js';
import { PRODUCTS, type ProductFields } from '../products/collection.js';
import { loadTaxes } from '../products/pricing-inputs.js';
import type { BuyFields, BuyWithdrawal } from './collection.js';
import { fieldError } from './scope.js';

async function allowsSplitPackage(db: AnyReader, product: Doc<ProductFields>): Promise<boolean> {
  if (product.splitPackage) return true;
  if (!product.category) return false;
  const category = await getDoc(db, CATEGORIES, product.category);
  return Boolean(category?.splitPackage);
}

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
    const agreed = item.unitCost === undefined ? {} : { unitCost: roundRate(item.unitCost) };
    inputs.push({ product: { ...product, ...agreed }, quantity: item.quantity });
  }
  return priceBuyCart(inputs, await loadTaxes(db));
}

/** Copies the option's name and fee (no option, no fee); date and charged come from the request. */
export async function copyWithdrawal(db: AnyReader, input: BuyWithdrawalInput): Promise<BuyWithdrawal> {
  const base = { date: input.date, charged: input.charged };
  if (!input._id) return { ...base, _id: null, name: null, fee: 0 };
  const option = await referenced(db, WITHDRAWALS, input._id, 'withdrawal._id');
  return { ...base, _id: option._id, name: option.name, fee: option.fee };
}

/** A buy under the provider's minimum purchase is accepted, but says so (domain §6). */
export function minimumPurchaseWarnings(cost: number, provider: Pick<ProviderFields, 'name' | 'minimumPurchase'>): string[] {
  const minimum = provider.minimumPurchase ?? 0;
  if (minimum <= 0 || dec(cost).gte(minimum)) return [];
  return [`the buy's cost ${dec(cost).toFixed(2)} is under ${provider.name}'s minimum purchase of ${dec(minimum).toFixed(2)}`];
}

export type BuyFigures = Pick<BuyFields, 'cost' | 'logistic' | 'total' | 'warnings'>;

/** Totals and warnings follow from the cart, the withdrawal and the provider; recomputed on every change. */
export function buyFigures(cart: BuyFields['cart'], withdrawal: BuyWithdrawal, provider: Pick<ProviderFields, 'name' | 'minimumPurchase'>): BuyFigures {
  const totals = computeBuyTotals({ cart, withdrawal });
  return { ...totals, warnings: minimumPurchaseWarnings(totals.cost, provider) };
}
