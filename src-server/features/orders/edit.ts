/**
 * Editing orders (spec §7 `PUT`/`PATCH /order/{id}`, `/delivery`, `/driver`, `/roadmap`). The
 * content edits are the order planners' (src-shared/planners/order-edit.ts), drivers and roadmaps
 * the routing planners' (order-routing.ts); each plan is stored here.
 */
import { planOrderDelivery, planOrderReplace, planOrderUpdate } from '../../../src-shared/planners/order-edit.js';
import { planOrderDriver, planOrderRoadmap } from '../../../src-shared/planners/order-routing.js';
import type { OrderDeliveryModifyInput, OrderReplaceBody, OrderUpdateBody } from '../../../src-shared/schemas/order.js';
import type { DriverAssignBody, RoadmapAssignBody } from '../../../src-shared/schemas/roadmap.js';
import type { Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { serverPlanContext, serverPlanReads } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import type { OrderFields } from './collection.js';
import { ORDER_TO_WRITE } from './scope.js';

const plannedBy = (tx: WriteTx, caller: Caller) => [serverPlanReads(tx.trx), serverPlanContext(tx, caller)] as const;

export async function replaceOrder(tx: WriteTx, caller: Caller, id: string, body: OrderReplaceBody): Promise<Doc<OrderFields>> {
  return (await storePlan(tx, await planOrderReplace(id, body, ...plannedBy(tx, caller)))).doc;
}

export async function updateOrder(tx: WriteTx, caller: Caller, id: string, body: OrderUpdateBody): Promise<Doc<OrderFields>> {
  return (await storePlan(tx, await planOrderUpdate(id, body, ...plannedBy(tx, caller)))).doc;
}

export async function setOrderDelivery(tx: WriteTx, caller: Caller, id: string, body: OrderDeliveryModifyInput): Promise<Doc<OrderFields>> {
  return (await storePlan(tx, await planOrderDelivery(id, body, ...plannedBy(tx, caller)))).doc;
}

export async function assignDriver(tx: WriteTx, id: string, body: DriverAssignBody): Promise<Doc<OrderFields>> {
  return (await storePlan(tx, await planOrderDriver(id, body, serverPlanReads(tx.trx, ORDER_TO_WRITE)))).doc;
}

export async function assignRoadmap(tx: WriteTx, id: string, body: RoadmapAssignBody): Promise<Doc<OrderFields>> {
  return (await storePlan(tx, await planOrderRoadmap(id, body, serverPlanReads(tx.trx, ORDER_TO_WRITE)))).doc;
}
