/**
 * The 409 messages of domain §2/§5: a refused action names the state it was refused in and the
 * action, so the user sees why a button did nothing (e.g. `cannot approve a buy in state APROBADA`).
 */
import {
  BUY_ACTION,
  ORDER_ACTION,
  type BuyAction,
  type BuyState,
  type OrderAction,
  type OrderState,
} from '../constants.js';
import type { Flags } from './machine.js';
import type { BuyFlags } from './buy.js';
import type { OrderFlags } from './order.js';

export type DocumentKind = 'buy' | 'order';

const ARTICLE: Readonly<Record<DocumentKind, string>> = { buy: 'a buy', order: 'an order' };

/** Action names that do not read as verbs; every other action is its own verb. */
const VERB: Readonly<Partial<Record<BuyAction | OrderAction, string>>> = {
  [BUY_ACTION.rollbackApprove]: 'roll back the approval of',
  [ORDER_ACTION.rollbackPrepare]: 'roll back the preparation of',
  [ORDER_ACTION.rollbackDeliver]: 'roll back the delivery of',
};

/** The flags that are set, e.g. ` (committed)`, since the state alone does not explain a refusal. */
function flagNote(flags: Flags | undefined): string {
  const set = Object.keys(flags ?? {}).filter((k) => flags?.[k] === true);
  return set.length === 0 ? '' : ` (${set.join(', ')})`;
}

export function conflictMessage(kind: 'buy', state: BuyState, action: BuyAction, flags?: BuyFlags): string;
export function conflictMessage(kind: 'order', state: OrderState, action: OrderAction, flags?: OrderFlags): string;
export function conflictMessage(
  kind: DocumentKind,
  state: BuyState | OrderState,
  action: BuyAction | OrderAction,
  flags?: Flags,
): string {
  const verb = VERB[action] ?? action;
  return `cannot ${verb} ${ARTICLE[kind]} in state ${state}${flagNote(flags)}`;
}

export function editConflictMessage(kind: 'buy', state: BuyState): string;
export function editConflictMessage(kind: 'order', state: OrderState): string;
export function editConflictMessage(kind: DocumentKind, state: BuyState | OrderState): string {
  return `cannot edit ${ARTICLE[kind]} in state ${state}`;
}
