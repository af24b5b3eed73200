/**
 * What one counted row changes on its product (domain §6), shared by the server (which applies
 * it), the screens (which show it) and the count template (which writes the rows to count with):
 *
 * - prices: the unit cost and the margin tiers the row sets, compared with the product's stored
 *   values after the rounding the sheet uses (cents for the cost, the rate's four places for a
 *   margin), so a value the sheet leaves equal never becomes a write;
 * - `m100`/`m500`/`m1000` apply to WEIGHT products only: a UNITY product's row leaves them empty or
 *   equal to its tiers, anything else is a row error;
 * - the counted `theoretical` is checked against real − committed + pending after the count.
 */
import { said, type ErrorText } from './error-keys/index.js';
import { RATE_DECIMALS, type Unit } from './constants/products.js';
import { dec, type Numeric } from './money.js';
import type { MarginTier } from './pricing/types.js';
import { theoretical, type StockFigures } from './stock.js';

/** The margin columns of a count row and the tier quantity each sets (`wholesaler` is the quantity-0 tier). */
export const COUNT_TIERS = { wholesaler: 0, m100: 100, m500: 500, m1000: 1000 } as const;
export type CountTier = keyof typeof COUNT_TIERS;
export const COUNT_TIER_COLUMNS = Object.keys(COUNT_TIERS) as CountTier[];
/** The tiers by weight: a UNITY product's row leaves them empty or equal. */
export const WEIGHT_TIER_COLUMNS = ['m100', 'm500', 'm1000'] as const satisfies readonly CountTier[];
export type WeightTier = (typeof WEIGHT_TIER_COLUMNS)[number];

export type PriceField = 'unitCost' | CountTier;
export const PRICE_FIELDS: readonly PriceField[] = ['unitCost', 'wholesaler', 'm100', 'm500', 'm1000'];

/** One price or margin a count changes: the stored value (null: the product has no such tier) and the sheet's. */
export interface PriceChange {
  field: PriceField;
  before: number | null;
  after: number;
}

/** The prices a count row carries; a blank margin (undefined or null) leaves the tier as it is. */
export interface CountPrices {
  unitCost: number;
  wholesaler?: number | null;
  m100?: number | null;
  m500?: number | null;
  m1000?: number | null;
}

export interface CountedProduct {
  name: string;
  unit: Unit;
  unitCost: number | null;
  margins: readonly MarginTier[];
}

/** The unit cost as the sheet holds it: to its four places, as a product keeps it (domain §3; the template writes it so). */
export const sheetUnitCost = (value: Numeric): number => dec(value).round(RATE_DECIMALS).toNumber();
/** A margin as the sheet holds it: a rate, to its four places. */
export const sheetMargin = (value: Numeric): number => dec(value).round(RATE_DECIMALS).toNumber();

export function tierValue(margins: readonly MarginTier[], column: CountTier): number | null {
  return margins.find((t) => t.quantity === COUNT_TIERS[column])?.value ?? null;
}

const given = (value: number | null | undefined): value is number => typeof value === 'number';
const sameMargin = (stored: number | null, sheet: number): boolean => stored !== null && sheetMargin(stored) === sheetMargin(sheet);

/** The margin columns a row may set on this product: all four on a WEIGHT product, only the wholesaler one on a UNITY one. */
const settable = (unit: Unit): readonly CountTier[] => (unit === 'WEIGHT' ? COUNT_TIER_COLUMNS : ['wholesaler']);

/**
 * Every price or margin the row changes, in `PRICE_FIELDS` order; empty when the sheet leaves them
 * all equal. A UNITY product's weight tiers never change here (`unitTierProblems` refuses a row
 * that would change them).
 */
export function priceChanges(product: CountedProduct, row: CountPrices): PriceChange[] {
  const changes: PriceChange[] = [];
  const cost = sheetUnitCost(row.unitCost);
  if (product.unitCost === null || sheetUnitCost(product.unitCost) !== cost) changes.push({ field: 'unitCost', before: product.unitCost, after: cost });
  for (const column of settable(product.unit)) {
    const value = row[column];
    if (!given(value)) continue;
    const stored = tierValue(product.margins, column);
    if (!sameMargin(stored, value)) changes.push({ field: column, before: stored, after: sheetMargin(value) });
  }
  return changes;
}

/** The product's tiers with the changed ones set (a tier it lacked is added), the others kept, by quantity. */
export function tiersAfter(margins: readonly MarginTier[], changes: readonly PriceChange[]): MarginTier[] {
  const set = new Map<number, number>();
  for (const change of changes) if (change.field !== 'unitCost') set.set(COUNT_TIERS[change.field], change.after);
  const kept = margins.filter((t) => !set.has(t.quantity));
  return [...kept, ...[...set].map(([quantity, value]) => ({ quantity, value }))].sort((a, b) => a.quantity - b.quantity);
}

/** The unit cost after the changes. */
export function unitCostAfter(product: Pick<CountedProduct, 'unitCost'>, changes: readonly PriceChange[]): number | null {
  return changes.find((c) => c.field === 'unitCost')?.after ?? product.unitCost;
}

/** What a weight tier on a UNITY product's row says (`stored`: its margin, `none` when it has that tier not). */
export function unitTierText(column: WeightTier, product: string, stored: number | null): ErrorText {
  return said('audit.unitTier', { column, product, stored: stored === null ? 'none' : String(stored) });
}

export interface TierProblem {
  column: WeightTier;
  text: ErrorText;
}

/** A UNITY product's row that gives a weight tier a value other than the product's own. */
export function unitTierProblems(product: CountedProduct, row: Partial<Record<WeightTier, unknown>>): TierProblem[] {
  if (product.unit !== 'UNITY') return [];
  return WEIGHT_TIER_COLUMNS.flatMap((column) => {
    const value = row[column];
    if (typeof value !== 'number') return [];
    const stored = tierValue(product.margins, column);
    return sameMargin(stored, value) ? [] : [{ column, text: unitTierText(column, product.name, stored) }];
  });
}

/** What the counted `theoretical` should be: the counted real less what is committed plus what is pending. */
export function expectedTheoretical(figures: Pick<StockFigures, 'committed' | 'pending'>, countedReal: number): number {
  return theoretical({ real: countedReal, committed: figures.committed, pending: figures.pending });
}

/** The counted theoretical disagrees: the sheet was taken from a stale export, or stock moved meanwhile. */
export function theoreticalMismatch(figures: Pick<StockFigures, 'committed' | 'pending'>, countedReal: number, countedTheoretical: number): boolean {
  return !dec(countedTheoretical).eq(expectedTheoretical(figures, countedReal));
}

/** One row of the count template, in the import's columns; a blank cell is null. */
export interface CountTemplateRow {
  number: number;
  name: string;
  unitCost: number | null;
  m100: number | null;
  m500: number | null;
  m1000: number | null;
  wholesaler: number | null;
  theoretical: number;
  real: number;
}

export interface TemplateProduct extends CountedProduct {
  number: number;
  inventory: StockFigures;
}

/**
 * The row that counts a product as it stands: its prices as the sheet rounds them, its weight
 * tiers only when it is sold by weight, its real stock and the theoretical that real gives.
 * Imported unchanged, it changes nothing — except a stock below zero (sales may run ahead of
 * what was received, domain §5), which no shelf can hold: the row offers 0 to count from, as the
 * import takes no negative count.
 */
export function templateRow(product: TemplateProduct): CountTemplateRow {
  const margin = (column: CountTier) => {
    const value = tierValue(product.margins, column);
    return value === null || !settable(product.unit).includes(column) ? null : sheetMargin(value);
  };
  const real = Math.max(0, product.inventory.real);
  return {
    number: product.number,
    name: product.name,
    unitCost: product.unitCost === null ? null : sheetUnitCost(product.unitCost),
    m100: margin('m100'),
    m500: margin('m500'),
    m1000: margin('m1000'),
    wholesaler: margin('wholesaler'),
    theoretical: expectedTheoretical(product.inventory, real),
    real,
  };
}

interface StoredDifference {
  prices?: readonly PriceChange[];
  unitCost: { before: number; after: number };
  margins: { before: Record<CountTier, number | null>; after: Record<CountTier, number | null> };
}

/** A count difference's price changes; an audit kept before they were listed has them in its before/after values. */
export function pricesOf(difference: StoredDifference): PriceChange[] {
  if (Array.isArray(difference.prices)) return [...difference.prices];
  const changes: PriceChange[] = [];
  if (!dec(difference.unitCost.before).eq(difference.unitCost.after)) changes.push({ field: 'unitCost', before: difference.unitCost.before, after: difference.unitCost.after });
  for (const column of COUNT_TIER_COLUMNS) {
    const before = difference.margins.before[column];
    const after = difference.margins.after[column];
    if (after !== null && before !== after) changes.push({ field: column, before, after });
  }
  return changes.sort((a, b) => PRICE_FIELDS.indexOf(a.field) - PRICE_FIELDS.indexOf(b.field));
}
