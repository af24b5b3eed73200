/**
 * Editing orders (spec §7 `PUT`/`PATCH /order/{id}`, `/delivery`, `/driver`, `/roadmap`). The
 * content edits are the order planners' (src-shared/planners/order-edit.ts), stored here; drivers
 * and roadmaps are assigned here.
 */
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { planOrderDelivery, planOrderReplace, planOrderUpdate } from '../../../src-shared/planners/order-edit.js';
import type { OrderDeliveryModifyInput, OrderReplaceBody, OrderUpdateBody } from '../../../src-shared/schemas/order.js';
import type { DriverAssignBody, RoadmapAssignBody } from '../../../src-shared/schemas/roadmap.js';
import { canRouteOrder } from '../../../src-shared/states/index.js';
import { requireDoc, saveDoc, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { referenced } from '../catalog/references.js';
import { serverPlanContext, serverPlanReads } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import { ROADMAPS } from '../roadmaps/collection.js';
import { USERS } from '../users/collection.js';
import { ORDERS, type OrderFields } from './collection.js';
import { invalidReference } from './scope.js';

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

/** Drivers and roadmaps are for orders still to deliver: not cancelled, not delivered. */
async function routableOrder(tx: WriteTx, id: string, what: string): Promise<Doc<OrderFields>> {
  const order = await requireDoc(tx.trx, ORDERS, id);
  if (!canRouteOrder(order.state, { delivered: order.delivery.delivered })) {
    throw AppError.conflict(said('order.state.notRoutable', { what, state: order.state, flags: order.delivery.delivered ? 'delivered' : '' }));
  }
  return order;
}

export async function assignDriver(tx: WriteTx, id: string, body: DriverAssignBody): Promise<Doc<OrderFields>> {
  const order = await routableOrder(tx, id, 'a driver');
  const driver = await referenced(tx.trx, USERS, body.driver, 'driver');
  if (!driver.isDriver) throw invalidReference('driver', said('user.notDriver', { username: driver.username }));
  return saveDoc(tx, ORDERS, order, { ...order, driver: driver._id });
}

/** A roadmap is one driver's route (domain §7): an order on it is driven by that driver. */
export async function assignRoadmap(tx: WriteTx, id: string, body: RoadmapAssignBody): Promise<Doc<OrderFields>> {
  const order = await routableOrder(tx, id, 'a roadmap');
  const roadmap = await referenced(tx.trx, ROADMAPS, body.roadmap, 'roadmap');
  return saveDoc(tx, ORDERS, order, { ...order, roadmap: roadmap._id, driver: roadmap.driver });
}
