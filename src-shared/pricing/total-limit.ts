/**
 * A cart's total must stay within what one document may total (limits.ts): prices are derived
 * (cost × margin × taxes × quantity), so bounded inputs can still multiply past what the money
 * figures hold exactly. The server refuses such a cart instead of storing a rounded total.
 */
import { TOTAL_MAX } from '../limits.js';
import { dec } from '../money.js';
import type { ErrorText } from '../error-keys/index.js';
import { contract } from '../schemas/messages.js';

/** Why the cart's total is too large, or null. */
export function cartTotalProblem(cart: { readonly total: number }): ErrorText | null {
  return dec(cart.total).gt(TOTAL_MAX) ? contract.maxNumber('cart total', TOTAL_MAX, true) : null;
}
