/**
 * The stock limit (`passesStockLimit`, src-shared/stock.ts) applied to a plan's stock moves before
 * they are stored: each garage's figure and each product's figures over its garages (real,
 * committed, pending and the theoretical stock they make) as the moves leave them, the moves taken
 * in order. The desk runs it over its replica when it queues a write, so a write past the limit is
 * refused at once, offline, with the server's words on the field the caller sent; the server checks
 * the same rule on the figures its write leaves (src-server/features/stock/service.ts).
 */
import type { StockField } from '../constants/stock.js';
import { AppError } from '../errors.js';
import { dec, type Decimal } from '../money.js';
import { passesStockLimit, stockLimitText, THEORETICAL_SIGN } from '../stock.js';
import { pick } from './reads.js';
import type { PlanReads, StockMove } from './types.js';

/**
 * 400 on the first move of a figure that the moves, all told, would take past the limit, on the
 * move's field (none: no field). All told, as the server checks a product's totals: a delivery takes
 * real and committed down together, and the theoretical stock they make does not move.
 */
export async function refuseMovesPastLimit(reads: PlanReads, moves: readonly StockMove[]): Promise<void> {
  const moving = moves.filter((move) => move.delta !== 0);
  if (moving.length === 0) return;
  const products = await reads.docs('products', [...new Set(moving.map((move) => move.product))]);
  const garages = new Map<string, Set<string>>();
  for (const move of moving) garages.set(move.garage, (garages.get(move.garage) ?? new Set()).add(move.product));
  const held = new Map<string, Readonly<Record<StockField, number>>>();
  for (const [garage, ids] of garages) for (const [product, figures] of await reads.stockIn(garage, [...ids])) held.set(`${garage}|${product}`, figures);

  // Per figure (a garage's, or a product's over its garages): what it held, the moves' sum, and the first move of it.
  const figures = new Map<string, { before: number; delta: Decimal; first: StockMove }>();
  const add = (key: string, before: number | undefined, delta: Decimal, move: StockMove) => {
    if (before === undefined || delta.isZero()) return;
    const seen = figures.get(key);
    figures.set(key, { before: seen?.before ?? before, delta: (seen?.delta ?? dec(0)).add(delta), first: seen?.first ?? move });
  };
  for (const move of moving) {
    const totals = pick(products, move.product)?.inventory;
    const delta = dec(move.delta);
    add(`${move.garage}|${move.product}|${move.field}`, held.get(`${move.garage}|${move.product}`)?.[move.field], delta, move);
    add(`${move.product}|${move.field}`, totals?.[move.field], delta, move);
    add(`${move.product}|theoretical`, totals?.theoretical, delta.mul(THEORETICAL_SIGN[move.field]), move);
  }
  for (const { before, delta, first } of figures.values()) {
    if (!passesStockLimit(before, delta.add(before))) continue;
    const product = pick(products, first.product);
    throw AppError.invalid(first.path ?? '', stockLimitText({ name: product?.name ?? first.product, unit: product?.unit ?? 'UNITY' }));
  }
}
