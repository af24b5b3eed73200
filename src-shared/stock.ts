/**
 * Stock formulas (domain §5), shared by the server, the replica and the screens.
 */
import { GRAMS_PER_KG, MIXED_WEIGHT_COMPONENT_DIVISOR, type Unit } from './constants/products.js';
import type { StockField } from './constants/stock.js';
import { said, type ErrorText } from './error-keys/index.js';
import { QUANTITY_MAX } from './limits.js';
import { dec, type Decimal, type Numeric } from './money.js';

export interface StockFigures {
  real: number;
  committed: number;
  pending: number;
}

/** What will be available: on hand, less what confirmed orders hold, plus what approved buys bring. */
export function theoretical(figures: StockFigures): number {
  return dec(figures.real).sub(figures.committed).add(figures.pending).toNumber();
}

/** How a move of each stock field moves the theoretical stock (real − committed + pending): the critical level not at all. */
export const THEORETICAL_SIGN: Readonly<Record<StockField, -1 | 0 | 1>> = { real: 1, committed: -1, pending: 1, critical: 0 };

/** A product needs restocking when marked short, or when what will be available is at or below its critical level. */
export function isShort(figures: StockFigures & { critical: number }, isShortage = false): boolean {
  return isShortage || dec(theoretical(figures)).lte(figures.critical);
}

/**
 * A stock move that takes a figure (a garage's, or a product's over its garages) past what one
 * stock figure holds (`QUANTITY_MAX`), either way: the write is refused. A move back toward zero is
 * always taken, so a figure stored past the limit before can still be corrected.
 */
export function passesStockLimit(before: Numeric, after: Numeric): boolean {
  const end = dec(after).abs();
  return end.gt(QUANTITY_MAX) && end.gt(dec(before).abs());
}

/**
 * Why such a move is refused, naming the product and the limit in its unit (grams for a weighed
 * one); a product that could not be read is named by its id, its limit in units.
 */
export function stockLimitText(product: { readonly name: string; readonly unit: Unit } | undefined, id = ''): ErrorText {
  return said('stock.figureTooLarge', { product: product?.name ?? id, max: QUANTITY_MAX, unit: product?.unit ?? 'UNITY' });
}

/** A product's figure over its garages: a stock field's sum, or the theoretical stock they make. */
export type ProductFigure = StockField | 'theoretical';

/**
 * What stock moves do to each product's figures over its garages, all told: per product and figure
 * (the theoretical stock too, moved by `THEORETICAL_SIGN`), the moves' sum and the first move of it,
 * in the order the figures are first moved. The stock limit is checked on these (a delivery takes
 * real and committed down together, and the theoretical stock they make does not move), by the
 * server on the totals its write leaves and by the desk's planner on the figures it holds.
 */
export function productFigureMoves<M extends { readonly product: string; readonly field: StockField; readonly delta: Numeric }>(
  moves: readonly M[],
): Array<{ figure: ProductFigure; delta: Decimal; first: M }> {
  const moved = new Map<string, { figure: ProductFigure; delta: Decimal; first: M }>();
  const add = (figure: ProductFigure, move: M, delta: Decimal) => {
    if (delta.isZero()) return;
    const key = `${move.product}|${figure}`;
    const seen = moved.get(key);
    moved.set(key, { figure, delta: seen ? seen.delta.add(delta) : delta, first: seen?.first ?? move });
  };
  for (const move of moves) {
    add(move.field, move, dec(move.delta));
    add('theoretical', move, dec(move.delta).mul(THEORETICAL_SIGN[move.field]));
  }
  return [...moved.values()];
}

/**
 * An order line asks for more than is on hand. Stock may go negative (domain §5: the sale is not
 * blocked), so this only warns the clerk, beside the line and before the order is confirmed.
 */
export function exceedsStock(quantity: Numeric, onHand: Numeric): boolean {
  return dec(quantity).gt(onHand);
}

/**
 * How much of a component one sale of a mixed product moves. A mixed product keeps no stock of its
 * own: selling it moves each component by the component quantity times the item quantity, counted in
 * the same measure the mixed cost formula uses (domain §4): per unit of a UNITY mixed product; per
 * 100 g (WEIGHT components) or per kg (UNITY components) of a WEIGHT mixed product. Costing and stock
 * then agree: the components moved are the components paid for.
 */
export function componentMovement(mixedUnit: Unit, componentUnit: Unit, componentQuantity: Numeric, itemQuantity: Numeric): number {
  const moved = dec(componentQuantity).mul(itemQuantity);
  if (mixedUnit === 'UNITY') return moved.toNumber();
  const per = componentUnit === 'WEIGHT' ? MIXED_WEIGHT_COMPONENT_DIVISOR : GRAMS_PER_KG;
  // Whole grams (or thousandths of a unit) are what stock keeps.
  return moved.div(per, 3).toNumber();
}

export interface BuildableComponent {
  /** The component product's unit. */
  unit: Unit;
  /** The component quantity the mixed product names. */
  quantity: number;
  /** What there is of the component (real or theoretical stock), in its own unit. */
  available: number;
}

/**
 * How much of a mixed product its components' stock can make (domain §4–5): whole units of a UNITY
 * mixed product, whole grams of a WEIGHT one — the least any component allows, counted with
 * `componentMovement` so it is the exact reverse of what a sale moves. No components, or a
 * component with nothing available, make 0.
 */
export function buildableQuantity(mixedUnit: Unit, components: readonly BuildableComponent[]): number {
  // One unit, or one kilogram: the measure the mixed formula counts in, so each movement is exact.
  const measure = mixedUnit === 'WEIGHT' ? GRAMS_PER_KG : 1;
  let least: number | null = null;
  for (const component of components) {
    const moved = dec(componentMovement(mixedUnit, component.unit, component.quantity, measure));
    if (!moved.gt(0)) continue;
    const available = dec(component.available);
    if (!available.gt(0)) return 0;
    const scaled = available.mul(measure);
    let makes = Math.floor(scaled.div(moved, 6).toNumber());
    // The quotient was rounded before flooring: step back if that made it one too many.
    if (dec(makes).mul(moved).gt(scaled)) makes -= 1;
    least = least === null ? makes : Math.min(least, makes);
  }
  return Math.max(0, least ?? 0);
}
