/**
 * The order state machine of domain §5. Delivery does not change the state: a delivered order
 * stays PREPARADO with `delivered` set, and only rolling the delivery back can move it again.
 */
import { ORDER_ACTION as A, ORDER_ACTIONS, ORDER_DEFAULT_STATE, ORDER_STATE as S, type OrderAction, type OrderState } from '../constants/orders.js';
import { allowedActions, findTransition, reachableSituations, type Situation, type StockEffect, type TransitionRow } from './machine.js';

// A type alias, not an interface, so it fits the generic `Flags` record without an index signature.
export type OrderFlags = { readonly delivered: boolean };
export type OrderTransition = TransitionRow<OrderState, OrderAction, OrderFlags>;
export type OrderSituation = Situation<OrderState, OrderFlags>;

const notDelivered = { delivered: false } as const;
const reserve: readonly StockEffect[] = [{ field: 'committed', sign: 1 }];
const release: readonly StockEffect[] = [{ field: 'committed', sign: -1 }];

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: S.PENDING, action: A.confirm, to: S.CONFIRMED, guard: notDelivered, effects: { stock: reserve } },
  { from: S.CONFIRMED, action: A.prepare, to: S.PREPARED, guard: notDelivered, effects: { stock: [] } },
  { from: S.PREPARED, action: A.rollbackPrepare, to: S.CONFIRMED, guard: notDelivered, effects: { stock: [] } },
  // Goods leave: the reservation becomes a real outflow, and the order's money is settled (§6).
  {
    from: S.PREPARED,
    action: A.deliver,
    to: S.PREPARED,
    guard: notDelivered,
    effects: {
      stock: [
        { field: 'committed', sign: -1 },
        { field: 'real', sign: -1 },
      ],
      setFlags: { delivered: true },
      money: 'settle',
    },
  },
  // The exact reverse of deliver.
  {
    from: S.PREPARED,
    action: A.rollbackDeliver,
    to: S.PREPARED,
    guard: { delivered: true },
    effects: {
      stock: [
        { field: 'committed', sign: 1 },
        { field: 'real', sign: 1 },
      ],
      setFlags: { delivered: false },
      money: 'unsettle',
    },
  },
  { from: S.CONFIRMED, action: A.suspend, to: S.PENDING, guard: notDelivered, effects: { stock: release } },
  { from: S.PREPARED, action: A.suspend, to: S.PENDING, guard: notDelivered, effects: { stock: release } },
  // A pending order reserved nothing; a confirmed or prepared one releases its reservation.
  { from: S.PENDING, action: A.cancel, to: S.CANCELLED, guard: notDelivered, effects: { stock: [] } },
  { from: S.CONFIRMED, action: A.cancel, to: S.CANCELLED, guard: notDelivered, effects: { stock: release } },
  { from: S.PREPARED, action: A.cancel, to: S.CANCELLED, guard: notDelivered, effects: { stock: release } },
];

/** Orders may be edited until prepared; committed stock follows the new quantities (domain §5). */
export const ORDER_EDITABLE_STATES: readonly OrderState[] = [S.PENDING, S.CONFIRMED];

export const ORDER_START: OrderSituation = { state: ORDER_DEFAULT_STATE, flags: { delivered: false } };

export function findOrderTransition(state: OrderState, flags: OrderFlags, action: OrderAction): OrderTransition | null {
  return findTransition(ORDER_TRANSITIONS, state, flags, action);
}

export function allowedOrderActions(state: OrderState, flags: OrderFlags): OrderAction[] {
  return allowedActions(ORDER_TRANSITIONS, ORDER_ACTIONS, state, flags);
}

/** A remito prints for every order that still goes out or went out (delivered too): not for a cancelled one. */
export function canPrintRemito(state: OrderState): boolean {
  return state !== S.CANCELLED;
}

/** Drivers and roadmaps are for orders still to deliver: not cancelled, not delivered. */
export function canRouteOrder(state: OrderState, flags: OrderFlags): boolean {
  return state !== S.CANCELLED && !flags.delivered;
}

export function canEditOrder(state: OrderState): boolean {
  return ORDER_EDITABLE_STATES.includes(state);
}

export function allOrderSituations(): OrderSituation[] {
  return reachableSituations(ORDER_TRANSITIONS, ORDER_START);
}
