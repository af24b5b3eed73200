/** Customer current accounts and payments on them (spec §3 Account, Payment; domain §6). */
import type { z } from 'zod';
import { PAYMENT_METHODS } from '../constants/money-flows.js';
import { clientId, id, obj, oneOf, positiveMoney, signedMoney, text } from './common.js';

/**
 * Opening an account for a customer. `balance` is an opening balance carried over from before the
 * system (positive: the customer owes); without it the account opens at 0.
 */
export const accountCreateBody = obj({
  _id: clientId(),
  customer: id(),
  balance: signedMoney().optional(),
});
export type AccountCreateBody = z.output<typeof accountCreateBody>;
export type AccountCreateInput = z.input<typeof accountCreateBody>;

/** How long the reason for a balance correction may be: one line, like a cash flow's description. */
export const CORRECTION_REASON_MAX = 200;

/**
 * An admin's correction of the balance; orders and payments move it on their own. `reason` (our
 * addition) says why: it is kept on the correction movement and on the account, so the account's
 * history shows it beside the balance it changed.
 */
export const accountUpdateBody = obj({
  balance: signedMoney().optional(),
  reason: text(CORRECTION_REASON_MAX, 1).optional(),
});
export type AccountUpdateBody = z.output<typeof accountUpdateBody>;
export type AccountUpdateInput = z.input<typeof accountUpdateBody>;

/** What the desk sends to correct a balance: the new balance and, always, why. */
export const accountCorrectionBody = obj({
  balance: signedMoney(),
  reason: text(CORRECTION_REASON_MAX, 1),
});

/**
 * `POST /account/pay`: a payment lowers the balance and records an INGRESS naming the partner who
 * collected it, when one did (domain §6). A cash flow needs a payment method; CASH is the usual one.
 */
export const accountPayBody = obj({
  _id: clientId(),
  customer: id(),
  amount: positiveMoney(),
  partner: id().nullable().optional(),
  paymentMethod: oneOf(PAYMENT_METHODS).optional(),
});
export type AccountPayBody = z.output<typeof accountPayBody>;
export type AccountPayInput = z.input<typeof accountPayBody>;
