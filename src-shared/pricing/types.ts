/**
 * What pricing reads and writes (domain §4). Every amount is a plain number, as JSON carries it;
 * the arithmetic behind them is exact (see money.ts).
 */
import type { TaxType, Unit } from '../constants/products.js';

/** `value` multiplies the unit cost; the tier with quantity 0 is the wholesaler margin. */
export interface MarginTier {
  quantity: number;
  value: number;
}

export interface TaxDef {
  _id: string;
  name: string;
  /** C: purchase tax, part of the unit cost; V: sales tax, inside the price. */
  type: TaxType;
  /** A fraction: 0.21 is 21 %. */
  aliquot: number;
}

export interface MixedComponentRef {
  product: string;
  quantity: number;
}

/** The product fields pricing needs; a stored product document satisfies it. */
export interface PricingProduct {
  _id: string;
  unit: Unit;
  taxBase: number;
  /** Derived from taxBase and the C taxes when absent. */
  unitCost?: number | null;
  /** Tax ids. */
  taxes: readonly string[];
  margins: readonly MarginTier[];
  /** Percent of price (0..100). */
  contributions: number;
  wholesalerContributions: number;
  mixed?: { components: readonly MixedComponentRef[] } | null;
}

/** The product's price inputs as they were when the item was first priced. */
export interface ItemSnapshot {
  taxBase: number;
  unitCost: number;
  originalUnitCost: number;
  margins: MarginTier[];
  contributions: number;
  wholesalerContributions: number;
}

export interface ItemTax {
  id: string;
  name: string;
  total: number;
}

export interface ItemDetail {
  cost: number;
  taxBase: number;
  contribution: number;
  /** The wholesaler contribution percent of the snapshot, kept for display and audits. */
  wholesalerContributions: number;
  margin: number;
  unitQuantity: number;
  /** The price of one tier unit (a kg, or the tier's grams, or the tier's units). */
  unitCost: number;
  profit: number;
  taxes: ItemTax[];
  metadata: ItemSnapshot;
}

export interface PricedItem {
  number: number;
  product: string;
  quantity: number;
  isWholesaler: boolean;
  price: number;
  detail: ItemDetail;
}

export interface PricedBuyItem {
  number: number;
  product: string;
  quantity: number;
  /** The product's unit cost the price was computed with. */
  unitCost: number;
  price: number;
}

export interface Cart<T> {
  items: T[];
  total: number;
}
