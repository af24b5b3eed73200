/**
 * Editing orders (spec §7 `PUT`/`PATCH /order/{id}`, `/order/delivery/{id}`; domain §4, §5, §7).
 * Content may change only in PENDIENTE or CONFIRMADO. Items keep the price snapshot they were taken
 * with (matched by product) and new items are priced now; in CONFIRMADO the reservation follows the
 * new quantities, by the difference. `PUT` restates the content (discount, notes left out go back
 * to none) but keeps partner and garage unless it names them, since they say whose the order is and
 * where its stock sits, not what was sold.
 */
import { PARTNER_ROLE } from '../constants/roles.js';
import { orderDelivery } from '../documents/order-delivery.js';
import type { OrderFields } from '../documents/orders.js';
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import type { CartInput } from '../schemas/cart.js';
import type { OrderDeliveryModifyInput, OrderReplaceBody, OrderUpdateBody } from '../schemas/order.js';
import { canEditOrder } from '../states/index.js';
import { checkKeptDelivery, deliveryPrices, referencedCustomer, resolvePartner, visibleOrder } from './order-parties.js';
import { stockGarageOrDefault } from './references.js';
import { onItems, orderTotals, priceCart, pricingContext } from './order-pricing.js';
import { committedDiff, holdsCommitted, stockHolder } from './order-stock.js';
import { ownFields, readOne } from './reads.js';
import type { Plan, PlanContext, PlanReads, StockMove } from './types.js';
import { roundRate } from '../money.js';

/** What an edit may change; `undefined` keeps the current value. */
export interface OrderChange {
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

/**
 * `chargedAt`: where the body holds the delivery's `charged` (the delivery call's body is the delivery
 * itself). An edit past what one document may total is refused on what the body sent that priced it:
 * its items, else the delivery it charges, else on no field.
 */
export async function planOrderEdit(id: string, change: OrderChange, reads: PlanReads, ctx: PlanContext, chargedAt = 'delivery.charged'): Promise<Plan<'orders'>> {
  const order = await visibleOrder(reads, ctx.actor, id);
  if (!canEditOrder(order.state)) throw AppError.conflict(said('order.state.notEditable', { state: order.state }));
  // An AV's orders stay its own; staff may hand the order to another partner (null: the house).
  const movesPartner = change.partner !== undefined && ctx.actor.role !== PARTNER_ROLE;
  const partner = movesPartner ? await resolvePartner(reads, ctx.actor, change.partner) : null;
  const customer =
    change.customer !== undefined && change.customer !== order.customer ? await referencedCustomer(reads, ctx.actor, change.customer) : await readOne(reads, 'customers', order.customer);
  if (!customer) throw AppError.notFound('customer', order.customer);
  const next: OrderFields = { ...ownFields(order), customer: customer._id, customerName: customer.name };
  if (partner) next.partner = partner._id;
  if (change.garage !== undefined) next.garage = await stockGarageOrDefault(reads, change.garage);
  if (change.cart) {
    const seller = partner ?? (await readOne(reads, 'users', order.partner));
    const context = await pricingContext(reads, { customer, partner: seller, isBudget: order.isBudget, isSupply: order.isSupply });
    const priced = await priceCart(reads, change.cart.items, context, order.cart.items);
    next.cart = priced.cart;
    next.stockLines = priced.stockLines;
  }
  if (change.delivery) {
    next.delivery = orderDelivery(change.delivery, await deliveryPrices(reads, ctx.actor.role, customer, change.delivery._id));
  } else if (customer._id !== order.customer) {
    await checkKeptDelivery(reads, customer, order.delivery._id);
  }
  if (change.paymentMethod !== undefined) next.paymentMethod = change.paymentMethod;
  if (change.discount !== undefined) next.discount = roundRate(change.discount);
  if (change.notes !== undefined) next.notes = change.notes;
  if (change.roadmapNotes !== undefined) next.roadmapNotes = change.roadmapNotes;
  Object.assign(next, orderTotals(next.cart, next.discount, next.delivery, onItems(change.cart ? 'cart.items' : change.delivery ? chargedAt : '')));
  let stock: StockMove[] = [];
  if (holdsCommitted(order)) {
    const [before, after] = [await stockHolder(reads, order), await stockHolder(reads, next)];
    // New quantities past what committed may hold are refused on the items the body sent; a reservation
    // moved to a garage that cannot hold it, on the garage (the only other field that moves it).
    stock = committedDiff(before, after, order._id, `order #${order.number} edited`, change.cart || change.garage === undefined ? 'cart.items' : 'garage');
  }
  return { doc: { collection: 'orders', _id: order._id, before: order, fields: next }, linked: [], stock };
}

/** `PUT /order/{id}`: the content restated; a discount or notes left out go back to none. */
export function planOrderReplace(id: string, body: OrderReplaceBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'orders'>> {
  return planOrderEdit(id, { ...body, discount: body.discount ?? 0, notes: body.notes ?? null, roadmapNotes: body.roadmapNotes ?? null }, reads, ctx);
}

/** `PATCH /order/{id}`: what is sent changes, the rest stays. */
export function planOrderUpdate(id: string, body: OrderUpdateBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'orders'>> {
  return planOrderEdit(id, body, reads, ctx);
}

/** `PATCH /order/delivery/{id}`: the delivery changes what the customer pays, so it follows the edit rules. */
export function planOrderDelivery(id: string, body: OrderDeliveryModifyInput, reads: PlanReads, ctx: PlanContext): Promise<Plan<'orders'>> {
  return planOrderEdit(id, { delivery: body }, reads, ctx, 'charged');
}
