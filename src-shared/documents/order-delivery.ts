/**
 * An order's delivery (domain §7): the option named by `_id` gives its name, prices and
 * `contributes` — a client never sets delivery prices — and the request says where to deliver and
 * whether the customer pays for it. The server stores exactly this; a queued order shows it too.
 */
import type { OrderDeliveryCreateInput } from '../schemas/order.js';
import type { OrderDelivery } from './orders.js';

export type DeliveryPrices = Pick<OrderDelivery, '_id' | 'name' | 'customerPrice' | 'partnerPrice' | 'internPrice' | 'contributes'>;

/** The figures a delivery option may leave out, as stored. */
export interface DeliveryOptionFigures {
  _id: string;
  name: string;
  customerPrice?: number | null | undefined;
  partnerPrice?: number | null | undefined;
  internPrice?: number | null | undefined;
  contributes?: boolean | null | undefined;
}

/** No option picked (a pick-up at the garage): nothing is charged or owed for delivery. */
export const NO_DELIVERY: DeliveryPrices = { _id: null, name: null, customerPrice: 0, partnerPrice: 0, internPrice: 0, contributes: false };

/**
 * Whether the customer picks the order up (no delivery option: "Sin envío (retira el cliente)",
 * the remito's "Retira el cliente"): nobody drives it anywhere, so it goes on no roadmap.
 */
export function isCustomerPickUp(delivery: { readonly _id?: string | null | undefined } | null | undefined): boolean {
  return !delivery?._id;
}

/** What an order copies from the delivery option it names. */
export function deliveryPricesOf(option: DeliveryOptionFigures): DeliveryPrices {
  return {
    _id: option._id,
    name: option.name,
    customerPrice: option.customerPrice ?? 0,
    partnerPrice: option.partnerPrice ?? 0,
    internPrice: option.internPrice ?? 0,
    contributes: Boolean(option.contributes),
  };
}

/** The delivery an order stores: the option's copy plus where to, not yet delivered. */
export function orderDelivery(input: Omit<OrderDeliveryCreateInput, '_id'>, prices: DeliveryPrices): OrderDelivery {
  return {
    ...prices,
    charged: input.charged,
    phone: input.phone,
    contactEmail: input.contactEmail || null,
    address: input.address,
    delivered: false,
    deliveredAt: null,
  };
}
