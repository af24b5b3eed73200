/** Orders, drafts and carts as stored and served (spec §3 Order). The server writes these shapes; the desktop and screens read them. */
import { type DraftState, ORDER_DEFAULT_STATE, type OrderPaymentMethod, type OrderState } from '../constants/orders.js';
import type { OrderTotals, PricedItem } from '../pricing/index.js';
import type { CustomerAddress } from './customers.js';

/** An order's delivery: the option's name and prices copied from it (domain §7), and where to. */
export interface OrderDelivery {
  _id: string | null;
  name: string | null;
  customerPrice: number;
  partnerPrice: number;
  internPrice: number;
  contributes: boolean;
  charged: boolean;
  phone: string;
  contactEmail: string | null;
  address: CustomerAddress;
  delivered: boolean;
  deliveredAt: string | null;
}

/**
 * What one stock effect of the order moves, per item: the item's product, or each component of a
 * mixed product (domain §4), computed from the products when the cart is priced. Transitions move
 * exactly these lines, so a reservation is released by the quantities it was made with even if a
 * mixed product's recipe changes later. Orders written without them (fixtures, older documents) get
 * them worked out from the products when a transition needs them.
 */
export interface OrderStockLine {
  /** The item's number in the cart. */
  item: number;
  product: string;
  quantity: number;
}

export interface OrderFields extends OrderTotals {
  cart: { items: PricedItem[]; total: number };
  stockLines?: OrderStockLine[] | null;
  state: OrderState;
  isBudget: boolean;
  isSupply: boolean;
  customer: string;
  customerName: string;
  partner: string;
  garage: string;
  delivery: OrderDelivery;
  discount: number;
  paymentMethod: OrderPaymentMethod;
  notes: string | null;
  roadmapNotes: string | null;
  /** The delivery date set on confirm. */
  date: string | null;
  driver: string | null;
  roadmap: string | null;
  /** Closed by a partner audit (domain §6). */
  stored: boolean;
  /**
   * How the delivered total was settled: on the customer's account, or collected as cash; `payment`
   * is the account movement of what was collected on delivery of an account order (issues 18, 19),
   * kept so rolling the delivery back reverses it too.
   */
  settlement: { kind: 'account' | 'cash'; ref: string; payment?: string } | null;
}

export interface DraftFields {
  state: DraftState;
  customer: string;
  partner: string | null;
  cart: { items: PricedItem[]; total: number };
  delivery: Omit<OrderDelivery, 'delivered' | 'deliveredAt'> | null;
  notes: string | null;
  /** The order a confirmed draft became. */
  order: string | null;
}

/** A stand-alone cart being filled (spec §7 Cart). */
export interface CartFields {
  customer: string | null;
  /** Who keeps it: the user or customer that created it. */
  owner: string;
  items: PricedItem[];
  total: number;
}

/** What every new order starts with (spec §3): pending, with no delivery date, driver or roadmap yet, not closed, not settled. */
export function newOrderState(): Pick<OrderFields, 'state' | 'date' | 'driver' | 'roadmap' | 'stored' | 'settlement'> {
  return { state: ORDER_DEFAULT_STATE, date: null, driver: null, roadmap: null, stored: false, settlement: null };
}
