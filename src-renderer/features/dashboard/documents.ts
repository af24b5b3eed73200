/**
 * The order and buy states the dashboard counts (beside `GET /statistics/main`, domain §6, typed
 * by its route schema), each with the words and colour users know it by.
 */
import { BUY_STATE, type BuyState } from '../../../src-shared/constants/buys.js';
import { ORDER_STATE } from '../../../src-shared/constants/orders.js';
import type { MessageKey } from '../../i18n/catalog.js';

/** Order states as users see them: PREPARADO waiting for delivery, and delivered apart. */
export const ORDER_STATUSES = [ORDER_STATE.PENDING, ORDER_STATE.CONFIRMED, ORDER_STATE.PREPARED, 'delivered', ORDER_STATE.CANCELLED] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LOOK: Readonly<Record<OrderStatus, { label: MessageKey; color: string }>> = {
  [ORDER_STATE.PENDING]: { label: `dashboard.order.${ORDER_STATE.PENDING}`, color: 'yellow.6' },
  [ORDER_STATE.CONFIRMED]: { label: `dashboard.order.${ORDER_STATE.CONFIRMED}`, color: 'blue.6' },
  [ORDER_STATE.PREPARED]: { label: `dashboard.order.${ORDER_STATE.PREPARED}`, color: 'violet.6' },
  delivered: { label: 'dashboard.order.delivered', color: 'teal.6' },
  [ORDER_STATE.CANCELLED]: { label: `dashboard.order.${ORDER_STATE.CANCELLED}`, color: 'gray.5' },
};

/** The replica list filter that counts each order status. */
export const ORDER_STATUS_FILTER: Readonly<Record<OrderStatus, Readonly<Record<string, string | boolean>>>> = {
  [ORDER_STATE.PENDING]: { state: ORDER_STATE.PENDING },
  [ORDER_STATE.CONFIRMED]: { state: ORDER_STATE.CONFIRMED },
  [ORDER_STATE.PREPARED]: { state: ORDER_STATE.PREPARED, 'delivery.delivered': false },
  delivered: { 'delivery.delivered': true },
  [ORDER_STATE.CANCELLED]: { state: ORDER_STATE.CANCELLED },
};

export const BUY_STATUS_LOOK: Readonly<Record<BuyState, { label: MessageKey; color: string }>> = {
  [BUY_STATE.TO_APPROVE]: { label: `dashboard.buy.${BUY_STATE.TO_APPROVE}`, color: 'yellow.6' },
  [BUY_STATE.APPROVED]: { label: `dashboard.buy.${BUY_STATE.APPROVED}`, color: 'teal.6' },
  [BUY_STATE.CANCELLED]: { label: `dashboard.buy.${BUY_STATE.CANCELLED}`, color: 'gray.5' },
};
