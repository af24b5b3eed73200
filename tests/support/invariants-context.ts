/**
 * What the random actions of the invariant run share: the documents made so far (every client may
 * act on any of them), what each client last saw of an order's or a buy's state (to aim most
 * actions at documents that allow them, while the rest hit any document), and the helpers that
 * build request bodies.
 */
import type { BuySituation, OrderSituation } from '../../src-shared/states/index.js';
import { ADDRESS } from './actors.js';
import type { Rng } from './invariants-random.js';
import type { InvariantWorld, WorldProduct } from './invariants-world.js';
import { call } from './server.js';

/** A cash flow entry as `DELETE /cashflow/{id}/{second}` names it: a transfer's two halves, else the entry twice. */
export interface EntryRef {
  id: string;
  second: string;
}

export interface Pools {
  orders: string[];
  orderSeen: Map<string, OrderSituation>;
  buys: string[];
  buySeen: Map<string, BuySituation>;
  entries: EntryRef[];
  receipts: string[];
}

export function emptyPools(): Pools {
  return { orders: [], orderSeen: new Map(), buys: [], buySeen: new Map(), entries: [], receipts: [] };
}

export interface ActionContext {
  world: InvariantWorld;
  pools: Pools;
  rng: Rng;
  token: string;
}

export interface Outcome {
  status: number;
  body: unknown;
}

export interface ActionDef {
  name: string;
  weight: number;
  /** The call made, or null when there is nothing to act on yet (the client picks again). */
  run(ctx: ActionContext): Promise<Outcome | null>;
}

export function send(ctx: ActionContext, method: string, path: string, body?: unknown): Promise<Outcome> {
  return call(ctx.world.url, method, path, body === undefined ? { token: ctx.token } : { token: ctx.token, body });
}

/** The answer's document when the call succeeded. */
export function okDoc<T>(outcome: Outcome): T | null {
  return outcome.status >= 200 && outcome.status < 300 ? (outcome.body as T) : null;
}

interface OrderDocLike {
  _id: string;
  state: OrderSituation['state'];
  delivery: { delivered: boolean };
  settlement: { kind: 'account' | 'cash'; ref: string } | null;
}

/** Remembers an order a call answered with; a collected delivery adds its cash entry to the pool. */
export function noteOrder(pools: Pools, outcome: Outcome, isNew = false): void {
  const order = okDoc<OrderDocLike>(outcome);
  if (!order) return;
  if (isNew) pools.orders.push(order._id);
  pools.orderSeen.set(order._id, { state: order.state, flags: { delivered: order.delivery.delivered } });
  if (order.settlement?.kind === 'cash') pools.entries.push({ id: order.settlement.ref, second: order.settlement.ref });
}

export function noteBuy(pools: Pools, outcome: Outcome, isNew = false): void {
  const buy = okDoc<{ _id: string; state: BuySituation['state']; committed: boolean }>(outcome);
  if (!buy) return;
  if (isNew) pools.buys.push(buy._id);
  pools.buySeen.set(buy._id, { state: buy.state, flags: { committed: buy.committed } });
}

/** A quantity valid for the product: whole grams, whole units, or halves of a split package. */
export function quantityFor(rng: Rng, product: WorldProduct, scale: 'sale' | 'buy'): number {
  if (product.unit === 'WEIGHT') return scale === 'sale' ? (rng.chance(0.2) ? rng.int(1, 999) : rng.int(1, 30) * 50) : rng.int(1, 20) * 500;
  if (product.split) return rng.int(1, scale === 'sale' ? 8 : 40) / 2;
  if (product.components) return rng.int(1, scale === 'sale' ? 3 : 5);
  return rng.int(1, scale === 'sale' ? 6 : 30);
}

/** One to three items, now and then the same product twice. */
export function randomItems(rng: Rng, world: InvariantWorld, scale: 'sale' | 'buy'): Array<{ product: string; quantity: number }> {
  const count = rng.int(1, 3);
  const items: Array<{ product: string; quantity: number }> = [];
  for (let i = 0; i < count; i += 1) {
    const product = i > 0 && rng.chance(0.1) ? (world.products.find((p) => p.id === items[0]?.product) ?? rng.pick(world.products)) : rng.pick(world.products);
    items.push({ product: product.id, quantity: quantityFor(rng, product, scale) });
  }
  return items;
}

export function deliveryBody(rng: Rng, world: InvariantWorld, needsOption: boolean): Record<string, unknown> {
  const option = needsOption || rng.chance(0.5) ? { _id: world.delivery } : {};
  return { ...option, phone: '+54 11 5555 0000', contactEmail: null, address: ADDRESS, charged: rng.chance(0.6) };
}

/**
 * A document to act on: most of the time one whose last seen state allows the action (so documents
 * move along), otherwise any one (so refused actions are exercised too).
 */
export function pickTarget<S>(rng: Rng, ids: readonly string[], seen: ReadonlyMap<string, S>, allows: (situation: S) => boolean): string | null {
  if (ids.length === 0) return null;
  if (rng.chance(0.8)) {
    const fitting = ids.filter((id) => {
      const situation = seen.get(id);
      return situation !== undefined && allows(situation);
    });
    if (fitting.length > 0) return rng.pick(fitting);
  }
  return rng.pick(ids);
}
