/**
 * Routing orders (spec §7 `PATCH /order/{id}/driver`, `/order/{id}/roadmap`; domain §7): a driver,
 * or a roadmap that brings its driver, for an order still to deliver (not cancelled, not delivered).
 * An order the customer picks up (no delivery option) is driven nowhere: no driver, no roadmap.
 */
import { isCustomerPickUp } from '../documents/order-delivery.js';
import type { OrderFields } from '../documents/orders.js';
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import type { DriverAssignBody, RoadmapAssignBody } from '../schemas/roadmap.js';
import { canRouteOrder } from '../states/index.js';
import { changed } from './planned.js';
import { ownFields } from './reads.js';
import { referenced, required } from './references.js';
import type { Plan, PlanReads, Stored } from './types.js';

async function routableOrder(reads: PlanReads, id: string, what: string): Promise<Stored<OrderFields>> {
  const order = await required(reads, 'orders', id);
  if (!canRouteOrder(order.state, { delivered: order.delivery.delivered })) {
    throw AppError.conflict(said('order.state.notRoutable', { what, state: order.state, flags: order.delivery.delivered ? 'delivered' : '' }));
  }
  return order;
}

/** `PATCH /order/{id}/driver`: the order keeps its roadmap, as the route always has. */
export async function planOrderDriver(id: string, body: DriverAssignBody, reads: PlanReads): Promise<Plan<'orders'>> {
  const order = await routableOrder(reads, id, 'a driver');
  if (isCustomerPickUp(order.delivery)) throw AppError.invalid('driver', said('order.pickUpNotDriven', { number: order.number }));
  const driver = await referenced(reads, 'users', body.driver, 'driver');
  if (!driver.isDriver) throw AppError.invalid('driver', said('user.notDriver', { username: driver.username }));
  return { doc: changed('orders', order, { ...ownFields(order), driver: driver._id }), linked: [], stock: [] };
}

/** `PATCH /order/{id}/roadmap`: a roadmap is one driver's route, so its driver drives the order. */
export async function planOrderRoadmap(id: string, body: RoadmapAssignBody, reads: PlanReads): Promise<Plan<'orders'>> {
  const order = await routableOrder(reads, id, 'a roadmap');
  if (isCustomerPickUp(order.delivery)) throw AppError.invalid('roadmap', said('order.pickUpNotRoutable', { number: order.number }));
  const roadmap = await referenced(reads, 'roadmaps', body.roadmap, 'roadmap');
  return { doc: changed('orders', order, { ...ownFields(order), roadmap: roadmap._id, driver: roadmap.driver }), linked: [], stock: [] };
}
