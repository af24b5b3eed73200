/**
 * Editing orders (spec §7 `PUT`/`PATCH /order/{id}`, `/delivery`, `/driver`, `/roadmap`; domain
 * §4, §5, §7). Content may change only in PENDIENTE or CONFIRMADO. Items keep the price snapshot
 * they were taken with (matched by product) and new items are priced now; in CONFIRMADO the
 * reservation follows the new quantities, by the difference. `PUT` restates the content (discount,
 * notes left out go back to none) but keeps partner and garage unless it names them, since they say
 * whose the order is and where its stock sits, not what was sold.
 */
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import type { CartInput } from '../../../src-shared/schemas/cart.js';
import type { OrderDeliveryModifyInput, OrderReplaceBody, OrderUpdateBody } from '../../../src-shared/schemas/order.js';
import type { DriverAssignBody, RoadmapAssignBody } from '../../../src-shared/schemas/roadmap.js';
import { canEditOrder, canRouteOrder } from '../../../src-shared/states/index.js';
import { getDoc, requireDoc, saveDoc, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { garageOrDefault } from '../catalog/garages.js';
import { referenced } from '../catalog/references.js';
import { CUSTOMERS } from '../customers/collection.js';
import { ROADMAPS } from '../roadmaps/collection.js';
import { applyStockChanges } from '../stock/service.js';
import { USERS } from '../users/collection.js';
import { ORDERS, type OrderFields } from './collection.js';
import { orderDelivery } from '../../../src-shared/documents/order-delivery.js';
import { checkKeptDelivery, deliveryPrices } from './delivery.js';
import { orderTotals, priceCart, pricingContext } from './pricing.js';
import { invalidReference, referencedCustomer, resolvePartner, visibleOrder } from './scope.js';
import { committedDiff, holdsCommitted, stockHolder } from './stock-lines.js';

/** What an edit may change; `undefined` keeps the current value. */
interface OrderChange {
  customer?: string | undefined;
  cart?: CartInput | undefined;
  delivery?: OrderDeliveryModifyInput | undefined;
  paymentMethod?: OrderFields['paymentMethod'] | undefined;
  partner?: string | null | undefined;
  garage?: string | null | undefined;
  discount?: number | undefined;
  notes?: string | null | undefined;
  roadmapNotes?: string | null | undefined;
}

async function editableOrder(tx: WriteTx, caller: Caller, id: string): Promise<Doc<OrderFields>> {
  const order = await visibleOrder(tx.trx, caller, id);
  if (!canEditOrder(order.state)) throw AppError.conflict(said('order.state.notEditable', { state: order.state }));
  return order;
}

async function editOrder(tx: WriteTx, caller: Caller, id: string, change: OrderChange): Promise<Doc<OrderFields>> {
  const db = tx.trx;
  const order = await editableOrder(tx, caller, id);
  // An AV's orders stay its own; staff may hand the order to another partner (null: the house).
  const movesPartner = change.partner !== undefined && caller.role !== 'AV';
  const partner = movesPartner ? await resolvePartner(db, caller, change.partner) : null;
  const customer =
    change.customer !== undefined && change.customer !== order.customer
      ? await referencedCustomer(db, caller, change.customer)
      : await requireDoc(db, CUSTOMERS, order.customer);
  const next: OrderFields = { ...order, customer: customer._id, customerName: customer.name };
  if (partner) next.partner = partner._id;
  if (change.garage !== undefined) next.garage = await garageOrDefault(db, change.garage);
  if (change.cart) {
    const seller = partner ?? (await getDoc(db, USERS, order.partner));
    const context = await pricingContext(db, { customer, partner: seller, isBudget: order.isBudget, isSupply: order.isSupply });
    const priced = await priceCart(db, change.cart.items, context, order.cart.items);
    next.cart = priced.cart;
    next.stockLines = priced.stockLines;
  }
  if (change.delivery) {
    next.delivery = orderDelivery(change.delivery, await deliveryPrices(db, caller, customer, change.delivery._id));
  } else if (customer._id !== order.customer) {
    await checkKeptDelivery(db, customer, order.delivery._id);
  }
  if (change.paymentMethod !== undefined) next.paymentMethod = change.paymentMethod;
  if (change.discount !== undefined) next.discount = change.discount;
  if (change.notes !== undefined) next.notes = change.notes;
  if (change.roadmapNotes !== undefined) next.roadmapNotes = change.roadmapNotes;
  Object.assign(next, orderTotals(next.cart, next.discount, next.delivery));
  if (holdsCommitted(order)) {
    const [before, after] = [await stockHolder(db, order), await stockHolder(db, next)];
    await applyStockChanges(tx, committedDiff(before, after, order._id, `order #${order.number} edited`));
  }
  return saveDoc(tx, ORDERS, order, next);
}

export function replaceOrder(tx: WriteTx, caller: Caller, id: string, body: OrderReplaceBody): Promise<Doc<OrderFields>> {
  return editOrder(tx, caller, id, {
    ...body,
    discount: body.discount ?? 0,
    notes: body.notes ?? null,
    roadmapNotes: body.roadmapNotes ?? null,
  });
}

export function updateOrder(tx: WriteTx, caller: Caller, id: string, body: OrderUpdateBody): Promise<Doc<OrderFields>> {
  return editOrder(tx, caller, id, body);
}

/** The delivery changes what the customer pays, so it follows the edit rules. */
export function setOrderDelivery(tx: WriteTx, caller: Caller, id: string, body: OrderDeliveryModifyInput): Promise<Doc<OrderFields>> {
  return editOrder(tx, caller, id, { delivery: body });
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
