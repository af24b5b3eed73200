/**
 * Live prices and totals of the order being edited, with the shared pricing module only (domain §4),
 * so what the screen shows is what the server will store. Items already priced keep their snapshot,
 * matched by product the way the server matches them on an edit.
 */
import { said, type ErrorText } from '../../../src-shared/error-keys/index.js';
import {
  buildCart,
  computeOrderTotals,
  DISCOUNT_RANGE,
  DiscountError,
  keptItems,
  pickMargin,
  priceOrderItem,
  quantityError,
  snapshotOf,
  type Cart,
  type DeliveryCharges,
  type ItemSnapshot,
  type MarginTier,
  type OrderTotals,
  type PricedItem,
  type TaxDef,
  tierUnitPrice,
} from '../../../src-shared/pricing/index.js';
import type { ItemDraft, OrderForm } from './form.js';
import type { ProductDoc } from '../../components/documents/read.js';

export interface PricedLine {
  item: ItemDraft;
  product: ProductDoc | undefined;
  /** Null while the product loads or when the quantity is not acceptable. */
  priced: Omit<PricedItem, 'number'> | null;
  /** The margin tier the price was taken from. */
  tier: MarginTier | null;
  /** One kg or one unit at that tier (shared `tierUnitPrice`). */
  unitPrice: number | null;
  /** Why the line cannot be priced, as a key the row translates. */
  error: ErrorText | null;
  /** UNITY quantities may have decimals (domain §4 splitPackage, the product's or its category's). */
  splitPackage: boolean;
}

export interface LivePricing {
  lines: PricedLine[];
  cart: Cart<PricedItem>;
  totals: OrderTotals | null;
  discountError: ErrorText | null;
}

export interface PricingInputs {
  products: ReadonlyMap<string, ProductDoc>;
  taxes: readonly TaxDef[];
  /** The customer is a wholesaler, or the order's partner sells at wholesaler prices. */
  wholesaler: boolean;
  /** The items as the order was stored, whose snapshots edited items keep. */
  previous: readonly PricedItem[];
  delivery: DeliveryCharges;
  /** Whether a product sells in parts of a unit (`useSplitsPackage`). */
  splits: (product: ProductDoc) => boolean;
}

function priceLine(item: ItemDraft, snapshot: ItemSnapshot | undefined, form: OrderForm, inputs: PricingInputs): PricedLine {
  const product = inputs.products.get(item.product);
  if (!product) return { item, product, priced: null, tier: null, unitPrice: null, error: null, splitPackage: false };
  const splitPackage = inputs.splits(product);
  const error = quantityError(item.quantity, product.unit, splitPackage);
  if (error) return { item, product, priced: null, tier: null, unitPrice: null, error, splitPackage };
  const order = { taxes: inputs.taxes, isBudget: form.isBudget, isSupply: form.isSupply, customer: { isWholesaler: inputs.wholesaler } };
  try {
    const input = { product, quantity: item.quantity, isWholesaler: item.isWholesaler, detail: snapshot ? { metadata: snapshot } : null };
    const priced = priceOrderItem(input, order);
    const margins = (snapshot ?? snapshotOf(product, inputs.taxes)).margins;
    return { item, product, priced, tier: pickMargin(margins, item.quantity, priced.isWholesaler), unitPrice: tierUnitPrice(input, order), error: null, splitPackage };
  } catch {
    return { item, product, priced: null, tier: null, unitPrice: null, error: said('product.notPriced', { product: product.name }), splitPackage };
  }
}

export function priceForm(form: OrderForm, inputs: PricingInputs): LivePricing {
  const kept = keptItems(form.items, inputs.previous).map((item) => item?.detail?.metadata);
  const lines = form.items.map((item, i) => priceLine(item, kept[i], form, inputs));
  const cart = buildCart(lines.flatMap((l) => (l.priced ? [l.priced] : [])));
  const discount = typeof form.discount === 'number' ? form.discount : Number(form.discount);
  try {
    return { lines, cart, totals: computeOrderTotals({ cart, discount, delivery: inputs.delivery }), discountError: null };
  } catch (caught) {
    if (caught instanceof DiscountError) return { lines, cart, totals: null, discountError: DISCOUNT_RANGE };
    throw caught;
  }
}
