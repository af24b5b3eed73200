/**
 * Business settings (our extension, issue 18): the company's fiscal identity, logo and time zone,
 * edited by the admin with `PATCH /settings/business`. Every field is optional; null clears one.
 */
import type { z } from 'zod';
import { BUSINESS_PHONE_MAX, COMPANY_NAME_MAX, LOGO_MAX_BYTES, isTimeZone } from '../business-settings.js';
import { IVA_CONDITIONS, isValidCuit, taxIdDigits } from '../fiscal.js';
import { garageAddress } from './address.js';
import { obj, oneOf, text } from './common.js';
import { contract, say } from './messages.js';

const LOGO_PREFIX = /^data:image\/(png|jpeg);base64,/;
/** Base64 takes 4 characters for every 3 bytes. */
const LOGO_MAX_CHARS = 'data:image/jpeg;base64,'.length + Math.ceil(LOGO_MAX_BYTES / 3) * 4;

const cuit = () =>
  text(20)
    .refine(isValidCuit, { error: (iss) => say(iss, contract.looksLike('cuit', '30-71234567-1')) })
    .transform(taxIdDigits);

const logo = () =>
  text(LOGO_MAX_CHARS).refine((value) => LOGO_PREFIX.test(value) && /^[A-Za-z0-9+/]*={0,2}$/.test(value.replace(LOGO_PREFIX, '')), {
    error: (iss) => say(iss, contract.looksLike('logo', 'a PNG or JPEG image')),
  });

const timeZone = () => text(64, 1).refine(isTimeZone, { error: (iss) => say(iss, contract.looksLike('timeZone', 'America/Argentina/Buenos_Aires')) });

export const businessSettingsBody = obj({
  companyName: text(COMPANY_NAME_MAX, 1).nullable().optional(),
  cuit: cuit().nullable().optional(),
  ivaCondition: oneOf(IVA_CONDITIONS).nullable().optional(),
  address: garageAddress.pick({ street: true, city: true, province: true }).nullable().optional(),
  phone: text(BUSINESS_PHONE_MAX, 1).nullable().optional(),
  logo: logo().nullable().optional(),
  timeZone: timeZone().optional(),
});
export type BusinessSettingsBody = z.output<typeof businessSettingsBody>;

/** The largest PATCH body: a full logo plus the text fields. */
export const BUSINESS_SETTINGS_BODY_LIMIT = LOGO_MAX_CHARS + 16 * 1024;

export { BUSINESS_SETTINGS_ID, DEFAULT_TIME_ZONE, businessSettingsOf, type BusinessSettings } from '../business-settings.js';
