/** Small catalog entities: thirds, garages, charge methods and pay methods (spec §3, §5). */
import type { z } from 'zod';
import { NAME_MAX, PHONE_MAX, TAG_MAX } from '../constants/field-lengths.js';
import { garageAddress } from './address.js';
import { clientId, flag, obj, text } from './common.js';

// ── Third parties (external cash flows name them) ────────────────────────────────────────────────
export const thirdCreateBody = obj({
  _id: clientId(),
  name: text(NAME_MAX, 1),
  tag: text(TAG_MAX, 1),
});
export type ThirdCreateBody = z.output<typeof thirdCreateBody>;
export type ThirdCreateInput = z.input<typeof thirdCreateBody>;

/** `PUT /third/{id}` replaces the third (the spec has no PATCH for it), so both fields are restated. */
export const thirdReplaceBody = obj({ name: text(NAME_MAX, 1), tag: text(TAG_MAX, 1) });
export type ThirdReplaceBody = z.output<typeof thirdReplaceBody>;

// ── Garages (warehouses; spec §5: name required, address street, city, province) ──────────────
/**
 * A garage may be created before its address is known; a sent address must be complete.
 * `inventory` (spec §3 Garage): whether it keeps stock — a point of sale may hold only cash; a new
 * garage keeps stock unless told otherwise.
 */
export const garageCreateBody = obj({
  _id: clientId(),
  name: text(NAME_MAX, 1),
  address: garageAddress.nullable().optional(),
  phone: text(PHONE_MAX).nullable().optional(),
  inventory: flag().optional(),
});
export type GarageCreateBody = z.output<typeof garageCreateBody>;
export type GarageCreateInput = z.input<typeof garageCreateBody>;

export const garageUpdateBody = obj({
  name: text(NAME_MAX, 1).optional(),
  address: garageAddress.nullable().optional(),
  phone: text(PHONE_MAX).nullable().optional(),
  inventory: flag().optional(),
});
export type GarageUpdateBody = z.output<typeof garageUpdateBody>;
export type GarageUpdateInput = z.input<typeof garageUpdateBody>;

// ── Charge methods (how customers pay) and pay methods (how the company pays) ────────────────
export const chargeMethodCreateBody = obj({ _id: clientId(), name: text(NAME_MAX, 1) });
export type ChargeMethodCreateBody = z.output<typeof chargeMethodCreateBody>;
export const chargeMethodUpdateBody = obj({ name: text(NAME_MAX, 1).optional() });
export type ChargeMethodUpdateBody = z.output<typeof chargeMethodUpdateBody>;

export const payMethodCreateBody = obj({ _id: clientId(), name: text(NAME_MAX, 1) });
export type PayMethodCreateBody = z.output<typeof payMethodCreateBody>;
export const payMethodUpdateBody = obj({ name: text(NAME_MAX, 1).optional() });
export type PayMethodUpdateBody = z.output<typeof payMethodUpdateBody>;
