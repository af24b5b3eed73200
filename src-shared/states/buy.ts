/**
 * The buy state machine of domain §5. `committed` marks a buy whose goods were received: it stays
 * APROBADA, but from then on nothing may move it (its stock is already real).
 */
import { BUY_ACTION as A, BUY_ACTIONS, BUY_DEFAULT_STATE, BUY_STATE as S, type BuyAction, type BuyState } from '../constants/buys.js';
import { allowedActions, findTransition, reachableSituations, type Situation, type TransitionRow } from './machine.js';

// A type alias, not an interface, so it fits the generic `Flags` record without an index signature.
export type BuyFlags = { readonly committed: boolean };
export type BuyTransition = TransitionRow<BuyState, BuyAction, BuyFlags>;
export type BuySituation = Situation<BuyState, BuyFlags>;

const open = { committed: false } as const;

export const BUY_TRANSITIONS: readonly BuyTransition[] = [
  {
    from: S.TO_APPROVE,
    action: A.approve,
    to: S.APPROVED,
    guard: open,
    effects: { stock: [{ field: 'pending', sign: 1 }] },
  },
  {
    from: S.APPROVED,
    action: A.rollbackApprove,
    to: S.TO_APPROVE,
    guard: open,
    effects: { stock: [{ field: 'pending', sign: -1 }] },
  },
  {
    from: S.APPROVED,
    action: A.commit,
    to: S.APPROVED,
    guard: open,
    effects: {
      stock: [
        { field: 'pending', sign: -1 },
        { field: 'real', sign: 1 },
      ],
      setFlags: { committed: true },
      updateCost: true,
    },
  },
  { from: S.TO_APPROVE, action: A.cancel, to: S.CANCELLED, guard: open, effects: { stock: [] } },
  // Cancelling an approved buy releases what approval put in pending.
  {
    from: S.APPROVED,
    action: A.cancel,
    to: S.CANCELLED,
    guard: open,
    effects: { stock: [{ field: 'pending', sign: -1 }] },
  },
];

/** A buy's cart and header may change only before approval (domain §5). */
export const BUY_EDITABLE_STATES: readonly BuyState[] = [S.TO_APPROVE];

export const BUY_START: BuySituation = { state: BUY_DEFAULT_STATE, flags: { committed: false } };

export function findBuyTransition(state: BuyState, flags: BuyFlags, action: BuyAction): BuyTransition | null {
  return findTransition(BUY_TRANSITIONS, state, flags, action);
}

export function allowedBuyActions(state: BuyState, flags: BuyFlags): BuyAction[] {
  return allowedActions(BUY_TRANSITIONS, BUY_ACTIONS, state, flags);
}

export function canEditBuy(state: BuyState): boolean {
  return BUY_EDITABLE_STATES.includes(state);
}

/**
 * A buy still to be received (not cancelled, goods not yet in) may change its pick-up — withdrawal,
 * driver, roadmap — in any state: those move no stock, and pick-ups are usually planned after approval.
 */
export function canChangeBuyPickUp(state: BuyState, flags: BuyFlags): boolean {
  return state !== S.CANCELLED && !flags.committed;
}

export function allBuySituations(): BuySituation[] {
  return reachableSituations(BUY_TRANSITIONS, BUY_START);
}
