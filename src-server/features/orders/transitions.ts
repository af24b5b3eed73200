/**
 * Order transitions (domain §5, §6): the state machine's rules are the transition planners'
 * (src-shared/planners/order-transitions.ts). A transition that moves no money is its planner's
 * plan, stored; deliver and its roll back also settle and unsettle the order's money through the
 * ledger here. Write transactions are serialised, so of two concurrent delivers the second sees the
 * first's result and gets the 409.
 */
import type { OrderAction } from '../../../src-shared/constants/orders.js';
import { movedOrder, orderTransition, planOrderAction, planOrderConfirm } from '../../../src-shared/planners/order-transitions.js';
import type { OrderConfirmBody, OrderDeliverBody } from '../../../src-shared/schemas/order.js';
import { saveDoc, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { settleOrder, unsettleOrder } from '../cashflow/ledger.js';
import { serverPlanContext, serverPlanReads } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import { applyStockChanges } from '../stock/service.js';
import { ORDERS, type OrderFields } from './collection.js';
import { ORDER_TO_WRITE, visibleOrder } from './scope.js';
import { effectChanges, stockHolder } from './stock-lines.js';

/** The deliveries: the planners' state and stock rules, with the ledger's settlement. */
async function settlingAction(tx: WriteTx, caller: Caller, id: string, action: 'deliver' | 'rollbackDeliver', deliver: OrderDeliverBody): Promise<Doc<OrderFields>> {
  const order = await visibleOrder(tx.trx, caller, id);
  const row = orderTransition(order, action);
  const next = movedOrder(order, row, tx.now);
  await applyStockChanges(tx, effectChanges(await stockHolder(tx.trx, order), order._id, row.effects.stock, `order #${order.number} ${action}`));
  if (row.effects.money === 'settle') next.settlement = await settleOrder(tx, next, deliver.collected);
  if (row.effects.money === 'unsettle') {
    await unsettleOrder(tx, order);
    next.settlement = null;
  }
  return saveDoc(tx, ORDERS, order, next);
}

export async function runOrderAction(tx: WriteTx, caller: Caller, id: string, action: OrderAction, deliver: OrderDeliverBody = {}): Promise<Doc<OrderFields>> {
  if (action === 'deliver' || action === 'rollbackDeliver') return settlingAction(tx, caller, id, action, deliver);
  return (await storePlan(tx, await planOrderAction(id, action, serverPlanReads(tx.trx, ORDER_TO_WRITE), serverPlanContext(tx, caller)))).doc;
}

/** `PUT /order/deliver/{id}`, with what was collected when the body says it (issues 18, 19). */
export function deliverOrder(tx: WriteTx, caller: Caller, id: string, body: OrderDeliverBody): Promise<Doc<OrderFields>> {
  return runOrderAction(tx, caller, id, 'deliver', body);
}

export async function confirmOrder(tx: WriteTx, caller: Caller, id: string, body: OrderConfirmBody): Promise<Doc<OrderFields>> {
  return (await storePlan(tx, await planOrderConfirm(id, body, serverPlanReads(tx.trx, ORDER_TO_WRITE), serverPlanContext(tx, caller)))).doc;
}
