/**
 * The 409 messages of domain §2/§5: a refused action names the state it was refused in and the
 * action, so the user sees why a button did nothing (e.g. `cannot approve a buy in state APROBADA`).
 */
import { english, said, type ErrorText } from '../error-keys/index.js';
import type { BuyAction, BuyState } from '../constants/buys.js';
import type { OrderAction, OrderState } from '../constants/orders.js';
import type { Flags } from './machine.js';
import type { BuyFlags } from './buy.js';
import type { OrderFlags } from './order.js';

export type DocumentKind = 'buy' | 'order';

/** The flags that are set (`committed`), since the state alone does not explain a refusal. */
function flagList(flags: Flags | undefined): string {
  return Object.keys(flags ?? {})
    .filter((k) => flags?.[k] === true)
    .join(', ');
}

/** A refused action as a key: the state, the action and the flags that explain it. */
export function refusedAction(kind: 'buy', state: BuyState, action: BuyAction, flags?: BuyFlags): ErrorText & { key: 'buy.state.notAllowed' };
export function refusedAction(kind: 'order', state: OrderState, action: OrderAction, flags?: OrderFlags): ErrorText & { key: 'order.state.notAllowed' };
export function refusedAction(kind: DocumentKind, state: BuyState | OrderState, action: BuyAction | OrderAction, flags?: Flags): ErrorText;
export function refusedAction(kind: DocumentKind, state: BuyState | OrderState, action: BuyAction | OrderAction, flags?: Flags): ErrorText {
  return said(kind === 'buy' ? 'buy.state.notAllowed' : 'order.state.notAllowed', { state, action, flags: flagList(flags) });
}

export function conflictMessage(kind: 'buy', state: BuyState, action: BuyAction, flags?: BuyFlags): string;
export function conflictMessage(kind: 'order', state: OrderState, action: OrderAction, flags?: OrderFlags): string;
export function conflictMessage(kind: DocumentKind, state: BuyState | OrderState, action: BuyAction | OrderAction, flags?: Flags): string {
  return english(refusedAction(kind, state, action, flags));
}

export function editConflictMessage(kind: 'buy', state: BuyState): string;
export function editConflictMessage(kind: 'order', state: OrderState): string;
export function editConflictMessage(kind: DocumentKind, state: BuyState | OrderState): string {
  return english(said(kind === 'buy' ? 'buy.state.notEditable' : 'order.state.notEditable', { state }));
}
