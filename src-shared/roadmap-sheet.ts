/**
 * The printed roadmap's stops (domain §7): each stop in order — customer or provider, address,
 * phone, items, amount to collect and payment method — with totals. Pure: it reads documents and
 * the few lookups it is handed, never a database, so the server's answer (`GET /roadmap/{driverId}`)
 * and the desktop's printout are built by the same code from the same rules.
 *
 * Decisions the domain leaves open: deliveries come first, then pick-ups, each by document number
 * (there is no stop order field to follow); cancelled orders and buys are off the route, and so is
 * a buy without a withdrawal; an order whose customer has an active current account goes on the
 * account (domain §6), so the driver collects nothing for it; a pick-up collects nothing (the buy
 * is settled with the provider, not by the driver), nor does an order its customer now picks up (it
 * stays a stop, marked to be taken off the sheet, out of "Total a cobrar").
 */
import { BUY_STATE } from './constants/buys.js';
import { ORDER_PAYMENT_METHODS, ORDER_STATE, type OrderPaymentMethod } from './constants/orders.js';
import type { Unit } from './constants/products.js';
import type { BuyFields } from './documents/buys.js';
import type { ProviderFields } from './documents/catalog.js';
import { isCustomerPickUp } from './documents/order-delivery.js';
import type { OrderFields } from './documents/orders.js';
import { Decimal } from './money.js';

export interface StopItem {
  number: number;
  product: string;
  /** The product's name, or its id when the product is gone. */
  name: string;
  unit: Unit | null;
  /** Grams for WEIGHT, units for UNITY (domain §3). */
  quantity: number;
}

export interface StopAddress {
  label: string | null;
  street: string | null;
  unit: string | null;
  city: string | null;
  province: string | null;
}

export interface RoadmapStop {
  /** 1-based place on the sheet. */
  position: number;
  kind: 'delivery' | 'pickup';
  /** The order (delivery) or buy (pick-up) behind the stop. */
  ref: string;
  number: number;
  party: { kind: 'customer' | 'provider'; id: string; name: string };
  address: StopAddress | null;
  /** The address on one line, as printed. */
  addressLine: string;
  phone: string | null;
  items: StopItem[];
  /** The document's total. */
  amount: number;
  /** What the driver collects at the stop: 0 on the customer's account, and for an order the customer picks up. */
  toCollect: number;
  paymentMethod: OrderPaymentMethod | null;
  onAccount: boolean;
  /** Delivered order, or received buy. */
  done: boolean;
  /**
   * An order its customer picks up (no delivery option): it goes on no roadmap now, but one put on
   * a roadmap before still is a stop here, marked so operations takes it off the sheet.
   */
  customerPicksUp: boolean;
  notes: string | null;
}

export interface RoadmapTotals {
  stops: number;
  deliveries: number;
  pickups: number;
  toCollect: number;
  toCollectByPaymentMethod: Record<OrderPaymentMethod, number>;
}

export interface RoadmapSheet {
  stops: RoadmapStop[];
  totals: RoadmapTotals;
}

/** What every stored document carries besides its fields (domain §2). */
interface Stored {
  _id: string;
  number: number;
}

export type OrderStopSource = Stored & Pick<OrderFields, 'customer' | 'customerName' | 'delivery' | 'cart' | 'total' | 'paymentMethod' | 'roadmapNotes'>;
export type BuyStopSource = Stored & Pick<BuyFields, 'provider' | 'providerName' | 'cart' | 'total' | 'committed' | 'notes'>;

/**
 * Which documents assigned to a roadmap are stops on it: enabled ones that are not cancelled, and
 * of the buys only those with a withdrawal (a buy without one is delivered by its provider). An
 * order on a customer's current account is still a stop — the driver delivers it and collects
 * nothing (`buildRoadmapSheet`).
 */
export function isOrderStop(order: { status?: boolean; state: OrderFields['state'] }): boolean {
  return order.status !== false && order.state !== ORDER_STATE.CANCELLED;
}

export function isBuyStop(buy: { status?: boolean; state: BuyFields['state']; withdrawal: { _id: string | null } | null }): boolean {
  return buy.status !== false && buy.state !== BUY_STATE.CANCELLED && Boolean(buy.withdrawal?._id);
}

export interface StopLookups {
  products: ReadonlyMap<string, { name: string; unit: Unit }>;
  providers: ReadonlyMap<string, Pick<ProviderFields, 'phone' | 'address'>>;
  /** Customers with an active current account. */
  onAccount: ReadonlySet<string>;
}

type StopBody = Omit<RoadmapStop, 'position'>;

const line = (parts: ReadonlyArray<string | null | undefined>): string => parts.filter((p): p is string => Boolean(p)).join(', ');

function items(cart: { items: ReadonlyArray<{ number: number; product: string; quantity: number }> }, lookups: StopLookups): StopItem[] {
  return cart.items.map((item) => {
    const product = lookups.products.get(item.product);
    return { number: item.number, product: item.product, name: product?.name ?? item.product, unit: product?.unit ?? null, quantity: item.quantity };
  });
}

function deliveryStop(order: OrderStopSource, lookups: StopLookups): StopBody {
  const a = order.delivery.address;
  const onAccount = lookups.onAccount.has(order.customer);
  const customerPicksUp = isCustomerPickUp(order.delivery);
  return {
    kind: 'delivery',
    ref: order._id,
    number: order.number,
    party: { kind: 'customer', id: order.customer, name: order.customerName },
    address: { label: a.label, street: a.street, unit: a.unit ?? null, city: a.city, province: a.province },
    addressLine: line([a.street, a.unit, a.city, a.province]),
    phone: order.delivery.phone,
    items: items(order.cart, lookups),
    amount: order.total,
    // Nothing to collect where the driver does not go: the customer picks it up, or it goes on the account.
    toCollect: onAccount || customerPicksUp ? 0 : order.total,
    paymentMethod: order.paymentMethod,
    onAccount,
    done: order.delivery.delivered,
    customerPicksUp,
    notes: order.roadmapNotes,
  };
}

function pickupStop(buy: BuyStopSource, lookups: StopLookups): StopBody {
  const provider = lookups.providers.get(buy.provider);
  const a = provider?.address ?? null;
  return {
    kind: 'pickup',
    ref: buy._id,
    number: buy.number,
    party: { kind: 'provider', id: buy.provider, name: buy.providerName },
    address: a ? { label: null, street: a.street ?? null, unit: null, city: a.city ?? null, province: a.province ?? null } : null,
    addressLine: line([a?.street, a?.city, a?.province]),
    phone: provider?.phone ?? null,
    items: items(buy.cart, lookups),
    amount: buy.total,
    toCollect: 0,
    paymentMethod: null,
    onAccount: false,
    done: buy.committed,
    customerPicksUp: false,
    notes: buy.notes,
  };
}

export function buildRoadmapSheet(orders: readonly OrderStopSource[], buys: readonly BuyStopSource[], lookups: StopLookups): RoadmapSheet {
  const byNumber = <T extends { number: number }>(list: readonly T[]): T[] => [...list].sort((x, y) => x.number - y.number);
  const stops = [...byNumber(orders).map((o) => deliveryStop(o, lookups)), ...byNumber(buys).map((b) => pickupStop(b, lookups))].map((stop, index): RoadmapStop => ({ position: index + 1, ...stop }));
  const sumOf = (list: readonly RoadmapStop[]) => Decimal.sum(list.map((s) => s.toCollect)).toNumber();
  const byMethod = Object.fromEntries(ORDER_PAYMENT_METHODS.map((m) => [m, sumOf(stops.filter((s) => s.paymentMethod === m))])) as Record<OrderPaymentMethod, number>;
  return {
    stops,
    totals: {
      stops: stops.length,
      deliveries: stops.filter((s) => s.kind === 'delivery').length,
      pickups: stops.filter((s) => s.kind === 'pickup').length,
      toCollect: sumOf(stops),
      toCollectByPaymentMethod: byMethod,
    },
  };
}
