/**
 * Pricing carts of orders, drafts and carts with the shared formulas (domain §4): products are read
 * once per cart, quantities checked against the product's unit, each item keeps the price snapshot
 * it already had (matched by product) or gets a fresh one, and the stock each item moves is worked
 * out here, from the same products, so transitions never read products again.
 */
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import {
  DISCOUNT_RANGE,
  DiscountError,
  cartTotalProblem,
  computeOrderTotals,
  keptItems,
  priceOrderCart,
  quantityError,
  type Cart,
  type OrderItemInput,
  type OrderTotals,
  type PricedItem,
  type TaxDef,
} from '../../../src-shared/pricing/index.js';
import type { CartItemInput } from '../../../src-shared/schemas/cart.js';
import { detail } from '../../../src-shared/schemas/messages.js';
import { componentMovement } from '../../../src-shared/stock.js';
import { getDocs, type AnyReader, type Doc } from '../../db/documents.js';
import type { CustomerFields } from '../customers/collection.js';
import { PRODUCTS, type ProductFields } from '../products/collection.js';
import { allowsSplitPackage, loadTaxes } from '../products/pricing-inputs.js';
import type { UserFields } from '../users/collection.js';
import type { OrderDelivery, OrderStockLine } from './collection.js';
import { invalidReference } from './scope.js';

/** How a whole cart is priced: the tax table and the order's flags (domain §4). */
export interface PricingContext {
  taxes: readonly TaxDef[];
  isBudget: boolean;
  isSupply: boolean;
  /** The customer is a wholesaler, or the order's partner sells at wholesaler prices (domain §8). */
  wholesaler: boolean;
}

export interface PricedCart {
  cart: Cart<PricedItem>;
  stockLines: OrderStockLine[];
}

/**
 * The pricing context of an order of `customer` taken by `partner`. Domain §8: a `wholesaler`
 * partner sells at wholesaler prices, so its orders price like a wholesaler customer's.
 */
export async function pricingContext(
  db: AnyReader,
  parties: { customer: Pick<CustomerFields, 'isWholesaler'> | null; partner: UserFields | null | undefined; isBudget?: boolean; isSupply?: boolean },
): Promise<PricingContext> {
  return {
    taxes: await loadTaxes(db),
    isBudget: parties.isBudget ?? false,
    isSupply: parties.isSupply ?? false,
    wholesaler: Boolean(parties.customer?.isWholesaler) || Boolean(parties.partner?.wholesaler),
  };
}

type Products = ReadonlyMap<string, Doc<ProductFields>>;

/** The products named, in one query; unknown ids are simply absent. */
export function loadProducts(db: AnyReader, ids: Iterable<string>): Promise<Map<string, Doc<ProductFields>>> {
  return getDocs(db, PRODUCTS, ids);
}

async function checkItem(db: AnyReader, item: CartItemInput, product: Doc<ProductFields> | undefined, kept: boolean, path: string): Promise<Doc<ProductFields>> {
  // A product disabled after an item was priced does not block editing the rest of the cart.
  if (!product || (!product.status && !kept)) throw invalidReference(`${path}.product`, said('reference.notEnabled', { what: 'product', id: item.product }));
  const needsSplit = product.unit === 'UNITY' && !Number.isInteger(item.quantity);
  const problem = quantityError(item.quantity, product.unit, needsSplit && (await allowsSplitPackage(db, product)));
  if (problem) throw invalidReference(`${path}.quantity`, problem);
  return product;
}

/** The stock lines of a priced cart (see `OrderStockLine`), from the products given or read here. */
export async function stockLinesOf(db: AnyReader, cart: Cart<PricedItem>, known?: Products): Promise<OrderStockLine[]> {
  const products = known ?? (await loadProducts(db, cart.items.map((i) => i.product)));
  const componentIds = [...products.values()].flatMap((p) => p.mixed?.components.map((c) => c.product) ?? []);
  const components = await loadProducts(db, componentIds.filter((id) => !products.has(id)));
  const unitOf = (id: string) => (products.get(id) ?? components.get(id))?.unit;
  return cart.items.flatMap((item) => {
    const product = products.get(item.product);
    const recipe = product?.mixed?.components ?? [];
    if (!product || recipe.length === 0) return [{ item: item.number, product: item.product, quantity: item.quantity }];
    return recipe.map((c) => {
      const unit = unitOf(c.product);
      if (!unit) throw AppError.conflict(said('product.componentMissing', { product: product.name, component: c.product }));
      return { item: item.number, product: c.product, quantity: componentMovement(product.unit, unit, c.quantity, item.quantity) };
    });
  });
}

/**
 * Prices `items` as order items. `previous` are the items priced before (an edit): an item of the
 * same product keeps that snapshot (domain §4), new items are priced from the product now.
 */
export async function priceCart(
  db: AnyReader,
  items: readonly CartItemInput[],
  context: PricingContext,
  previous: readonly PricedItem[] = [],
  path = 'cart.items',
): Promise<PricedCart> {
  const products = await loadProducts(db, items.map((i) => i.product));
  const kept = keptItems(items, previous);
  const inputs: OrderItemInput[] = [];
  for (const [index, item] of items.entries()) {
    const before = kept[index];
    const product = await checkItem(db, item, products.get(item.product), before !== undefined, `${path}.${index}`);
    inputs.push({ product, quantity: item.quantity, isWholesaler: item.isWholesaler ?? null, detail: before ? { metadata: before.detail.metadata } : null });
  }
  const order = { taxes: context.taxes, isBudget: context.isBudget, isSupply: context.isSupply, customer: { isWholesaler: context.wholesaler } };
  const cart = priceOrderCart(inputs, order);
  const tooLarge = cartTotalProblem(cart);
  if (tooLarge) throw invalidReference(path, tooLarge);
  return { cart, stockLines: await stockLinesOf(db, cart, products) };
}

/** Derived amounts; the discount rule answers the contract's own message (spec §5). */
export function orderTotals(cart: Cart<PricedItem>, discount: number, delivery: Pick<OrderDelivery, 'charged' | 'contributes' | 'customerPrice' | 'partnerPrice'>): OrderTotals {
  try {
    return computeOrderTotals({ cart, discount, delivery });
  } catch (error) {
    if (error instanceof DiscountError) throw AppError.validation([detail('discount', DISCOUNT_RANGE)]);
    throw error;
  }
}
