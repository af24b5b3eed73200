/**
 * What a delivery collects (domain §6, extended by issues 18 and 19). `PUT /order/deliver/{id}` may
 * say what the driver actually collected and how: `{ collected: { amount, paymentMethod } }`, the
 * amount between 0 and the order total. Without it the delivery is settled as domain §6 says.
 *
 * - The customer has an active account: the order total is charged to the account as always, and
 *   what was collected (if anything) is recorded at once as a payment on that account (as
 *   `POST /account/pay` does: lowers the balance, a commercial.partner INGRESS naming the order's
 *   partner, with the method given). The rest stays owed on the account.
 * - No active account: nothing can be left owed, because only an account keeps what a customer
 *   owes, so the whole total must be collected; only the method may differ from the order's (the
 *   INGRESS takes the one given).
 *
 * The server applies this (`settleOrder`); the deliver dialog uses the same function to say, before
 * the request, what it will record — so both always agree.
 */
import { said, type ErrorText } from '../error-keys/index.js';
import type { PaymentMethod } from '../constants/money-flows.js';
import { ORDER_PAYMENT_TO_CASHFLOW, type OrderPaymentMethod } from '../constants/orders.js';
import { MONEY_DECIMALS } from '../constants/products.js';
import { dec } from '../money.js';

export interface DeliveryCollected {
  amount: number;
  paymentMethod: OrderPaymentMethod;
}

export const PARTIAL_NEEDS_ACCOUNT = said('order.collected.needsAccount', {});

export interface DeliverySettlementPlan {
  /** Added to the account balance (the order total), or 0 without an account. */
  charged: number;
  /** Recorded as collected: an INGRESS of this amount with `method` (0: no entry). */
  collected: number;
  method: PaymentMethod;
  /** What stays owed on the account after the delivery. */
  leftOnAccount: number;
}

export type DeliveryPlanResult = { ok: true; plan: DeliverySettlementPlan } | { ok: false; path: string; text: ErrorText };

export function planDeliverySettlement(order: { total: number; paymentMethod: OrderPaymentMethod }, hasAccount: boolean, collected?: DeliveryCollected | null): DeliveryPlanResult {
  const total = dec(order.total);
  const method = ORDER_PAYMENT_TO_CASHFLOW[collected?.paymentMethod ?? order.paymentMethod];
  // Money, so to 2 places before it is compared or recorded: the account and the cash entry agree to the cent.
  const amount = collected ? dec(collected.amount).round(MONEY_DECIMALS) : null;
  if (amount?.gt(total)) {
    return { ok: false, path: 'collected.amount', text: said('order.collected.overTotal', { collected: amount.toNumber(), total: order.total }) };
  }
  if (hasAccount) {
    const paid = amount ?? dec(0);
    return { ok: true, plan: { charged: order.total, collected: paid.toNumber(), method, leftOnAccount: total.sub(paid).toNumber() } };
  }
  if (amount && !amount.eq(total)) return { ok: false, path: 'collected.amount', text: PARTIAL_NEEDS_ACCOUNT };
  return { ok: true, plan: { charged: 0, collected: order.total, method, leftOnAccount: 0 } };
}
