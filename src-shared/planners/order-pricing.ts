/**
 * Pricing an order's, a draft's or a cart's items with the shared formulas (domain §4): the
 * products are read in one call, quantities checked against each product's unit (a category is
 * read only when it decides whether a package splits), each item keeps the price snapshot it
 * already had (matched by product) or gets a fresh one, and the stock each item moves is worked out
 * from the same products, so transitions never read products again.
 */
import { said, type ErrorText } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import type { CustomerFields } from '../documents/customers.js';
import type { OrderDelivery, OrderStockLine } from '../documents/orders.js';
import type { ProductFields } from '../documents/products.js';
import { inPublicCatalog } from '../documents/public-product.js';
import type { UserFields } from '../documents/users.js';
import {
  DISCOUNT_RANGE,
  DiscountError,
  cartTotalProblem,
  cartCostProblem,
  orderTotalProblem,
  computeOrderTotals,
  keptItems,
  priceOrderCart,
  quantityError,
  sellsAtWholesale,
  splitsPackage,
  type Cart,
  type OrderItemInput,
  type OrderTotals,
  type PricedItem,
  type TaxDef,
} from '../pricing/index.js';
import type { CartItemInput } from '../schemas/cart.js';
import { detail } from '../schemas/messages.js';
import { dec, type Decimal } from '../money.js';
import { componentMovement, passesStockLimit, stockLimitText } from '../stock.js';
import { pick } from './reads.js';
import { labelOf, notEnabled } from './references.js';
import type { PlanReads, Stored } from './types.js';

/** How a whole cart is priced: the tax table and the order's flags (domain §4). */
export interface PricingContext {
  taxes: readonly TaxDef[];
  isBudget: boolean;
  isSupply: boolean;
  /** The customer is a wholesaler, or the order's partner sells at wholesaler prices (domain §8). */
  wholesaler: boolean;
  /**
   * A customer fills its own cart: it picks from the public catalog only, and a product it cannot
   * see there is refused as a missing one is, so a cart neither reveals it nor its price.
   */
  catalogOnly: boolean;
}

export interface PricedCart {
  cart: Cart<PricedItem>;
  stockLines: OrderStockLine[];
}

type Products = ReadonlyMap<string, Stored<ProductFields>>;

/**
 * The pricing context of an order of `customer` taken by `partner`. Domain §8: a `wholesaler`
 * partner sells at wholesaler prices, so its orders price like a wholesaler customer's.
 */
export async function pricingContext(
  reads: PlanReads,
  parties: {
    customer: Pick<CustomerFields, 'isWholesaler'> | null;
    partner: Pick<UserFields, 'wholesaler'> | null | undefined;
    isBudget?: boolean;
    isSupply?: boolean;
    catalogOnly?: boolean;
  },
): Promise<PricingContext> {
  return {
    taxes: await reads.taxes(),
    isBudget: parties.isBudget ?? false,
    isSupply: parties.isSupply ?? false,
    wholesaler: sellsAtWholesale(parties.customer, parties.partner),
    catalogOnly: parties.catalogOnly ?? false,
  };
}

/** The stock lines of a priced cart (see `OrderStockLine`), from the products given or read here. */
export async function stockLinesOf(reads: PlanReads, cart: Pick<Cart<PricedItem>, 'items'>, known?: Products): Promise<OrderStockLine[]> {
  const products =
    known ??
    (await reads.docs(
      'products',
      cart.items.map((i) => i.product),
    ));
  const componentIds = [...products.values()].flatMap((p) => p.mixed?.components.map((c) => c.product) ?? []).filter((id) => !pick(products, id));
  const components = componentIds.length > 0 ? await reads.docs('products', componentIds) : new Map<string, Stored<ProductFields>>();
  const unitOf = (id: string) => (pick(products, id) ?? pick(components, id))?.unit;
  return cart.items.flatMap((item) => {
    const product = pick(products, item.product);
    const recipe = product?.mixed?.components ?? [];
    if (!product || recipe.length === 0) return [{ item: item.number, product: item.product, quantity: item.quantity }];
    return recipe.map((c) => {
      const unit = unitOf(c.product);
      if (!unit) throw AppError.conflict(said('product.componentMissing', { product: product.name, component: c.product }));
      return { item: item.number, product: c.product, quantity: componentMovement(product.unit, unit, c.quantity, item.quantity) };
    });
  });
}

/** Whether an item's quantity needs its package split: parts of a unit. */
const needsSplit = (item: CartItemInput, product: Stored<ProductFields> | undefined): boolean => product?.unit === 'UNITY' && !Number.isInteger(item.quantity);

/** The categories that decide whether the items' packages split, in one read (none when no item needs it). */
async function splitCategories(reads: PlanReads, items: readonly CartItemInput[], products: Products): Promise<ReadonlyMap<string, object>> {
  const ids = items.flatMap((item) => {
    const product = pick(products, item.product);
    return product && needsSplit(item, product) && !product.splitPackage && product.category ? [product.category] : [];
  });
  return ids.length > 0 ? reads.docs('categories', ids) : new Map();
}

/**
 * Whether a customer's item leaves its price level to the customer's record: it says none, the
 * customer's own, or repeats what the item already said (a cart read back and sent again, even after
 * staff changed the customer's level). Anything else would let a retail customer set wholesaler prices.
 */
function ownLevel(item: CartItemInput, context: PricingContext, before: PricedItem | undefined): boolean {
  const level = item.isWholesaler;
  return level === undefined || level === context.wholesaler || level === before?.isWholesaler;
}

/**
 * How a write refuses a cart or an order past what one document may total (limits.ts): by default
 * on the items the body sent; a write whose body holds no items (confirming a draft) says so its own way.
 */
export type OverLimit = (problem: ErrorText) => AppError;
export const onItems =
  (path: string): OverLimit =>
  (problem) =>
    AppError.invalid(path, problem);

/**
 * Prices `items` as order items. `previous` are the items priced before (an edit): an item of the
 * same product keeps that snapshot (domain §4), new items are priced from the product now.
 */
export async function priceCart(
  reads: PlanReads,
  items: readonly CartItemInput[],
  context: PricingContext,
  previous: readonly PricedItem[] = [],
  path = 'cart.items',
  overLimit: OverLimit = onItems(path),
): Promise<PricedCart> {
  const products = await reads.docs(
    'products',
    items.map((i) => i.product),
  );
  const categories = await splitCategories(reads, items, products);
  const kept = keptItems(items, previous);
  const inputs: OrderItemInput[] = [];
  for (const [index, item] of items.entries()) {
    const before = kept[index];
    const product = pick(products, item.product);
    // A product disabled (or left out of the catalog) after an item was priced does not block editing the rest of the cart.
    const offered = product !== undefined && (context.catalogOnly ? inPublicCatalog(product) : product.status);
    if (!product || (!offered && before === undefined)) throw AppError.invalid(`${path}.${index}.product`, notEnabled(labelOf('products'), item.product, product?.status === false ? product : null));
    const splits = needsSplit(item, product) && splitsPackage(product, pick(categories, product.category));
    const problem = quantityError(item.quantity, product.unit, splits);
    if (problem) throw AppError.invalid(`${path}.${index}.quantity`, problem);
    if (context.catalogOnly && !ownLevel(item, context, before)) throw AppError.invalid(`${path}.${index}.isWholesaler`, said('item.ownPrices', {}));
    // A customer's items price at its own level (domain §8): what a customer's item says is never the choice.
    const isWholesaler = context.catalogOnly ? null : (item.isWholesaler ?? null);
    inputs.push({ product, quantity: item.quantity, isWholesaler, detail: before ? { metadata: before.detail.metadata } : null });
  }
  const order = { taxes: context.taxes, isBudget: context.isBudget, isSupply: context.isSupply, customer: { isWholesaler: context.wholesaler } };
  const cart = priceOrderCart(inputs, order);
  const tooLarge = cartTotalProblem(cart) ?? cartCostProblem(cart);
  if (tooLarge) throw overLimit(tooLarge);
  const stockLines = await stockLinesOf(reads, cart, products);
  await refuseLinesPastLimit(reads, stockLines, products, path);
  return { cart, stockLines };
}

/**
 * 400 on the cart line whose stock, with the lines before it of the same product, is more than one
 * stock figure holds (`QUANTITY_MAX`): confirming the order would commit it, so it could never be
 * confirmed. A line of a mixed product moves its components times its quantity (a recipe of 100 kg
 * sold 1,000 times is 100,000,000 g), so a quantity within its own limit can still pass it.
 */
async function refuseLinesPastLimit(reads: PlanReads, lines: readonly OrderStockLine[], products: Products, path: string): Promise<void> {
  const moved = new Map<string, Decimal>();
  for (const line of lines) {
    const sum = (moved.get(line.product) ?? dec(0)).add(line.quantity);
    moved.set(line.product, sum);
    if (!passesStockLimit(0, sum)) continue;
    const product = pick(products, line.product) ?? pick(await reads.docs('products', [line.product]), line.product);
    throw AppError.invalid(`${path}.${line.item - 1}.quantity`, stockLimitText(product, line.product));
  }
}

/**
 * Derived amounts; the discount rule answers the contract's own message (spec §5), and a total or a
 * toPay past what one document may total (limits.ts), the cart's limit said of the whole order, on the cart.
 */
export function orderTotals(
  cart: Cart<PricedItem>,
  discount: number,
  delivery: Pick<OrderDelivery, 'charged' | 'contributes' | 'customerPrice' | 'partnerPrice'>,
  overLimit: OverLimit = onItems('cart.items'),
): OrderTotals {
  let totals: OrderTotals;
  try {
    totals = computeOrderTotals({ cart, discount, delivery });
  } catch (error) {
    if (error instanceof DiscountError) throw AppError.validation([detail('discount', DISCOUNT_RANGE)]);
    throw error;
  }
  const tooLarge = orderTotalProblem(totals);
  if (tooLarge) throw overLimit(tooLarge);
  return totals;
}
