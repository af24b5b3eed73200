/**
 * Order transitions (domain §5, §6), strictly as the shared state machine says: the row found for
 * (state, delivered, action) gives the next state, the flags and the stock effects, applied to every
 * stock line of the order in its garage. No row: 409 naming the state and the action. The rows that
 * settle or unsettle money (deliver and its roll back) are not planned here: their cash entries and
 * account movements are written by the server's ledger (src-server/features/cashflow/ledger.ts).
 */
import type { OrderAction } from '../constants/orders.js';
import type { OrderFields } from '../documents/orders.js';
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import type { OrderConfirmBody } from '../schemas/order.js';
import { findOrderTransition, refusedAction, type OrderFlags, type OrderTransition } from '../states/index.js';
import { visibleOrder } from './order-parties.js';
import { effectChanges, stockHolder } from './order-stock.js';
import { changed } from './planned.js';
import { ownFields } from './reads.js';
import type { Plan, PlanContext, PlanReads, Stored } from './types.js';

/** Date-only dates are kept as typed; a date-time is stored in UTC so dates compare as text. */
export function storedDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : new Date(date).toISOString();
}

/** The flags the machine guards on, as the order carries them. */
export function orderFlags(order: Pick<OrderFields, 'delivery'>): OrderFlags {
  return { delivered: order.delivery.delivered };
}

/** The machine's row for `action` on this order; 409 when there is none or an audit closed the order. */
export function orderTransition(order: Pick<OrderFields, 'state' | 'delivery' | 'stored'>, action: OrderAction): OrderTransition {
  const flags = orderFlags(order);
  const row = findOrderTransition(order.state, flags, action);
  if (!row) throw AppError.conflict(refusedAction('order', order.state, action, flags));
  // An audit closed the period this order's money belongs to (domain §6): it is history now.
  if (order.stored) throw AppError.conflict(said('order.state.closedByAudit', refusedAction('order', order.state, action, flags).params));
  return row;
}

/** The order after `row`: its state and flags, with the delivery time set or cleared with the flag. */
export function movedOrder<O extends OrderFields>(order: O, row: OrderTransition, now: string): O {
  const next = { ...order, state: row.to };
  const delivered = row.effects.setFlags?.delivered;
  if (delivered !== undefined) next.delivery = { ...order.delivery, delivered, deliveredAt: delivered ? now : null };
  return next;
}

/** A transition that moves no money (every action but deliver and its roll back): the order's new version and its stock moves. */
export async function planOrderAction(id: string, action: OrderAction, reads: PlanReads, ctx: PlanContext, extra: Partial<Pick<OrderFields, 'date'>> = {}): Promise<Plan<'orders'>> {
  const order: Stored<OrderFields> = await visibleOrder(reads, ctx.actor, id);
  const row = orderTransition(order, action);
  if (row.effects.money !== undefined) throw new Error(`order ${action} settles money: the server's ledger writes it`);
  const next = { ...movedOrder(ownFields(order), row, ctx.now), ...extra };
  const stock = effectChanges(await stockHolder(reads, order), order._id, row.effects.stock, `order #${order.number} ${action}`);
  return { doc: changed('orders', order, next), linked: [], stock };
}

/** `PUT /order/confirm/{id}`: the delivery date is set with the reservation. */
export function planOrderConfirm(id: string, body: OrderConfirmBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'orders'>> {
  return planOrderAction(id, 'confirm', reads, ctx, { date: storedDate(body.date) });
}
