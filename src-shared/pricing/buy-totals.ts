/** A buy's derived amounts (domain §4 "Buy totals"). */
import { Decimal } from '../money.js';
import type { Cart } from './types.js';

/** Picking the goods up at the provider: `fee` is deducted when `charged`. */
export interface WithdrawalCharge {
  charged?: boolean | null;
  fee?: number | null;
}

export interface BuyTotals {
  cost: number;
  logistic: number;
  total: number;
}

export function computeBuyTotals({ cart, withdrawal }: { cart: Cart<{ price: number }>; withdrawal?: WithdrawalCharge | null }): BuyTotals {
  const logistic = withdrawal?.charged ? Decimal.from(withdrawal.fee ?? 0) : Decimal.ZERO;
  return {
    cost: Decimal.sum(cart.items.map((i) => i.price)).toNumber(),
    logistic: logistic.toNumber(),
    total: Decimal.from(cart.total).sub(logistic).toNumber(),
  };
}
