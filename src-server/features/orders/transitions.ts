/**
 * Order transitions (domain §5, §6), strictly as the shared state machine says: the row found for
 * (state, delivered, action) gives the next state, the stock effects (applied to every stock line
 * of the order in its garage) and the money effect (settle on deliver, unsettle on its roll back).
 * No row: 409 naming the state and the action, and nothing is written. Write transactions are
 * serialised, so of two concurrent delivers the second sees the first's result and gets the 409.
 */
import type { OrderAction } from '../../../src-shared/constants.js';
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import type { OrderConfirmBody, OrderDeliverBody } from '../../../src-shared/schemas/order.js';
import { findOrderTransition, refusedAction, type OrderFlags, type OrderTransition } from '../../../src-shared/states/index.js';
import { saveDoc, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { settleOrder, unsettleOrder } from '../money/ledger.js';
import { applyStockChanges } from '../stock/service.js';
import { ORDERS, type OrderFields } from './collection.js';
import { visibleOrder } from './scope.js';
import { effectChanges, stockHolder } from './stock-lines.js';

/** Date-only dates are kept as typed; a date-time is stored in UTC so dates compare as text. */
function storedDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : new Date(date).toISOString();
}

/** The flags the machine guards on, as the order carries them. */
export function orderFlags(order: Pick<OrderFields, 'delivery'>): OrderFlags {
  return { delivered: order.delivery.delivered };
}

function transitionFor(order: Doc<OrderFields>, action: OrderAction): OrderTransition {
  const flags = orderFlags(order);
  const row = findOrderTransition(order.state, flags, action);
  if (!row) throw AppError.conflict(refusedAction('order', order.state, action, flags));
  // An audit closed the period this order's money belongs to (domain §6): it is history now.
  if (order.stored) throw AppError.conflict(said('order.state.closedByAudit', refusedAction('order', order.state, action, flags).params));
  return row;
}

/** The order after `row`: its state and flags, with the delivery time set or cleared with the flag. */
function moved(order: Doc<OrderFields>, row: OrderTransition, now: string): Doc<OrderFields> {
  const next = { ...order, state: row.to };
  const delivered = row.effects.setFlags?.delivered;
  if (delivered !== undefined) next.delivery = { ...order.delivery, delivered, deliveredAt: delivered ? now : null };
  return next;
}

export async function runOrderAction(
  tx: WriteTx,
  caller: Caller,
  id: string,
  action: OrderAction,
  extra: Partial<Pick<OrderFields, 'date'>> = {},
  deliver: OrderDeliverBody = {},
): Promise<Doc<OrderFields>> {
  const order = await visibleOrder(tx.trx, caller, id);
  const row = transitionFor(order, action);
  const next = { ...moved(order, row, tx.now), ...extra };
  await applyStockChanges(tx, effectChanges(await stockHolder(tx.trx, order), order._id, row.effects.stock, `order #${order.number} ${action}`));
  if (row.effects.money === 'settle') next.settlement = await settleOrder(tx, next, deliver.collected);
  if (row.effects.money === 'unsettle') {
    await unsettleOrder(tx, order);
    next.settlement = null;
  }
  return saveDoc(tx, ORDERS, order, next);
}

/** `PUT /order/deliver/{id}`, with what was collected when the body says it (issues 18, 19). */
export function deliverOrder(tx: WriteTx, caller: Caller, id: string, body: OrderDeliverBody): Promise<Doc<OrderFields>> {
  return runOrderAction(tx, caller, id, 'deliver', {}, body);
}

export function confirmOrder(tx: WriteTx, caller: Caller, id: string, body: OrderConfirmBody): Promise<Doc<OrderFields>> {
  return runOrderAction(tx, caller, id, 'confirm', { date: storedDate(body.date) });
}
