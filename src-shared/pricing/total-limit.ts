/**
 * Every money figure a cart or an order stores must stay within what one document may total
 * (limits.ts): prices are derived (cost × margin × taxes × quantity), so bounded inputs can still
 * multiply past what the money figures hold exactly. The server refuses such a cart instead of
 * storing a rounded total. A total is not enough: a margin under 1 prices a cart far below its
 * cost, so the cost, and what the partner owes for the order (toPay), are held to the limit too.
 */
import { TOTAL_MAX } from '../limits.js';
import { Decimal, dec } from '../money.js';
import { said, type ErrorText } from '../error-keys/index.js';

/**
 * Why the cart's total is too large, or null. Its own key rather than a field's limit: the total is
 * no field anyone typed, so a screen says what to do (check the quantities) instead of naming it.
 */
export function cartTotalProblem(cart: { readonly total: number }): ErrorText | null {
  return dec(cart.total).gt(TOTAL_MAX) ? said('cart.totalTooLarge', { max: TOTAL_MAX }) : null;
}

/**
 * Why a sale cart's cost (Σ of its items' cost) is too large, or null: a margin under 1 keeps the
 * total small while quantity × unit cost runs past what one document may total.
 */
export function cartCostProblem(cart: { readonly items: readonly { readonly detail: { readonly cost: number } }[] }): ErrorText | null {
  return Decimal.sum(cart.items.map((item) => item.detail.cost)).gt(TOTAL_MAX) ? said('cart.costTooLarge', { max: TOTAL_MAX }) : null;
}

/**
 * Why an order's total — its cart plus the delivery the customer pays, less the discount — is too
 * large, or null: a cart just within the limit and a charged delivery would otherwise store a total
 * past what one document may total.
 */
export function orderTotalProblem(totals: { readonly total: number; readonly toPay: number }): ErrorText | null {
  if (dec(totals.total).gt(TOTAL_MAX)) return said('order.totalTooLarge', { max: TOTAL_MAX });
  // toPay = cost + contribution + logistic, each ≥ 0, so it bounds them all and the profit (total − toPay).
  return dec(totals.toPay).gt(TOTAL_MAX) ? said('order.toPayTooLarge', { max: TOTAL_MAX }) : null;
}
