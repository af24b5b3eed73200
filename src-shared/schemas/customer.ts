/** Customer inputs (spec §3 Customer, §5 Customer rules), with the customer's fiscal identity (issue 18). */
import type { z } from 'zod';
import { NAME_MAX, NOTES_MAX } from '../constants/field-lengths.js';
import { IVA_CONDITIONS, TAX_ID_KINDS, isValidCuit, isValidDni, taxIdKindOf, taxIdDigits } from '../fiscal.js';
import { fullAddress, fullAddressPatch } from './address.js';
import { SHORT_TEXT_MAX, clientId, customerPhone, flag, longText, obj, oneOf, optionalEmail, text } from './common.js';
import { contract, issueSaying } from './messages.js';

/** Room for a CUIT or DNI as clerks type it (`30-50000000-0`, `20.123.456`). */
const TAX_ID_TYPED_MAX = 20;

/**
 * Fields the rules leave free. The phone is optional (a customer may be created before it is
 * known) but, when given, must match the customer phone pattern, since OTP sign-in looks it up.
 * The tax id is stored as its digits; its kind says how it is checked and printed, and when left
 * out is told by the digits (11: a CUIT, else a DNI).
 */
const customerDetails = {
  email: optionalEmail(),
  contactEmail: optionalEmail(),
  phone: customerPhone().nullable().optional(),
  segment: text(SHORT_TEXT_MAX).nullable().optional(),
  isWholesaler: flag().optional(),
  notes: longText(NOTES_MAX).nullable().optional(),
  taxIdKind: oneOf(TAX_ID_KINDS).nullable().optional(),
  taxId: text(TAX_ID_TYPED_MAX)
    .transform((typed) => taxIdDigits(typed) || null)
    .nullable()
    .optional(),
  ivaCondition: oneOf(IVA_CONDITIONS).nullable().optional(),
};

/** The tax id must be what its kind says: a CUIT with its check digit, or a DNI of 7–8 digits. */
function checkTaxId(body: { taxIdKind?: string | null; taxId?: string | null }, ctx: z.core.$RefinementCtx): void {
  if (!body.taxId) return;
  const kind = body.taxIdKind ?? taxIdKindOf(body.taxId);
  if (kind === 'CUIT' && !isValidCuit(body.taxId)) ctx.addIssue({ code: 'custom', path: ['taxId'], ...issueSaying(contract.cuit('taxId')), input: body.taxId });
  if (kind === 'DNI' && !isValidDni(body.taxId)) ctx.addIssue({ code: 'custom', path: ['taxId'], ...issueSaying(contract.dni('taxId')), input: body.taxId });
}

export const customerCreateBody = obj({
  _id: clientId(),
  name: text(NAME_MAX, 1),
  address: fullAddress,
  ...customerDetails,
}).superRefine(checkTaxId);
export type CustomerCreateBody = z.output<typeof customerCreateBody>;
export type CustomerCreateInput = z.input<typeof customerCreateBody>;

/** On update the address lines are optional (spec: required "on create"); sent parts are merged. */
export const customerUpdateBody = obj({
  name: text(NAME_MAX, 1).optional(),
  address: fullAddressPatch.optional(),
  ...customerDetails,
}).superRefine(checkTaxId);
export type CustomerUpdateBody = z.output<typeof customerUpdateBody>;
export type CustomerUpdateInput = z.input<typeof customerUpdateBody>;
