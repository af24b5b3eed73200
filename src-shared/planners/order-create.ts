/**
 * `POST /order` (spec §7; domain §4, §6, §7, §8). Query parameters, both false by default and
 * fixed for the order's life (PUT and PATCH do not take them, so its items are always priced the
 * same way):
 * - `isBudget=true`: a sale without invoice. Every item is priced on its tax base (no purchase
 *   taxes in the unit cost) and carries no sales-tax lines; the cash entry of its delivery is
 *   marked as budget too.
 * - `isSupply=true`: a partner restocking his own point of sale. Every item is priced as
 *   wholesaler (wholesaler margin tier and wholesaler contributions) whatever the customer, unless
 *   the item itself says `isWholesaler: false`.
 *
 * Who the order belongs to: an AV's orders are its own (partner = the caller, whatever the body
 * says); staff name an AV partner or the order belongs to the house partner. The customer must be
 * enabled and visible to the caller (an AV's own customers only).
 */
import { ORDER_DEFAULT_PAYMENT_METHOD, type OrderPaymentMethod } from '../constants/orders.js';
import type { CustomerFields } from '../documents/customers.js';
import { orderDelivery } from '../documents/order-delivery.js';
import { newOrderState, type OrderDelivery, type OrderFields } from '../documents/orders.js';
import type { UserFields } from '../documents/users.js';
import type { OrderCreateBody, OrderCreateQuery } from '../schemas/order.js';
import { deliveryPrices, referencedCustomer, resolvePartner } from './order-parties.js';
import { stockGarageOrDefault } from './references.js';
import { orderTotals, priceCart, pricingContext, type OverLimit, type PricedCart } from './order-pricing.js';
import { createdId } from './reads.js';
import type { Plan, PlanContext, PlanReads, Stored } from './types.js';
import { roundRate } from '../money.js';

/** Everything a new order is made of, its parties already checked and its cart priced. */
export interface NewOrder {
  customer: Stored<CustomerFields>;
  partner: Stored<UserFields>;
  garage: string;
  priced: PricedCart;
  delivery: OrderDelivery;
  discount?: number | null | undefined;
  paymentMethod?: OrderPaymentMethod | undefined;
  notes?: string | null | undefined;
  roadmapNotes?: string | null | undefined;
  isBudget: boolean;
  isSupply: boolean;
  /** How a total past the limit is refused, when not on the body's items. */
  overLimit?: OverLimit | undefined;
}

/** A PENDIENTE order as stored: totals derived here, nothing reserved, delivered or settled yet. */
export function newOrderFields(order: NewOrder): OrderFields {
  // A percentage keeps 4 places (domain §3).
  const discount = roundRate(order.discount ?? 0);
  return {
    ...orderTotals(order.priced.cart, discount, order.delivery, order.overLimit),
    cart: order.priced.cart,
    stockLines: order.priced.stockLines,
    ...newOrderState(),
    isBudget: order.isBudget,
    isSupply: order.isSupply,
    customer: order.customer._id,
    customerName: order.customer.name,
    partner: order.partner._id,
    garage: order.garage,
    delivery: order.delivery,
    discount,
    paymentMethod: order.paymentMethod ?? ORDER_DEFAULT_PAYMENT_METHOD,
    notes: order.notes ?? null,
    roadmapNotes: order.roadmapNotes ?? null,
  };
}

export async function planOrderCreate(input: { query: OrderCreateQuery; body: OrderCreateBody }, reads: PlanReads, ctx: PlanContext): Promise<Plan<'orders'>> {
  const { query, body } = input;
  const partner = await resolvePartner(reads, ctx.actor, body.partner);
  const customer = await referencedCustomer(reads, ctx.actor, body.customer);
  const garage = await stockGarageOrDefault(reads, body.garage);
  const isBudget = query.isBudget ?? false;
  const isSupply = query.isSupply ?? false;
  const context = await pricingContext(reads, { customer, partner, isBudget, isSupply });
  const priced = await priceCart(reads, body.cart.items, context);
  const delivery = orderDelivery(body.delivery, await deliveryPrices(reads, ctx.actor.role, customer, body.delivery._id));
  const fields = newOrderFields({
    customer,
    partner,
    garage,
    priced,
    delivery,
    discount: body.discount,
    paymentMethod: body.paymentMethod,
    notes: body.notes,
    roadmapNotes: body.roadmapNotes,
    isBudget,
    isSupply,
  });
  const _id = await createdId(reads, ctx, 'orders', 'order', body._id);
  return { doc: { collection: 'orders', _id, before: null, fields }, linked: [], stock: [] };
}
