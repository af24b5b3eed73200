/**
 * A partner's movements as its detail lists them: newest first, each with the balance right after
 * it (the running sum of the effects, oldest first, in exact decimals: domain §3).
 */
import type { PartnerMovement } from '../../../src-shared/documents/finance.js';
import { dec } from '../../../src-shared/money.js';

export type MovementRow = PartnerMovement & { balanceAfter: number };

/** `movements` oldest first, as the server answers them; the result newest first. */
export function withRunningBalance(movements: readonly PartnerMovement[]): MovementRow[] {
  let balance = dec(0);
  const rows = movements.map((movement) => {
    balance = balance.add(movement.effect);
    return { ...movement, balanceAfter: balance.toNumber() };
  });
  return rows.reverse();
}

/** The key of a movement: an order and a cash entry may share a number, never a kind and an id. */
export const movementKey = (movement: PartnerMovement): string => `${movement.kind}:${movement._id}`;

export const MOVEMENT_COLOR: Readonly<Record<PartnerMovement['kind'], string>> = { order: 'blue', ingress: 'teal', egress: 'grape' };
