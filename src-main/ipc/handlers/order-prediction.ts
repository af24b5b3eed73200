/**
 * A queued order as the server will store it (domain §4, §7): its cart priced with the shared
 * formulas from the products, taxes, customer, partner and delivery option the replica holds — an
 * edited item keeping the snapshot of the earlier item of its product — its totals, and the copy of
 * its delivery option. Lists and the editor show those figures at once, offline too, instead of
 * "—" or an edit's old total. When the replica lacks any input, or the server will refuse the write
 * (a product it does not sell, a quantity its unit does not take), the order is shown as sent and
 * the server's answer settles it.
 */
import { z } from 'zod';
import { ORDER_DEFAULT_PAYMENT_METHOD, PARTNER_ROLE } from '../../../src-shared/constants.js';
import { newOrderState } from '../../../src-shared/documents/orders.js';
import { deliveryPricesOf, NO_DELIVERY, orderDelivery, type DeliveryPrices } from '../../../src-shared/documents/order-delivery.js';
import {
  asInputs,
  computeOrderTotals,
  keptItems,
  priceOrderCart,
  type Cart,
  type OrderItemInput,
  type OrderTotals,
  type PricedItem,
} from '../../../src-shared/pricing/index.js';
import { cartInput, type CartItemInput } from '../../../src-shared/schemas/cart.js';
import { orderDeliveryCreateInput } from '../../../src-shared/schemas/order.js';
import type { ReplicaDoc } from '../../replica/index.js';
import { enabledOption, productFor, taxesOf, type Lookup } from './replica-pricing.js';

/** Who queues the write, as the session knows them, and the house partner if the replica holds it. */
export interface Seller {
  caller: { _id: string; role: string; wholesaler?: unknown } | null;
  housePartner(): ReplicaDoc | undefined;
}

const optionSource = z.looseObject({ _id: z.string(), name: z.string(), customerPrice: z.number().nullish(), partnerPrice: z.number().nullish(), internPrice: z.number().nullish(), contributes: z.boolean().nullish() });
const storedItem = z.looseObject({ product: z.string(), detail: z.looseObject({}) });

type Body = Readonly<Record<string, unknown>>;
type Delivery = ReturnType<typeof orderDelivery>;

/** The item inputs of a cart, or null when a product is missing, not sold or not in this quantity. */
function itemInputs(items: readonly CartItemInput[], previous: readonly PricedItem[], lookup: Lookup): OrderItemInput[] | null {
  const kept = keptItems(items, previous);
  const inputs: OrderItemInput[] = [];
  for (const [index, item] of items.entries()) {
    const product = productFor(item.product, item.quantity, lookup);
    const before = kept[index];
    // A product disabled after an item was priced does not block the rest of the edit (as the server).
    if (!product || (product.status === false && before === undefined)) return null;
    inputs.push({ product, quantity: item.quantity, isWholesaler: item.isWholesaler ?? null, detail: before ? { metadata: before.detail.metadata } : null });
  }
  return inputs;
}

/** The option's prices, none for no option, null when the replica does not hold it enabled. */
function pricesOf(id: string | null | undefined, lookup: Lookup): DeliveryPrices | null {
  if (!id) return NO_DELIVERY;
  const option = enabledOption('deliveries', id, optionSource, lookup);
  return option ? deliveryPricesOf(option) : null;
}

/** The delivery the body asks for, copied from its option; null when that cannot be worked out. */
function deliveryOf(body: unknown, lookup: Lookup): Delivery | null {
  const sent = orderDeliveryCreateInput.safeParse(body);
  const prices = sent.success ? pricesOf(sent.data._id, lookup) : null;
  return sent.success && prices ? orderDelivery(sent.data, prices) : null;
}

/** The partner whose prices the order takes: an AV's own, the one named, else the house's. */
function partnerOf(named: unknown, current: unknown, seller: Seller, lookup: Lookup): { _id: unknown; wholesaler?: unknown } | undefined {
  if (seller.caller?.role === PARTNER_ROLE) return seller.caller;
  const id = named === undefined ? current : named;
  return typeof id === 'string' ? lookup('users', id) : seller.housePartner();
}

interface Pricing {
  items: CartItemInput[];
  previous: readonly PricedItem[];
  flags: { isBudget: boolean; isSupply: boolean };
  customer: ReplicaDoc;
  partner: { wholesaler?: unknown };
  discount: number;
  delivery: Delivery;
}

/** The priced cart and totals, or null when the server's own pricing would not go through. */
function priced(input: Pricing, lookup: Lookup): ({ cart: Cart<PricedItem> } & OrderTotals) | null {
  const items = itemInputs(input.items, input.previous, lookup);
  const taxes = items && taxesOf(items.map((i) => i.product), lookup);
  if (!items || !taxes) return null;
  const wholesaler = Boolean(input.customer.isWholesaler) || Boolean(input.partner.wholesaler);
  try {
    const cart = priceOrderCart(items, { taxes, ...input.flags, customer: { isWholesaler: wholesaler } });
    return { cart, ...computeOrderTotals({ cart, discount: input.discount, delivery: input.delivery }) };
  } catch {
    return null;
  }
}

/** `POST /order`: everything the server stores but the number, the garage it picks and the stock lines. */
export function predictCreatedOrder(doc: ReplicaDoc, body: Body, query: Body, seller: Seller, lookup: Lookup): ReplicaDoc {
  const cart = cartInput.safeParse(body.cart);
  const customer = typeof body.customer === 'string' ? lookup('customers', body.customer) : undefined;
  const partner = partnerOf(body.partner, undefined, seller, lookup);
  const delivery = deliveryOf(body.delivery, lookup);
  if (!cart.success || !customer || !partner || !delivery) return doc;
  const flags = { isBudget: query.isBudget === true, isSupply: query.isSupply === true };
  const discount = typeof body.discount === 'number' ? body.discount : 0;
  const figures = priced({ items: cart.data.items, previous: [], flags, customer, partner, discount, delivery }, lookup);
  if (!figures) return doc;
  return {
    ...doc,
    ...figures,
    ...flags,
    ...newOrderState(),
    customerName: customer.name,
    partner: partner._id,
    delivery,
    discount,
    paymentMethod: body.paymentMethod ?? ORDER_DEFAULT_PAYMENT_METHOD,
    notes: body.notes ?? null,
    roadmapNotes: body.roadmapNotes ?? null,
  };
}

/**
 * An edit (`PUT`, `PATCH /order/{id}`, `/order/delivery/{id}`) over the stored order `before`: the
 * items sent keep their products' earlier snapshots, a delivery sent is copied from its option, and
 * the totals follow. `PUT` restates the content: a discount or notes left out go back to none.
 */
export function predictEditedOrder(doc: ReplicaDoc, before: ReplicaDoc, change: { body: Body; replaces: boolean; deliveryOnly: boolean }, seller: Seller, lookup: Lookup): ReplicaDoc {
  const { body, replaces, deliveryOnly } = change;
  const stored = z.object({ items: z.array(storedItem) }).safeParse(before.cart);
  const sentCart = !deliveryOnly && body.cart !== undefined ? cartInput.safeParse(body.cart) : null;
  if (!stored.success || (sentCart && !sentCart.success)) return doc;
  const previous = stored.data.items as unknown as PricedItem[];
  const items = sentCart?.data?.items ?? asInputs(previous);
  const customer = typeof doc.customer === 'string' ? lookup('customers', doc.customer) : undefined;
  const partner = partnerOf(deliveryOnly ? undefined : body.partner, before.partner, seller, lookup);
  const sentDelivery = deliveryOnly ? body : body.delivery;
  const delivery = sentDelivery === undefined ? (before.delivery as Delivery | undefined) : deliveryOf(sentDelivery, lookup);
  if (!customer || !partner || !delivery) return doc;
  const restated = replaces ? { discount: body.discount ?? 0, notes: body.notes ?? null, roadmapNotes: body.roadmapNotes ?? null } : {};
  const next = { ...doc, ...restated, customerName: customer.name, delivery };
  const flags = { isBudget: before.isBudget === true, isSupply: before.isSupply === true };
  const discount = typeof next.discount === 'number' ? next.discount : 0;
  const figures = priced({ items, previous, flags, customer, partner, discount, delivery }, lookup);
  return figures ? { ...next, ...figures } : doc;
}
