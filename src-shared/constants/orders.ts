/**
 * Orders and drafts (spec §4, domain §4 and §8): states, actions, how an order is paid and the
 * discount range. Each state and action is also under a name (`ORDER_STATE.PREPARED`), so rules
 * that single one out never retype its literal: other modules import these.
 */
import type { PaymentMethod } from './money-flows.js';
import { PERCENT_MAX, PERCENT_MIN } from './products.js';

export const ORDER_STATES = ['PENDIENTE', 'CONFIRMADO', 'PREPARADO', 'CANCELADO'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const ORDER_DEFAULT_STATE: OrderState = 'PENDIENTE';
export const ORDER_ACTIONS = ['confirm', 'prepare', 'deliver', 'suspend', 'cancel', 'rollbackPrepare', 'rollbackDeliver'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
export const ORDER_STATE = {
  PENDING: 'PENDIENTE',
  CONFIRMED: 'CONFIRMADO',
  PREPARED: 'PREPARADO',
  CANCELLED: 'CANCELADO',
} as const satisfies Record<string, OrderState>;
/** Each action keyed by itself (`ORDER_ACTION.confirm`), derived so no action name is retyped. */
export const ORDER_ACTION = Object.freeze(Object.fromEntries(ORDER_ACTIONS.map((a) => [a, a]))) as {
  readonly [A in OrderAction]: A;
};
export const DRAFT_STATES = ['OPEN', 'CONFIRMED', 'CLOSED'] as const;
export type DraftState = (typeof DRAFT_STATES)[number];
export const DRAFT_DEFAULT_STATE: DraftState = 'OPEN';
export const ORDER_PAYMENT_METHODS = ['EFECTIVO', 'BANCO'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];
export const ORDER_DEFAULT_PAYMENT_METHOD: OrderPaymentMethod = 'EFECTIVO';
/** The cash flow payment method an order's payment method is recorded with when collected. */
export const ORDER_PAYMENT_TO_CASHFLOW: Readonly<Record<OrderPaymentMethod, PaymentMethod>> = {
  EFECTIVO: 'CASH',
  BANCO: 'BANK',
};
/** The discount is a percentage (spec §9), so it keeps a percentage's range and four places (domain §3). */
export const DISCOUNT_MIN = PERCENT_MIN;
export const DISCOUNT_MAX = PERCENT_MAX;
export const DISCOUNT_ERROR = 'Discount value must be between 0 and 100';
