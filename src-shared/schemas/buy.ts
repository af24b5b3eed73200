/** Buy inputs (spec §3 Buy, §5 Buy rules, domain §4–7). */
import type { z } from 'zod';
import { NOTES_MAX } from '../constants/field-lengths.js';
import { buyCartInput } from './cart.js';
import { clientId, date, flag, id, longText, obj } from './common.js';

/**
 * A buy's withdrawal names its option by `_id` (no option, no fee); the server copies the fee.
 * Spec §5: `date` is required but may be null (not scheduled yet), `charged` is required.
 */
export const buyWithdrawalInput = obj({
  _id: id().nullable().optional(),
  date: date().nullable(),
  charged: flag(),
});
export type BuyWithdrawalInput = z.output<typeof buyWithdrawalInput>;

const buyFields = {
  cart: buyCartInput,
  provider: id(),
  withdrawal: buyWithdrawalInput,
  partner: id().nullable().optional(),
  garage: id().nullable().optional(),
  isBudget: flag().optional(),
  notes: longText(NOTES_MAX).nullable().optional(),
};

export const buyCreateBody = obj({ _id: clientId(), ...buyFields });
export type BuyCreateBody = z.output<typeof buyCreateBody>;
export type BuyCreateInput = z.input<typeof buyCreateBody>;

/** `PUT /buy/{id}` replaces the buy (allowed only in A APROBAR): every create rule applies. */
export const buyReplaceBody = obj(buyFields);
export type BuyReplaceBody = z.output<typeof buyReplaceBody>;
export type BuyReplaceInput = z.input<typeof buyReplaceBody>;

/** `PATCH /buy/{id}` changes what is sent; a sent cart or withdrawal is complete. */
export const buyUpdateBody = obj({
  cart: buyFields.cart.optional(),
  provider: buyFields.provider.optional(),
  withdrawal: buyFields.withdrawal.optional(),
  partner: buyFields.partner,
  garage: buyFields.garage,
  isBudget: buyFields.isBudget,
  notes: buyFields.notes,
});
export type BuyUpdateBody = z.output<typeof buyUpdateBody>;
export type BuyUpdateInput = z.input<typeof buyUpdateBody>;

/** `PATCH /buy/{id}/withdrawal`. */
export const buyWithdrawalBody = buyWithdrawalInput;
export type BuyWithdrawalBody = BuyWithdrawalInput;
