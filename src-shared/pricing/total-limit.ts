/**
 * A cart's total, and an order's with its delivery, must stay within what one document may total
 * (limits.ts): prices are derived
 * (cost × margin × taxes × quantity), so bounded inputs can still multiply past what the money
 * figures hold exactly. The server refuses such a cart instead of storing a rounded total.
 */
import { TOTAL_MAX } from '../limits.js';
import { dec } from '../money.js';
import { said, type ErrorText } from '../error-keys/index.js';

/**
 * Why the cart's total is too large, or null. Its own key rather than a field's limit: the total is
 * no field anyone typed, so a screen says what to do (check the quantities) instead of naming it.
 */
export function cartTotalProblem(cart: { readonly total: number }): ErrorText | null {
  return dec(cart.total).gt(TOTAL_MAX) ? said('cart.totalTooLarge', { max: TOTAL_MAX }) : null;
}

/**
 * Why an order's total — its cart plus the delivery the customer pays, less the discount — is too
 * large, or null: a cart just within the limit and a charged delivery would otherwise store a total
 * past what one document may total.
 */
export function orderTotalProblem(totals: { readonly total: number }): ErrorText | null {
  return dec(totals.total).gt(TOTAL_MAX) ? said('order.totalTooLarge', { max: TOTAL_MAX }) : null;
}
