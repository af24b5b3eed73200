/**
 * Taking orders (spec §7 `POST /order`; domain §4, §6, §7, §8).
 *
 * `POST /order` query parameters — both default to false and are fixed for the order's life (PUT
 * and PATCH do not take them, so its items are always priced the same way):
 * - `isBudget=true`: a sale without invoice. Every item is priced on its tax base (no purchase
 *   taxes in the unit cost) and carries no sales-tax lines; the order is stored with
 *   `isBudget: true`, and the cash entry of its delivery is marked as budget too.
 * - `isSupply=true`: a partner restocking his own point of sale. Every item is priced as
 *   wholesaler (wholesaler margin tier and wholesaler contributions) whatever the customer, unless
 *   the item itself says `isWholesaler: false`.
 *
 * Who the order belongs to: an AV's orders are its own (partner = the caller, whatever the body
 * says); staff name an AV partner or the order belongs to the house partner. The customer must be
 * enabled and visible to the caller (an AV's own customers only).
 */
import { ORDER_DEFAULT_PAYMENT_METHOD, type OrderPaymentMethod } from '../../../src-shared/constants.js';
import { newOrderState } from '../../../src-shared/documents/orders.js';
import type { OrderCreateBody, OrderCreateQuery } from '../../../src-shared/schemas/order.js';
import { insertDoc, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { garageOrDefault } from '../catalog/garages.js';
import type { CustomerFields } from '../customers/collection.js';
import type { UserFields } from '../users/collection.js';
import { ORDERS, type OrderDelivery, type OrderFields } from './collection.js';
import { orderDelivery } from '../../../src-shared/documents/order-delivery.js';
import { deliveryPrices } from './delivery.js';
import { orderTotals, priceCart, pricingContext, type PricedCart } from './pricing.js';
import { referencedCustomer, resolvePartner } from './scope.js';

/** Everything a new order is made of, its parties already checked and its cart priced. */
export interface NewOrder {
  customer: Doc<CustomerFields>;
  partner: Doc<UserFields>;
  garage: string;
  priced: PricedCart;
  delivery: OrderDelivery;
  discount?: number | null | undefined;
  paymentMethod?: OrderPaymentMethod | undefined;
  notes?: string | null | undefined;
  roadmapNotes?: string | null | undefined;
  isBudget: boolean;
  isSupply: boolean;
}

/** A PENDIENTE order as stored: totals derived here, nothing reserved, delivered or settled yet. */
export function newOrderFields(order: NewOrder): OrderFields {
  const discount = order.discount ?? 0;
  return {
    ...orderTotals(order.priced.cart, discount, order.delivery),
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

export async function createOrder(tx: WriteTx, caller: Caller, query: OrderCreateQuery, body: OrderCreateBody): Promise<Doc<OrderFields>> {
  const db = tx.trx;
  const partner = await resolvePartner(db, caller, body.partner);
  const customer = await referencedCustomer(db, caller, body.customer);
  const garage = await garageOrDefault(db, body.garage);
  const isBudget = query.isBudget ?? false;
  const isSupply = query.isSupply ?? false;
  const context = await pricingContext(db, { customer, partner, isBudget, isSupply });
  const priced = await priceCart(db, body.cart.items, context);
  const delivery = orderDelivery(body.delivery, await deliveryPrices(db, caller, customer, body.delivery._id));
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
  return insertDoc(tx, ORDERS, fields, body._id);
}
