/**
 * The random order and buy actions of the invariant run: create and edit, and every state machine
 * action on any existing document (refused ones must answer 409 or 400, never 5xx).
 */
import { BUY_ACTIONS, type BuyAction } from '../../src-shared/constants/buys.js';
import { ORDER_ACTIONS, type OrderAction } from '../../src-shared/constants/orders.js';
import { findBuyTransition, findOrderTransition } from '../../src-shared/states/index.js';
import { deliveryBody, noteBuy, noteOrder, pickTarget, randomItems, send, type ActionContext, type ActionDef, type Outcome } from './invariants-context.js';

const ORDER_PATHS: Readonly<Record<OrderAction, string>> = {
  confirm: '/order/confirm/',
  prepare: '/order/prepare/',
  deliver: '/order/deliver/',
  suspend: '/order/suspend/',
  cancel: '/order/cancel/',
  rollbackPrepare: '/order/rollback/prepare/',
  rollbackDeliver: '/order/rollback/deliver/',
};

const ORDER_WEIGHTS: Readonly<Record<OrderAction, number>> = {
  confirm: 8,
  prepare: 6,
  deliver: 6,
  suspend: 2,
  cancel: 2,
  rollbackPrepare: 2,
  rollbackDeliver: 2,
};

const BUY_PATHS: Readonly<Record<BuyAction, string>> = {
  approve: '/buy/approve/',
  rollbackApprove: '/buy/rollback/approve/',
  commit: '/buy/commit/',
  cancel: '/buy/cancel/',
};

const BUY_WEIGHTS: Readonly<Record<BuyAction, number>> = { approve: 6, rollbackApprove: 2, commit: 4, cancel: 2 };

async function createOrder(ctx: ActionContext): Promise<Outcome> {
  const { rng, world } = ctx;
  const customer = rng.pick(world.customers);
  // A partner's customer buys through it; the house's customers mostly through the house.
  const partner = customer.partner ?? (rng.chance(0.75) ? null : rng.pick(world.partners));
  const flags = rng.next();
  const query = flags < 0.12 ? '?isBudget=true' : flags < 0.2 ? '?isSupply=true' : '';
  const body = {
    customer: customer.id,
    cart: { items: randomItems(rng, world, 'sale') },
    delivery: deliveryBody(rng, world, false),
    paymentMethod: rng.pick(['EFECTIVO', 'BANCO']),
    partner,
    garage: rng.pick(world.garages),
    // Now and then out of range: the contract's 400.
    discount: rng.chance(0.03) ? 150 : rng.chance(0.3) ? rng.int(0, 100) : 0,
  };
  const outcome = await send(ctx, 'POST', `/order${query}`, body);
  noteOrder(ctx.pools, outcome, true);
  return outcome;
}

/**
 * `PATCH /order/{id}` (new items, garage, discount, now and then another customer or partner),
 * `PUT /order/{id}` (the whole order again) or `PATCH /order/{id}/delivery` — on any order.
 */
async function updateOrder(ctx: ActionContext): Promise<Outcome | null> {
  const { rng, world, pools } = ctx;
  const id = pickTarget(rng, pools.orders, pools.orderSeen, (s) => s.state === 'PENDIENTE' || s.state === 'CONFIRMADO');
  if (!id) return null;
  const way = rng.next();
  let outcome: Outcome;
  if (way < 0.12) {
    outcome = await send(ctx, 'PATCH', `/order/${id}/delivery`, deliveryBody(rng, world, true));
  } else if (way < 0.25) {
    const customer = rng.pick(world.customers);
    const body = {
      customer: customer.id,
      cart: { items: randomItems(rng, world, 'sale') },
      delivery: deliveryBody(rng, world, true),
      paymentMethod: rng.pick(['EFECTIVO', 'BANCO']),
      garage: rng.pick(world.garages),
    };
    outcome = await send(ctx, 'PUT', `/order/${id}`, body);
  } else {
    const body: Record<string, unknown> = { paymentMethod: rng.pick(['EFECTIVO', 'BANCO']) };
    if (rng.chance(0.8)) body.cart = { items: randomItems(rng, world, 'sale') };
    if (rng.chance(0.3)) body.garage = rng.pick(world.garages);
    if (rng.chance(0.3)) body.discount = rng.int(0, 100);
    if (rng.chance(0.1)) body.customer = rng.pick(world.customers).id;
    if (rng.chance(0.1)) body.partner = rng.pick([...world.partners, null]);
    outcome = await send(ctx, 'PATCH', `/order/${id}`, body);
  }
  noteOrder(pools, outcome);
  return outcome;
}

function orderAction(action: OrderAction): ActionDef {
  return {
    name: `order.${action}`,
    weight: ORDER_WEIGHTS[action],
    async run(ctx) {
      const { pools, rng } = ctx;
      const id = pickTarget(rng, pools.orders, pools.orderSeen, (s) => findOrderTransition(s.state, s.flags, action) !== null);
      if (!id) return null;
      const outcome = await send(ctx, 'PUT', ORDER_PATHS[action] + id, action === 'confirm' ? { date: '2026-03-05' } : undefined);
      noteOrder(pools, outcome);
      return outcome;
    },
  };
}

function buyBody(ctx: ActionContext): Record<string, unknown> {
  const { rng, world } = ctx;
  const items = randomItems(rng, world, 'buy').map((item) => (rng.chance(0.3) ? { ...item, unitCost: rng.amount(500, 12000) } : item));
  const withOption = rng.chance(0.4);
  return {
    provider: rng.pick(world.providers),
    cart: { items },
    withdrawal: { ...(withOption ? { _id: world.withdrawal } : {}), date: null, charged: withOption && rng.chance(0.5) },
    garage: rng.pick(world.garages),
  };
}

async function createBuy(ctx: ActionContext): Promise<Outcome> {
  const outcome = await send(ctx, 'POST', '/buy', buyBody(ctx));
  noteBuy(ctx.pools, outcome, true);
  return outcome;
}

/** `PATCH /buy/{id}` (items, garage), `PUT /buy/{id}` (the whole buy) or `PATCH /buy/{id}/withdrawal` — on any buy. */
async function updateBuy(ctx: ActionContext): Promise<Outcome | null> {
  const { rng, pools } = ctx;
  const id = pickTarget(rng, pools.buys, pools.buySeen, (s) => s.state === 'A APROBAR');
  if (!id) return null;
  const whole = buyBody(ctx);
  const way = rng.next();
  let outcome: Outcome;
  if (way < 0.1) outcome = await send(ctx, 'PATCH', `/buy/${id}/withdrawal`, whole.withdrawal);
  else if (way < 0.3) outcome = await send(ctx, 'PUT', `/buy/${id}`, whole);
  else outcome = await send(ctx, 'PATCH', `/buy/${id}`, rng.chance(0.5) ? { cart: whole.cart, garage: whole.garage } : { cart: whole.cart });
  noteBuy(pools, outcome);
  return outcome;
}

function buyAction(action: BuyAction): ActionDef {
  return {
    name: `buy.${action}`,
    weight: BUY_WEIGHTS[action],
    async run(ctx) {
      const { pools, rng } = ctx;
      const id = pickTarget(rng, pools.buys, pools.buySeen, (s) => findBuyTransition(s.state, s.flags, action) !== null);
      if (!id) return null;
      const outcome = await send(ctx, 'PUT', BUY_PATHS[action] + id);
      noteBuy(pools, outcome);
      return outcome;
    },
  };
}

export const COMMERCE_ACTIONS: readonly ActionDef[] = [
  { name: 'order.create', weight: 12, run: createOrder },
  { name: 'order.update', weight: 5, run: updateOrder },
  ...ORDER_ACTIONS.map(orderAction),
  { name: 'buy.create', weight: 7, run: createBuy },
  { name: 'buy.update', weight: 3, run: updateBuy },
  ...BUY_ACTIONS.map(buyAction),
];
