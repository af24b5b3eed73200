/** Provider inputs (spec §3 Provider, §5 Provider rules). */
import type { z } from 'zod';
import { CUIT_MAX, NAME_MAX, NOTES_MAX, PHONE_MAX, PROVIDER_NAME_MAX } from '../constants/field-lengths.js';
import { LABELS_MAX } from '../limits.js';
import { providerAddress } from './address.js';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, clientId, flag, id, list, longText, money, obj, text, url } from './common.js';
import { contract } from './messages.js';

/** CUIT (Argentine tax id) as the spec states it: letters and digits only, up to 11. */
const CUIT_PATTERN = /^[A-Za-z0-9]*$/;
const cuit = () => text(CUIT_MAX, 0, { format: contract.alphanumeric }).regex(CUIT_PATTERN);

const providerDetails = {
  address: providerAddress.optional(),
  cuit: cuit().nullable().optional(),
  phone: text(PHONE_MAX, 1).nullable().optional(),
  imageUrl: url().nullable().optional(),
  color: text(SHORT_TEXT_MAX).nullable().optional(),
  slug: text(NAME_MAX).nullable().optional(),
  links: list(url(), { max: LABELS_MAX, noun: 'link' }).optional(),
  /** Whether the provider is shown in the catalog. */
  catalog: flag().optional(),
  /** The partner (AV) who handles this provider. */
  partner: id().nullable().optional(),
  logisticPrice: money().optional(),
  minimumPurchase: money().optional(),
  description: longText(LONG_TEXT_MAX).nullable().optional(),
  featuredMessage: longText(LONG_TEXT_MAX).nullable().optional(),
  /** The provider's bank account for payments. */
  account: text(SHORT_TEXT_MAX).nullable().optional(),
  notes: longText(NOTES_MAX).nullable().optional(),
};

export const providerCreateBody = obj({
  _id: clientId(),
  name: text(PROVIDER_NAME_MAX, 1),
  ...providerDetails,
});
export type ProviderCreateBody = z.output<typeof providerCreateBody>;
export type ProviderCreateInput = z.input<typeof providerCreateBody>;

export const providerUpdateBody = obj({
  name: text(PROVIDER_NAME_MAX, 1).optional(),
  ...providerDetails,
});
export type ProviderUpdateBody = z.output<typeof providerUpdateBody>;
export type ProviderUpdateInput = z.input<typeof providerUpdateBody>;
