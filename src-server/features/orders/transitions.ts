/**
 * Order transitions (domain §5, §6): the state machine's rules, the stock they move and the money
 * deliver and its roll back settle are the transition planners'
 * (src-shared/planners/order-transitions.ts, order-settlement.ts); the server loads, plans and
 * stores in its one write transaction. Write transactions are serialised, so of two concurrent
 * delivers the second sees the first's result and gets the 409.
 */
import type { OrderAction } from '../../../src-shared/constants/orders.js';
import { planOrderAction, planOrderConfirm, planOrderDeliver } from '../../../src-shared/planners/order-transitions.js';
import type { PlanCollection } from '../../../src-shared/planners/types.js';
import type { OrderConfirmBody, OrderDeliverBody } from '../../../src-shared/schemas/order.js';
import type { Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { serverPlanContext, serverPlanReads } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import type { OrderFields } from './collection.js';
import { ORDER_TO_WRITE } from './scope.js';

/**
 * Deliver and its roll back rewrite the customer's account and the cash entries they read, besides
 * the order: on PostgreSQL those rows stay locked until the write ends, so a payment on the account
 * at the same time waits and adds its movement to this one's balance instead of overwriting it.
 */
const SETTLES: ReadonlySet<PlanCollection> = new Set([...ORDER_TO_WRITE, 'accounts', 'cashflows']);

const readsFor = (tx: WriteTx, action: OrderAction) =>
  action === 'deliver' || action === 'rollbackDeliver' ? serverPlanReads(tx.trx, SETTLES, { orderAccount: action === 'deliver' }) : serverPlanReads(tx.trx, ORDER_TO_WRITE);

export async function runOrderAction(tx: WriteTx, caller: Caller, id: string, action: OrderAction): Promise<Doc<OrderFields>> {
  return (await storePlan(tx, await planOrderAction(id, action, readsFor(tx, action), serverPlanContext(tx, caller)))).doc;
}

/** `PUT /order/deliver/{id}`, with what was collected when the body says it (issues 18, 19). */
export async function deliverOrder(tx: WriteTx, caller: Caller, id: string, body: OrderDeliverBody): Promise<Doc<OrderFields>> {
  return (await storePlan(tx, await planOrderDeliver(id, body, readsFor(tx, 'deliver'), serverPlanContext(tx, caller)))).doc;
}

export async function confirmOrder(tx: WriteTx, caller: Caller, id: string, body: OrderConfirmBody): Promise<Doc<OrderFields>> {
  return (await storePlan(tx, await planOrderConfirm(id, body, serverPlanReads(tx.trx, ORDER_TO_WRITE), serverPlanContext(tx, caller)))).doc;
}
