/** Delivery option inputs (spec §3 Delivery option, §5 Delivery rules, domain §7). */
import type { z } from 'zod';
import { NAME_MAX } from '../constants/field-lengths.js';
import { ROLES } from '../constants/roles.js';
import { LONG_TEXT_MAX, clientId, flag, list, longText, money, obj, oneOf, text } from './common.js';

/** Prices the server copies into an order that picks this option (clients never send them there). */
const deliveryDetails = {
  internPrice: money().optional(),
  isWholesaler: flag().optional(),
  isRetailer: flag().optional(),
  isOwnLogistic: flag().optional(),
  /** Roles that may pick this option. */
  roles: list(oneOf(ROLES), { max: ROLES.length, noun: 'role' }).optional(),
  message: longText(LONG_TEXT_MAX).nullable().optional(),
};

export const deliveryCreateBody = obj({
  _id: clientId(),
  name: text(NAME_MAX, 1),
  customerPrice: money().optional(),
  partnerPrice: money().optional(),
  contributes: flag().optional(),
  ...deliveryDetails,
});
export type DeliveryCreateBody = z.output<typeof deliveryCreateBody>;
export type DeliveryCreateInput = z.input<typeof deliveryCreateBody>;

/**
 * Spec §5: "Update also requires contributes, customerPrice, partnerPrice": the name rule of
 * create still applies ("also"), and an update always restates the three figures that price orders.
 */
export const deliveryUpdateBody = obj({
  name: text(NAME_MAX, 1),
  customerPrice: money(),
  partnerPrice: money(),
  contributes: flag(),
  ...deliveryDetails,
});
export type DeliveryUpdateBody = z.output<typeof deliveryUpdateBody>;
export type DeliveryUpdateInput = z.input<typeof deliveryUpdateBody>;
