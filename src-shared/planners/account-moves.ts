/**
 * How a customer's account moves (domain §6): the balance changes only by a movement, which
 * records the delta and the balance it leaves, so the balance always equals their sum.
 */
import type { AccountFields, AccountMovementFields } from '../documents/money.js';
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import { BALANCE_MAX } from '../limits.js';
import { dec } from '../money.js';

export interface BalanceMove {
  /** What changes on the account. */
  account: Pick<AccountFields, 'balance' | 'correctionReason'>;
  movement: AccountMovementFields;
}

/** The account's change after `delta` and the movement that says so; a conflict past the balance limit. */
export function moveBalance(account: AccountFields & { _id: string }, delta: number, kind: AccountMovementFields['kind'], refId: string | null, reason?: string): BalanceMove {
  const after = dec(account.balance).add(delta);
  if (after.abs().gt(BALANCE_MAX)) throw AppError.conflict(said('account.balanceLimit', { delta: String(delta), balance: after.toString(), max: BALANCE_MAX }));
  const balance = after.toNumber();
  const movement: AccountMovementFields = { account: account._id, customer: account.customer, partner: account.partner, delta, kind, refId, balance, ...(reason ? { reason } : {}) };
  // A correction's reason goes on the account too: the account's history then shows it with the balance.
  return { account: reason ? { balance, correctionReason: reason } : { balance }, movement };
}
