/** Customer inputs (spec §3 Customer, §5 Customer rules). */
import type { z } from 'zod';
import { NAME_MAX, NOTES_MAX } from '../constants.js';
import { fullAddress, fullAddressPatch } from './address.js';
import { SHORT_TEXT_MAX, clientId, customerPhone, flag, longText, obj, optionalEmail, text } from './common.js';

/**
 * Fields the rules leave free. The phone is optional (a customer may be created before it is
 * known) but, when given, must match the customer phone pattern, since OTP sign-in looks it up.
 */
const customerDetails = {
  email: optionalEmail(),
  contactEmail: optionalEmail(),
  phone: customerPhone().nullable().optional(),
  segment: text(SHORT_TEXT_MAX).nullable().optional(),
  isWholesaler: flag().optional(),
  notes: longText(NOTES_MAX).nullable().optional(),
};

export const customerCreateBody = obj({
  _id: clientId(),
  name: text(NAME_MAX, 1),
  address: fullAddress,
  ...customerDetails,
});
export type CustomerCreateBody = z.output<typeof customerCreateBody>;
export type CustomerCreateInput = z.input<typeof customerCreateBody>;

/** On update the address lines are optional (spec: required "on create"); sent parts are merged. */
export const customerUpdateBody = obj({
  name: text(NAME_MAX, 1).optional(),
  address: fullAddressPatch.optional(),
  ...customerDetails,
});
export type CustomerUpdateBody = z.output<typeof customerUpdateBody>;
export type CustomerUpdateInput = z.input<typeof customerUpdateBody>;
