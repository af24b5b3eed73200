/**
 * Generic pieces of the buy and order state machines. Transitions are data (rows), so the server
 * services, the screens (which buttons to show) and the tests all read the same table instead of
 * each re-deriving the rules of domain §5.
 */
import type { StockField } from '../constants/stock.js';

/** The boolean flags a document carries beside its state (buy `committed`, order `delivered`). */
export type Flags = Readonly<Record<string, boolean>>;

/** The stock figures a transition moves; `critical` is a setting, never moved by a transition. */
export type MovedStockField = Exclude<StockField, 'critical'>;

/** One stock movement, applied to each item as `field += sign × item quantity`. */
export interface StockEffect {
  readonly field: MovedStockField;
  readonly sign: 1 | -1;
}

export interface TransitionEffects<F extends Flags> {
  readonly stock: readonly StockEffect[];
  readonly setFlags?: Partial<F>;
  /** Domain §6: deliver settles the order's money (account or collection); roll back undoes it. */
  readonly money?: 'settle' | 'unsettle';
  /** Domain §5: on buy commit, an item cost that differs from the product's updates the product. */
  readonly updateCost?: true;
}

export interface TransitionRow<S extends string, A extends string, F extends Flags> {
  readonly from: S;
  readonly action: A;
  readonly to: S;
  /** Flag values the document must have for the row to apply. */
  readonly guard: Partial<F>;
  readonly effects: TransitionEffects<F>;
}

export interface Situation<S extends string, F extends Flags> {
  readonly state: S;
  readonly flags: F;
}

export function guardHolds<F extends Flags>(guard: Partial<F>, flags: F): boolean {
  return Object.entries(guard).every(([flag, value]) => flags[flag] === value);
}

export function findTransition<S extends string, A extends string, F extends Flags>(rows: readonly TransitionRow<S, A, F>[], state: S, flags: F, action: A): TransitionRow<S, A, F> | null {
  const row = rows.find((r) => r.from === state && r.action === action && guardHolds(r.guard, flags));
  return row ?? null;
}

/** The actions allowed in a situation, in the order of `actions` (the constants' order). */
export function allowedActions<S extends string, A extends string, F extends Flags>(rows: readonly TransitionRow<S, A, F>[], actions: readonly A[], state: S, flags: F): A[] {
  return actions.filter((action) => findTransition(rows, state, flags, action) !== null);
}

/** Where a document in `flags` ends up after `row`. */
export function applyTransition<S extends string, A extends string, F extends Flags>(row: TransitionRow<S, A, F>, flags: F): Situation<S, F> {
  return { state: row.to, flags: { ...flags, ...row.effects.setFlags } };
}

/** The signed change each stock effect makes for one item of `quantity`. */
export function stockDeltas(effects: TransitionEffects<Flags>, quantity: number): { field: MovedStockField; delta: number }[] {
  return effects.stock.map(({ field, sign }) => ({ field, delta: sign * quantity }));
}

function situationKey(situation: Situation<string, Flags>): string {
  const flags = Object.keys(situation.flags)
    .sort()
    .map((k) => `${k}=${String(situation.flags[k])}`);
  return `${situation.state}|${flags.join(',')}`;
}

/**
 * Every situation reachable from `start` by following rows, in breadth-first order. Derived from
 * the table rather than listed by hand so a new row cannot leave a situation untested.
 */
export function reachableSituations<S extends string, A extends string, F extends Flags>(rows: readonly TransitionRow<S, A, F>[], start: Situation<S, F>): Situation<S, F>[] {
  const seen = new Set([situationKey(start)]);
  const found: Situation<S, F>[] = [start];
  // Iterating an array while pushing to it visits the pushed entries too: a breadth-first walk.
  for (const current of found) {
    for (const row of rows) {
      if (row.from !== current.state || !guardHolds(row.guard, current.flags)) continue;
      const next = applyTransition(row, current.flags);
      const key = situationKey(next);
      if (seen.has(key)) continue;
      seen.add(key);
      found.push(next);
    }
  }
  return found;
}
