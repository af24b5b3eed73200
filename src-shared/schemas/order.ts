/** Order and draft inputs (spec §3 Order, §5 Order rules, domain §4, §5, §7). */
import type { z } from 'zod';
import { NOTES_MAX, PHONE_MAX } from '../constants/field-lengths.js';
import { ORDER_PAYMENT_METHODS } from '../constants/orders.js';
import { DISCOUNT_RANGE } from '../pricing/discount.js';
import { fullAddress } from './address.js';
import { cartInput } from './cart.js';
import { clientId, date, emailOrEmpty, flag, id, longText, money, obj, oneOf, percent, text } from './common.js';
import { qBool } from './query-fields.js';

/**
 * An order's delivery names its option by `_id`; the server copies the option's name, prices and
 * `contributes` (domain §7). On create the option may be left out (no delivery charge, e.g. a
 * pick-up at the garage); a modify must name it (spec §5 "delivery id required when delivery is sent").
 */
const deliveryFields = {
  phone: text(PHONE_MAX, 1),
  contactEmail: emailOrEmpty(),
  address: fullAddress,
  charged: flag(),
};
export const orderDeliveryCreateInput = obj({ _id: id().optional(), ...deliveryFields });
export type OrderDeliveryCreateInput = z.output<typeof orderDeliveryCreateInput>;
export const orderDeliveryModifyInput = obj({ _id: id(), ...deliveryFields });
export type OrderDeliveryModifyInput = z.output<typeof orderDeliveryModifyInput>;

/**
 * A percentage, so four places at most (domain §3), a fifth refused rather than rounded away; out of
 * range it says the order model's contract message, not a per-field one (spec §5).
 */
const discount = () => percent({ range: DISCOUNT_RANGE });
const notes = () => longText(NOTES_MAX).nullable().optional();
const paymentMethod = () => oneOf(ORDER_PAYMENT_METHODS);

/** Who may pick `partner` and `garage` is the server's call: an AV's orders are always its own. */
const orderExtras = {
  partner: id().nullable().optional(),
  garage: id().nullable().optional(),
  discount: discount().optional(),
  notes: notes(),
  roadmapNotes: notes(),
};

export const orderCreateBody = obj({
  _id: clientId(),
  customer: id(),
  cart: cartInput,
  delivery: orderDeliveryCreateInput,
  paymentMethod: paymentMethod().optional(),
  ...orderExtras,
});
export type OrderCreateBody = z.output<typeof orderCreateBody>;
export type OrderCreateInput = z.input<typeof orderCreateBody>;

/**
 * `POST /order` takes query parameters (spec §7). The two flags that change how the whole order
 * is priced travel there, and only there, so there is one source for them: `isBudget` (a sale
 * without invoice: no taxes) and `isSupply` (a partner restocking his own point of sale: every
 * item priced as wholesaler), domain §4.
 */
export const orderCreateQuery = obj({ isBudget: qBool(), isSupply: qBool() });
export type OrderCreateQuery = z.output<typeof orderCreateQuery>;

/** `PUT /order/{id}` replaces the order (PENDIENTE or CONFIRMADO only); paymentMethod is required (spec §5). */
export const orderReplaceBody = obj({
  customer: id(),
  cart: cartInput,
  delivery: orderDeliveryModifyInput,
  paymentMethod: paymentMethod(),
  ...orderExtras,
});
export type OrderReplaceBody = z.output<typeof orderReplaceBody>;
export type OrderReplaceInput = z.input<typeof orderReplaceBody>;

/** `PATCH /order/{id}` changes what is sent, but always restates paymentMethod (spec §5). */
export const orderUpdateBody = obj({
  customer: id().optional(),
  cart: cartInput.optional(),
  delivery: orderDeliveryModifyInput.optional(),
  paymentMethod: paymentMethod(),
  ...orderExtras,
});
export type OrderUpdateBody = z.output<typeof orderUpdateBody>;
export type OrderUpdateInput = z.input<typeof orderUpdateBody>;

/** `PATCH /order/{id}/delivery`. */
export const orderDeliveryBody = orderDeliveryModifyInput;
export type OrderDeliveryBody = OrderDeliveryModifyInput;

/** `PUT /order/confirm/{id}`: the delivery date is required (spec §5). */
export const orderConfirmBody = obj({ date: date() });
export type OrderConfirmBody = z.output<typeof orderConfirmBody>;

/**
 * `PUT /order/deliver/{id}` may say what was collected and how (issues 18, 19); no body delivers
 * as before. The amount's upper bound, the total, and the account rule are the server's
 * (`planDeliverySettlement`, src-shared/documents/delivery-collection.ts).
 */
export const orderDeliverBody = obj({ collected: obj({ amount: money(), paymentMethod: paymentMethod() }).optional() });
export type OrderDeliverBody = z.output<typeof orderDeliverBody>;

// ── Drafts: carts customers or partners start (domain §5) ─────────────────────────────────────

/** A customer's own draft names no customer (it is the caller); a partner's names one. */
export const draftCreateBody = obj({
  _id: clientId(),
  customer: id().optional(),
  cart: cartInput,
  delivery: orderDeliveryCreateInput.optional(),
  notes: notes(),
});
export type DraftCreateBody = z.output<typeof draftCreateBody>;
export type DraftCreateInput = z.input<typeof draftCreateBody>;

/**
 * `PUT /order/v2/draft/confirm/{id}` turns the draft into a PENDIENTE order with the same items;
 * an order needs a delivery, so one is given here when the draft has none.
 */
export const draftConfirmBody = obj({
  delivery: orderDeliveryCreateInput.optional(),
  paymentMethod: paymentMethod().optional(),
});
export type DraftConfirmBody = z.output<typeof draftConfirmBody>;
