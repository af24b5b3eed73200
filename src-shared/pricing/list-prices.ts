/**
 * What each margin tier of a product charges, worked out with the order pricing itself
 * (`priceOrderItem`, domain §4), so the editor, the lists and their exports show exactly the price
 * an order item gets at that tier's quantity. Each tier is priced alone (the product with that one
 * tier), which is the tier an order picks at that quantity when the tier quantities are distinct,
 * as the schema requires.
 */
import { GRAMS_PER_KG, type Unit, WHOLESALER_MARGIN_QUANTITY } from '../constants/products.js';
import { priceOrderItem } from './order-item.js';
import type { MarginTier, PricingProduct, TaxDef } from './types.js';

export interface TierPrice {
  /** The wholesaler tier (quantity 0) prices wholesaler items at any quantity. */
  wholesaler: boolean;
  /** The quantity priced: the tier's own, or one kg / one unit for the wholesaler tier. */
  quantity: number;
  /** What that quantity costs an order item. */
  price: number;
  /** The price of one kg (WEIGHT) or one unit (UNITY) at this tier. */
  perBase: number;
}

/** One kilogram or one unit: what prices are quoted per (domain §3). */
export const baseQuantity = (unit: Unit): number => (unit === 'WEIGHT' ? GRAMS_PER_KG : 1);

function validTier(tier: MarginTier): boolean {
  return Number.isInteger(tier.quantity) && tier.quantity >= 0 && Number.isFinite(tier.value) && tier.value > 0;
}

/** The tier's prices, or null when the tier or the product's cost inputs cannot be priced yet. */
export function tierPrice(product: PricingProduct, taxes: readonly TaxDef[], tier: MarginTier): TierPrice | null {
  if (!validTier(tier)) return null;
  const base = baseQuantity(product.unit);
  const wholesaler = tier.quantity === WHOLESALER_MARGIN_QUANTITY;
  const quantity = wholesaler ? base : tier.quantity;
  const order = { taxes, isBudget: false, isSupply: false, customer: null };
  try {
    const alone = { ...product, margins: [{ quantity: tier.quantity, value: tier.value }] };
    const priced = priceOrderItem({ product: alone, quantity, isWholesaler: wholesaler }, order);
    // The same multiplier as a wholesaler tier applies at any quantity: the price of one kg or unit.
    const asWholesaler = { ...product, margins: [{ quantity: WHOLESALER_MARGIN_QUANTITY, value: tier.value }] };
    const perBase = priceOrderItem({ product: asWholesaler, quantity: base, isWholesaler: true }, order);
    return { wholesaler, quantity, price: priced.price, perBase: perBase.price };
  } catch {
    // An unknown tax or a cost not yet typed: nothing to show rather than a wrong figure.
    return null;
  }
}

/** The retail price (smallest quantity tier) and the wholesaler price of one kg or unit, for lists. */
export function listPrices(product: PricingProduct, taxes: readonly TaxDef[]): { retail: number | null; wholesaler: number | null } {
  const tiers = product.margins.filter(validTier);
  const retailTier = tiers.filter((t) => t.quantity !== WHOLESALER_MARGIN_QUANTITY).sort((a, b) => a.quantity - b.quantity)[0];
  const wholesalerTier = tiers.find((t) => t.quantity === WHOLESALER_MARGIN_QUANTITY);
  return {
    retail: retailTier ? (tierPrice(product, taxes, retailTier)?.perBase ?? null) : null,
    wholesaler: wholesalerTier ? (tierPrice(product, taxes, wholesalerTier)?.perBase ?? null) : null,
  };
}
