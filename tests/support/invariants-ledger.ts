/**
 * The random stock and money actions of the invariant run: adjustments, force adjustments and
 * critical levels (the mixed product included: it keeps no stock, so those answer 409); cash flow
 * entries of every type, transfers, their edits and removal (an order's collection entry
 * included: 409); payments on account (a customer without one: 409); provider receipts.
 */
import { okDoc, send, type ActionContext, type ActionDef, type Outcome } from './invariants-context.js';
import type { WorldProduct } from './invariants-world.js';
import type { Rng } from './invariants-random.js';

const METHODS = ['CASH', 'BANK', 'DEFAULT'] as const;
const CONCEPTS = ['INGRESS', 'EGRESS'] as const;

function signedQuantity(rng: Rng, product: WorldProduct): number {
  const size = product.unit === 'WEIGHT' ? rng.int(1, 40) * 25 : product.split ? rng.int(1, 6) / 2 : rng.int(1, 10);
  return rng.chance(0.4) ? -size : size;
}

function countedQuantity(rng: Rng, product: WorldProduct): number {
  return product.unit === 'WEIGHT' ? rng.int(0, 60) * 100 : product.split ? rng.int(0, 40) / 2 : rng.int(0, 50);
}

async function adjustment(ctx: ActionContext): Promise<Outcome> {
  const { rng, world } = ctx;
  const product = rng.pick(world.products);
  const body = { quantity: signedQuantity(rng, product), reason: rng.pick(['rotura', 'vencido', 'recuento', 'devolución']), garage: rng.pick(world.garages) };
  return send(ctx, 'PUT', `/product/${product.id}/adjustment`, body);
}

/** `real`, `theoretical` (which may leave real below zero), or both (which must agree, else 400). */
async function forceAdjustment(ctx: ActionContext): Promise<Outcome> {
  const { rng, world } = ctx;
  const product = rng.pick(world.products);
  const which = rng.int(0, 2);
  const body: Record<string, unknown> = { reason: 'conteo', garage: rng.pick(world.garages) };
  if (which !== 1) body.real = countedQuantity(rng, product);
  if (which !== 0) body.theoretical = countedQuantity(rng, product) - countedQuantity(rng, product);
  return send(ctx, 'PUT', `/product/${product.id}/force/adjustment`, body);
}

async function critical(ctx: ActionContext): Promise<Outcome> {
  const { rng, world } = ctx;
  const product = rng.pick(world.products);
  return send(ctx, 'PUT', `/product/${product.id}/critical`, { critical: countedQuantity(rng, product), garage: rng.pick(world.garages) });
}

function money(rng: Rng): Record<string, unknown> {
  return { amount: rng.amount(1, 25000), concept: rng.pick(CONCEPTS), paymentMethod: rng.pick(METHODS), description: 'movimiento de prueba' };
}

/** Records an entry and keeps it (or the transfer's two halves) for later edits and removals. */
async function record(ctx: ActionContext, path: string, body: Record<string, unknown>): Promise<Outcome> {
  const outcome = await send(ctx, 'POST', path, body);
  const entry = okDoc<{ _id: string; linked: string | null }>(outcome);
  if (entry) ctx.pools.entries.push({ id: entry._id, second: entry.linked ?? entry._id });
  return outcome;
}

function partnerEntry(ctx: ActionContext): Promise<Outcome> {
  const { rng, world } = ctx;
  const body: Record<string, unknown> = { ...money(rng), partner: rng.pick([...world.partners, world.house]) };
  if (rng.chance(0.5)) body.customer = rng.pick(world.customers).id;
  if (rng.chance(0.6)) body.garage = rng.pick(world.garages);
  return record(ctx, '/cashflow', body);
}

function providerEntry(ctx: ActionContext): Promise<Outcome> {
  const { rng, world } = ctx;
  const body: Record<string, unknown> = { ...money(rng), concept: rng.chance(0.8) ? 'EGRESS' : 'INGRESS', provider: rng.pick(world.providers) };
  if (rng.chance(0.6)) body.garage = rng.pick(world.garages);
  return record(ctx, '/cashflow/provider', body);
}

function internalEntry(ctx: ActionContext, adjust: boolean): Promise<Outcome> {
  const { rng, world } = ctx;
  return record(ctx, '/cashflow/internal', { ...money(rng), garage: rng.pick(world.garages), tag: adjust ? 'arqueo' : 'caja chica', ...(adjust ? { adjust: true } : {}) });
}

function transfer(ctx: ActionContext): Promise<Outcome> {
  const { rng, world } = ctx;
  const [from, to] = rng.chance(0.5) ? world.garages : [...world.garages].reverse();
  return record(ctx, '/cashflow/internal', { ...money(rng), concept: 'EGRESS', garage: from, destination: to, tag: 'traspaso' });
}

function externalEntry(ctx: ActionContext): Promise<Outcome> {
  const { rng, world } = ctx;
  return record(ctx, '/cashflow/external', { ...money(rng), third: world.third, ...(rng.chance(0.5) ? { garage: rng.pick(world.garages) } : {}) });
}

/** Removes any entry seen so far: a transfer by its two halves (now and then by one half twice: 409). */
async function removeEntry(ctx: ActionContext): Promise<Outcome | null> {
  const { rng, pools } = ctx;
  if (pools.entries.length === 0) return null;
  const entry = rng.pick(pools.entries);
  const second = entry.second !== entry.id && rng.chance(0.1) ? entry.id : entry.second;
  return send(ctx, 'DELETE', `/cashflow/${entry.id}/${second}`);
}

async function updateEntry(ctx: ActionContext): Promise<Outcome | null> {
  const { rng, pools } = ctx;
  if (pools.entries.length === 0) return null;
  const entry = rng.pick(pools.entries);
  const body: Record<string, unknown> = { amount: rng.amount(1, 25000) };
  if (rng.chance(0.3)) body.concept = rng.pick(CONCEPTS);
  return send(ctx, 'PATCH', `/cashflow/${rng.chance(0.5) ? entry.id : entry.second}`, body);
}

/** A payment on account, mostly by customers that have one; the collecting partner named or not. */
async function payment(ctx: ActionContext): Promise<Outcome> {
  const { rng, world } = ctx;
  const withAccount = world.customers.filter((c) => c.account);
  const customer = rng.chance(0.9) ? rng.pick(withAccount) : rng.pick(world.customers);
  const body: Record<string, unknown> = { customer: customer.id, amount: rng.amount(1, 15000), paymentMethod: rng.pick(METHODS) };
  const partner = rng.int(0, 2);
  if (partner === 1) body.partner = rng.pick([...world.partners, world.house]);
  if (partner === 2) body.partner = null;
  const outcome = await send(ctx, 'POST', '/account/pay', body);
  const paid = okDoc<{ entry: { _id: string } }>(outcome);
  // The payment's entry changes only through the account: removing it must answer 409.
  if (paid) ctx.pools.entries.push({ id: paid.entry._id, second: paid.entry._id });
  return outcome;
}

async function receipt(ctx: ActionContext): Promise<Outcome> {
  const { rng, world, pools } = ctx;
  const total = rng.amount(100, 60000);
  const body = { type: rng.pick(['FC', 'FC', 'ND', 'NC']), grossTotal: total, total, code: `0001-${rng.int(1, 99999999)}`, provider: rng.pick(world.providers) };
  const outcome = await send(ctx, 'POST', '/receipt', body);
  const made = okDoc<{ _id: string }>(outcome);
  if (made) pools.receipts.push(made._id);
  return outcome;
}

async function removeReceipt(ctx: ActionContext): Promise<Outcome | null> {
  const { rng, pools } = ctx;
  if (pools.receipts.length === 0) return null;
  return send(ctx, 'DELETE', `/receipt/${rng.pick(pools.receipts)}`);
}

export const LEDGER_ACTIONS: readonly ActionDef[] = [
  { name: 'product.adjustment', weight: 4, run: adjustment },
  { name: 'product.forceAdjustment', weight: 2, run: forceAdjustment },
  { name: 'product.critical', weight: 2, run: critical },
  { name: 'cashflow.partner', weight: 3, run: partnerEntry },
  { name: 'cashflow.provider', weight: 3, run: providerEntry },
  { name: 'cashflow.internal', weight: 1.5, run: (ctx) => internalEntry(ctx, false) },
  { name: 'cashflow.adjust', weight: 1, run: (ctx) => internalEntry(ctx, true) },
  { name: 'cashflow.transfer', weight: 2, run: transfer },
  { name: 'cashflow.external', weight: 1.5, run: externalEntry },
  { name: 'cashflow.remove', weight: 3, run: removeEntry },
  { name: 'cashflow.update', weight: 1.5, run: updateEntry },
  { name: 'account.pay', weight: 4, run: payment },
  { name: 'receipt.create', weight: 2, run: receipt },
  { name: 'receipt.remove', weight: 1, run: removeReceipt },
];
