/**
 * Order states as users say them, the list tabs, and what each action does to stock and money —
 * all read from the shared state machine (`src-shared/states`), so a button never offers what the
 * server would refuse.
 */
import { ORDER_DEFAULT_STATE, ORDER_STATE, type OrderAction, type OrderState } from '../../../src-shared/constants/orders.js';
import type { Role } from '../../../src-shared/constants/roles.js';
import type { RouteName } from '../../../src-shared/routes/index.js';
import { allowedOrderActions, canEditOrder, findOrderTransition, type StockEffect } from '../../../src-shared/states/index.js';
import type { MessageKey } from '../../i18n/catalog.js';
import { mayCall } from '../access.js';
import type { OrderDoc } from '../documents/read.js';

/** What the user sees: a delivered order stays PREPARADO with `delivered` set, shown as "Entregado". */
export type OrderStatus = OrderState | 'delivered';

export function orderStatus(order: OrderDoc): OrderStatus {
  return order.delivery?.delivered ? 'delivered' : (order.state ?? ORDER_DEFAULT_STATE);
}

export const STATUS_LABEL: Readonly<Record<OrderStatus, MessageKey>> = {
  PENDIENTE: 'orders.state.PENDIENTE',
  CONFIRMADO: 'orders.state.CONFIRMADO',
  PREPARADO: 'orders.state.PREPARADO',
  delivered: 'orders.state.delivered',
  CANCELADO: 'orders.state.CANCELADO',
};

export const STATUS_COLOR: Readonly<Record<OrderStatus, string>> = {
  PENDIENTE: 'yellow',
  CONFIRMADO: 'blue',
  PREPARADO: 'violet',
  delivered: 'teal',
  CANCELADO: 'gray',
};

export interface OrderTab {
  value: string;
  label: MessageKey;
  filter: Readonly<Record<string, string | boolean>>;
}

export const ORDER_TABS: readonly OrderTab[] = [
  { value: 'all', label: 'orders.tab.all', filter: {} },
  { value: ORDER_STATE.PENDING, label: 'orders.tab.PENDIENTE', filter: { state: ORDER_STATE.PENDING } },
  { value: ORDER_STATE.CONFIRMED, label: 'orders.tab.CONFIRMADO', filter: { state: ORDER_STATE.CONFIRMED } },
  { value: ORDER_STATE.PREPARED, label: 'orders.tab.PREPARADO', filter: { state: ORDER_STATE.PREPARED, 'delivery.delivered': false } },
  { value: 'delivered', label: 'orders.tab.delivered', filter: { 'delivery.delivered': true } },
  { value: ORDER_STATE.CANCELLED, label: 'orders.tab.CANCELADO', filter: { state: ORDER_STATE.CANCELLED } },
];

export const ACTION_ROUTE: Readonly<Record<OrderAction, RouteName>> = {
  confirm: 'order.confirm',
  prepare: 'order.prepare',
  deliver: 'order.deliver',
  suspend: 'order.suspend',
  cancel: 'order.cancel',
  rollbackPrepare: 'order.rollbackPrepare',
  rollbackDeliver: 'order.rollbackDeliver',
};

const flagsOf = (order: OrderDoc) => ({ delivered: order.delivery?.delivered ?? false });

/** The actions the order's state allows and the role may call; none once an audit stored it. */
export function orderActionsFor(order: OrderDoc, role: Role): OrderAction[] {
  if (order.stored || order.number === undefined) return [];
  return allowedOrderActions(order.state ?? ORDER_DEFAULT_STATE, flagsOf(order)).filter((a) => mayCall(role, ACTION_ROUTE[a]));
}

export function isEditable(order: OrderDoc | undefined, role: Role): boolean {
  if (!order) return mayCall(role, 'order.create');
  return !order.stored && canEditOrder(order.state ?? ORDER_DEFAULT_STATE) && mayCall(role, 'order.update');
}

/** Why an order shown can no longer be changed here, or null when it can (or is new). */
export function readOnlyReason(order: OrderDoc | undefined, role: Role): MessageKey | null {
  if (!order || isEditable(order, role)) return null;
  if (order.stored) return 'orders.readOnly.stored';
  const status = orderStatus(order);
  if (status === 'delivered') return 'orders.readOnly.delivered';
  if (status === 'CANCELADO') return 'orders.readOnly.cancelled';
  if (status === 'PREPARADO') return 'orders.readOnly.prepared';
  return 'orders.readOnly.role';
}

export interface ActionEffects {
  stock: readonly StockEffect[];
  money: 'settle' | 'unsettle' | null;
}

export function actionEffects(order: OrderDoc, action: OrderAction): ActionEffects {
  const row = findOrderTransition(order.state ?? ORDER_DEFAULT_STATE, flagsOf(order), action);
  return { stock: row?.effects.stock ?? [], money: row?.effects.money ?? null };
}

/** The sentence for one stock effect: `orders.effect.committed.1` and so on. */
export function stockEffectKey(effect: StockEffect): MessageKey {
  return `orders.effect.${effect.field}.${effect.sign === 1 ? 'up' : 'down'}` as MessageKey;
}

export const ACTION_LABEL: Readonly<Record<OrderAction, MessageKey>> = {
  confirm: 'orders.action.confirm',
  prepare: 'orders.action.prepare',
  deliver: 'orders.action.deliver',
  suspend: 'orders.action.suspend',
  cancel: 'orders.action.cancel',
  rollbackPrepare: 'orders.action.rollbackPrepare',
  rollbackDeliver: 'orders.action.rollbackDeliver',
};
