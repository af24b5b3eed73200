/** Withdrawal options: pick-ups from providers with a fee (spec §3 Withdrawal, domain §7). */
import type { z } from 'zod';
import { NAME_MAX } from '../constants/field-lengths.js';
import { clientId, flag, money, obj, text } from './common.js';

const withdrawalDetails = {
  internPrice: money().optional(),
  isOwnLogistic: flag().optional(),
  /** Offered for shortage pick-ups (products the usual provider has none of). */
  shortage: flag().optional(),
};

/** The fee is what a buy picking this option is charged, so it is always stated (0 when free). */
export const withdrawalCreateBody = obj({
  _id: clientId(),
  name: text(NAME_MAX, 1),
  fee: money(),
  ...withdrawalDetails,
});
export type WithdrawalCreateBody = z.output<typeof withdrawalCreateBody>;
export type WithdrawalCreateInput = z.input<typeof withdrawalCreateBody>;

export const withdrawalUpdateBody = obj({
  name: text(NAME_MAX, 1).optional(),
  fee: money().optional(),
  ...withdrawalDetails,
});
export type WithdrawalUpdateBody = z.output<typeof withdrawalUpdateBody>;
export type WithdrawalUpdateInput = z.input<typeof withdrawalUpdateBody>;
