/**
 * A delivered order's money (domain §6, with what was collected as `planDeliverySettlement` rules,
 * issues 18 and 19): on the customer's active account the total is owed there, and what was
 * collected on delivery is paid on the account at once; otherwise the total was collected on
 * delivery, a partner INGRESS with the order's payment method or the one given. Rolling the
 * delivery back reverses exactly that, the payment collected with it too. Cash entries and account
 * movements are never deleted: a reversal is a movement, a removed entry is disabled.
 */
import { planDeliverySettlement, type DeliveryCollected } from '../documents/delivery-collection.js';
import { CASHFLOW_DEFAULTS, type AccountFields, type AccountMovementFields, type CashflowFields } from '../documents/money.js';
import type { OrderFields } from '../documents/orders.js';
import { AppError } from '../errors.js';
import { dec } from '../money.js';
import { moveBalance } from './account-moves.js';
import { changed, created } from './planned.js';
import { ownFields } from './reads.js';
import { required } from './references.js';
import type { PlanContext, PlannedDoc, PlanReads, Stored } from './types.js';

type Settlement = NonNullable<OrderFields['settlement']>;

/** What settling or unsettling an order stores besides the order: the account, its movements, the cash entries. */
export interface SettlementPlan {
  settlement: Settlement | null;
  linked: PlannedDoc[];
}

/** The account after a run of movements, each applied to the balance the previous one left. */
function movedAccount(account: Stored<AccountFields>, moves: ReadonlyArray<{ id: string; delta: number; kind: AccountMovementFields['kind']; refId: string | null }>): PlannedDoc[] {
  let fields: AccountFields = ownFields(account);
  const movements: PlannedDoc[] = [];
  for (const move of moves) {
    const moved = moveBalance({ ...fields, _id: account._id }, move.delta, move.kind, move.refId);
    fields = { ...fields, ...moved.account };
    movements.push(created('accountMovements', move.id, moved.movement));
  }
  // One new version of the account, with the balance the last movement left: each movement keeps its own.
  return [changed('accounts', account, fields), ...movements];
}

/** The settlement of `order` as delivered now; 400 on `collected.amount` when what was collected cannot settle it. */
export async function planSettlement(order: Stored<OrderFields>, reads: PlanReads, ctx: PlanContext, collected?: DeliveryCollected): Promise<SettlementPlan> {
  const account = await reads.activeAccount(order.customer);
  const planned = planDeliverySettlement(order, account !== undefined, collected);
  if (!planned.ok) throw AppError.invalid(planned.path, planned.text);
  const { plan } = planned;
  const entry = (id: string, amount: number, extra: Partial<CashflowFields>) =>
    created('cashflows', id, {
      ...CASHFLOW_DEFAULTS,
      type: 'commercial.partner',
      amount,
      concept: 'INGRESS',
      paymentMethod: plan.method,
      description: `Pedido #${order.number}`,
      partner: order.partner,
      customer: order.customer,
      garage: order.garage,
      isBudget: order.isBudget,
      ...extra,
    });
  if (!account) {
    const entryId = ctx.newId();
    return { settlement: { kind: 'cash', ref: entryId }, linked: [entry(entryId, plan.collected, { order: order._id })] };
  }
  const charge = { id: ctx.newId(), delta: plan.charged, kind: 'order' as const, refId: order._id };
  if (dec(plan.collected).isZero()) return { settlement: { kind: 'account', ref: account._id }, linked: movedAccount(account, [charge]) };
  // As `POST /account/pay`: the movement and the INGRESS name each other. The entry does not name
  // the order — the order is settled on the account; this is the customer paying it (in part).
  const entryId = ctx.newId();
  const payment = { id: ctx.newId(), delta: dec(plan.collected).neg().toNumber(), kind: 'payment' as const, refId: entryId };
  return {
    settlement: { kind: 'account', ref: account._id, payment: payment.id },
    linked: [...movedAccount(account, [charge, payment]), entry(entryId, plan.collected, { payment: payment.id, description: `Cobro en la entrega del pedido N.º ${order.number}` })],
  };
}

/** An entry disabled, keeping who removed it and when; one already removed stays as it is. */
function removedEntry(entry: Stored<CashflowFields>, ctx: PlanContext): PlannedDoc[] {
  if (!entry.status) return [];
  return [changed('cashflows', entry, { ...ownFields(entry), status: false, removedAt: ctx.now, removedBy: ctx.actor.id })];
}

/** The exact reverse of `planSettlement` for the order as it was delivered. */
export async function planUnsettlement(order: Stored<OrderFields>, reads: PlanReads, ctx: PlanContext): Promise<SettlementPlan> {
  const settlement = order.settlement;
  if (!settlement) return { settlement: null, linked: [] };
  if (settlement.kind === 'cash') return { settlement: null, linked: removedEntry(await required(reads, 'cashflows', settlement.ref), ctx) };
  const account = await required(reads, 'accounts', settlement.ref);
  const moves = [];
  let removed: PlannedDoc[] = [];
  if (settlement.payment) {
    const payment = await required(reads, 'accountMovements', settlement.payment);
    if (payment.refId) removed = removedEntry(await required(reads, 'cashflows', payment.refId), ctx);
    moves.push({ id: ctx.newId(), delta: dec(payment.delta).neg().toNumber(), kind: 'paymentReversal' as const, refId: order._id });
  }
  moves.push({ id: ctx.newId(), delta: dec(order.total).neg().toNumber(), kind: 'orderReversal' as const, refId: order._id });
  return { settlement: null, linked: [...movedAccount(account, moves), ...removed] };
}
