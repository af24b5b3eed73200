/** Pricing one sale item (domain §4 "Order item"). */
import { GRAMS_PER_KG, MONEY_DECIMALS, type Unit } from '../constants/products.js';
import { Decimal, percentOf } from '../money.js';
import { pickMargin } from './margin.js';
import { findTax, productUnitCost } from './product-cost.js';
import { timesQuantity } from './quantity.js';
import type { ItemSnapshot, ItemTax, MarginTier, PricedItem, PricingProduct, TaxDef } from './types.js';

export interface OrderItemInput {
  product: PricingProduct;
  quantity: number;
  /** Null or absent: decided by the order (see `isWholesalerItem`). */
  isWholesaler?: boolean | null;
  /** An item priced before carries its snapshot here and keeps its prices. */
  detail?: { metadata?: ItemSnapshot | null } | null;
}

export interface OrderPricingContext {
  /** Every tax the products may name. */
  taxes: readonly TaxDef[];
  /** A sale without invoice: priced on the tax base, with no sales tax lines. */
  isBudget?: boolean | null;
  /** A partner restocking his own point of sale: every item is wholesaler. */
  isSupply?: boolean | null;
  customer?: { isWholesaler?: boolean | null } | null;
}

export function isWholesalerItem(item: Pick<OrderItemInput, 'isWholesaler'>, order: Pick<OrderPricingContext, 'customer' | 'isSupply'>): boolean {
  if (typeof item.isWholesaler === 'boolean') return item.isWholesaler;
  return Boolean(order.customer?.isWholesaler) || Boolean(order.isSupply);
}

/** The product's price inputs now, to be kept with a newly priced item. */
export function snapshotOf(product: PricingProduct, taxes: readonly TaxDef[]): ItemSnapshot {
  const unitCost = productUnitCost(product, taxes).toNumber();
  return {
    taxBase: product.taxBase,
    unitCost,
    originalUnitCost: unitCost,
    margins: product.margins.map((m) => ({ quantity: m.quantity, value: m.value })),
    contributions: product.contributions,
    wholesalerContributions: product.wholesalerContributions,
  };
}

/** The sales taxes inside `price`: `price − price / (1 + aliquot)`, computed as one exact ratio. */
function salesTaxes(price: Decimal, product: PricingProduct, taxes: readonly TaxDef[]): ItemTax[] {
  return product.taxes
    .map((id) => findTax(taxes, id))
    .filter((t) => t.type === 'V')
    .map((t) => ({
      id: t._id,
      name: t.name,
      total: price.mul(t.aliquot).div(Decimal.ONE.add(t.aliquot), MONEY_DECIMALS).toNumber(),
    }));
}

/** The item's price inputs: its snapshot, the cost `u` it is priced on, and the tier its quantity takes. */
function basis(item: OrderItemInput, order: OrderPricingContext) {
  const isWholesaler = isWholesalerItem(item, order);
  const snapshot = item.detail?.metadata ?? snapshotOf(item.product, order.taxes);
  const u = Decimal.from(order.isBudget ? snapshot.taxBase : snapshot.unitCost);
  return { isWholesaler, snapshot, u, margin: pickMargin(snapshot.margins, item.quantity, isWholesaler) };
}

/** What one kilogram (WEIGHT) or one unit (UNITY) costs at `margin` on the cost `u`. */
function perUnit(u: Decimal, margin: MarginTier, unit: Unit): number {
  return timesQuantity(u.mul(margin.value), unit, unit === 'WEIGHT' ? GRAMS_PER_KG : 1).toNumber();
}

/**
 * What one kilogram (WEIGHT) or one unit (UNITY) costs at the tier the item's quantity takes — the
 * unit price a clerk quotes ("$ 1.836,78 la unidad llevando 6"), rather than the tier's margin.
 */
export function tierUnitPrice(item: OrderItemInput, order: OrderPricingContext): number {
  const { u, margin } = basis(item, order);
  return perUnit(u, margin, item.product.unit);
}

/**
 * The tier an item already priced took, and its unit price as `tierUnitPrice` says it, read back
 * from the item alone — its snapshot and wholesaler flag as the planner left them — so an editor
 * showing a planned line decides nothing the plan did not.
 */
export function pricedTier(item: Pick<PricedItem, 'quantity' | 'isWholesaler' | 'detail'>, unit: Unit, isBudget: boolean): { tier: MarginTier; unitPrice: number } {
  const snapshot = item.detail.metadata;
  const tier = pickMargin(snapshot.margins, item.quantity, item.isWholesaler);
  return { tier, unitPrice: perUnit(Decimal.from(isBudget ? snapshot.taxBase : snapshot.unitCost), tier, unit) };
}

export function priceOrderItem(item: OrderItemInput, order: OrderPricingContext): Omit<PricedItem, 'number'> {
  const { product, quantity } = item;
  const { unit } = product;
  const { isWholesaler, snapshot, u, margin } = basis(item, order);
  const mu = u.mul(margin.value);
  const price = timesQuantity(mu, unit, quantity);
  const cost = timesQuantity(u, unit, quantity);
  const unitQuantity = margin.quantity || (unit === 'WEIGHT' ? GRAMS_PER_KG : 1);
  const percent = isWholesaler ? snapshot.wholesalerContributions : snapshot.contributions;
  const contribution = percentOf(price, percent, MONEY_DECIMALS);
  return {
    product: product._id,
    quantity,
    isWholesaler,
    price: price.toNumber(),
    detail: {
      cost: cost.toNumber(),
      taxBase: snapshot.taxBase,
      contribution: contribution.toNumber(),
      wholesalerContributions: snapshot.wholesalerContributions,
      margin: margin.value,
      unitQuantity,
      // WEIGHT: round(u × m / (1000 / unitQuantity)); UNITY: round(m × u × unitQuantity).
      unitCost: timesQuantity(mu, unit, unitQuantity).toNumber(),
      profit: price.sub(cost).sub(contribution).round(MONEY_DECIMALS).toNumber(),
      taxes: order.isBudget ? [] : salesTaxes(price, product, order.taxes),
      metadata: { ...snapshot, margins: snapshot.margins.map((m) => ({ quantity: m.quantity, value: m.value })) },
    },
  };
}
