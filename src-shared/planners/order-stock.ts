/**
 * The stock side of orders (domain §5), as stock movements: a transition's effects applied to
 * every stock line of the order in its garage, and the committed difference an edit of a
 * confirmed order makes.
 */
import { ORDER_STATE } from '../constants/orders.js';
import type { OrderFields, OrderStockLine } from '../documents/orders.js';
import { dec, type Decimal } from '../money.js';
import type { StockEffect } from '../states/index.js';
import { stockLinesOf } from './order-pricing.js';
import type { PlanReads, StockMove } from './types.js';

export interface StockHolder {
  garage: string;
  stockLines: OrderStockLine[];
}

/** Where the order's stock sits and what it moves; lines are worked out if it was stored without them. */
export async function stockHolder(reads: PlanReads, order: Pick<OrderFields, 'garage' | 'stockLines' | 'cart'>): Promise<StockHolder> {
  return { garage: order.garage, stockLines: order.stockLines ?? (await stockLinesOf(reads, order.cart)) };
}

/** A confirmed or prepared order not yet delivered holds its quantities in `committed`. */
export function holdsCommitted(order: Pick<OrderFields, 'state' | 'delivery'>): boolean {
  const reserved = order.state === ORDER_STATE.CONFIRMED || order.state === ORDER_STATE.PREPARED;
  return reserved && !order.delivery.delivered;
}

/** The cart line a stock line moves for (a mixed item's components move for its line): where a move past the stock limit is refused. */
export function linePath(line: Pick<OrderStockLine, 'item'>): string {
  return `cart.items.${line.item - 1}.quantity`;
}

/** One movement per stock line and effect: `field += sign × quantity` in the order's garage. */
export function effectChanges(order: StockHolder, orderId: string, effects: readonly StockEffect[], reason: string): StockMove[] {
  return order.stockLines.flatMap((line) =>
    effects.map((effect) => ({
      product: line.product,
      garage: order.garage,
      field: effect.field,
      delta: effect.sign * line.quantity,
      reason,
      refKind: 'order' as const,
      refId: orderId,
      path: linePath(line),
    })),
  );
}

function totalsByPlace(order: StockHolder): Map<string, { product: string; garage: string; quantity: Decimal }> {
  const totals = new Map<string, { product: string; garage: string; quantity: Decimal }>();
  const add = (line: OrderStockLine) => {
    const key = `${order.garage}|${line.product}`;
    const seen = totals.get(key);
    totals.set(key, { product: line.product, garage: order.garage, quantity: dec(seen?.quantity ?? 0).add(line.quantity) });
  };
  order.stockLines.forEach(add);
  return totals;
}

/**
 * What `committed` must move when a reserving order changes from `before` to `after` (quantities,
 * items, mixed recipes or garage): the difference per product and garage, so the reservation always
 * equals the order's current lines. `path`: the body's field a move past the stock limit is refused on
 * (`cart.items` for new quantities, `garage` for a move to another garage).
 */
export function committedDiff(before: StockHolder, after: StockHolder, orderId: string, reason: string, path: string): StockMove[] {
  const was = totalsByPlace(before);
  const now = totalsByPlace(after);
  const keys = new Set([...was.keys(), ...now.keys()]);
  const changes: StockMove[] = [];
  for (const key of keys) {
    const place = now.get(key) ?? was.get(key);
    if (!place) continue;
    const delta = dec(now.get(key)?.quantity ?? 0).sub(was.get(key)?.quantity ?? 0);
    if (delta.isZero()) continue;
    changes.push({ product: place.product, garage: place.garage, field: 'committed', delta: delta.toNumber(), reason, refKind: 'order', refId: orderId, path });
  }
  return changes;
}
