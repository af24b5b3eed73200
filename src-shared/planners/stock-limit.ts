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
import { passesStockLimit, productFigureMoves, stockLimitText } from '../stock.js';
import { pick } from './reads.js';
import type { PlanReads, StockMove } from './types.js';

/**
 * 400 on the first move of a figure that the moves, all told, would take past the limit, on the
 * move's field (`StockMove.path`). All told, as the server checks a product's totals: a delivery takes
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

  // Each garage's figure as all its moves leave it, then each product's figures over its garages
  // (productFigureMoves), checked in the order the moves first touch them.
  const garageFigures = new Map<string, { before: number; delta: Decimal; first: StockMove }>();
  for (const move of moving) {
    const key = `${move.garage}|${move.product}|${move.field}`;
    const before = held.get(`${move.garage}|${move.product}`)?.[move.field];
    if (before === undefined) continue;
    const seen = garageFigures.get(key);
    garageFigures.set(key, { before, delta: (seen?.delta ?? dec(0)).add(move.delta), first: seen?.first ?? move });
  }
  const productFigures = productFigureMoves(moving).flatMap(({ figure, delta, first }) => {
    const before = pick(products, first.product)?.inventory?.[figure];
    return before === undefined ? [] : [{ before, delta, first }];
  });
  const checked = [...garageFigures.values(), ...productFigures].sort((a, b) => moving.indexOf(a.first) - moving.indexOf(b.first));
  for (const { before, delta, first } of checked) {
    if (passesStockLimit(before, delta.add(before))) throw AppError.invalid(first.path, stockLimitText(pick(products, first.product), first.product));
  }
}
