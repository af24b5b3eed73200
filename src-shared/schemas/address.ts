/**
 * Addresses, as customers, order deliveries, providers and garages carry them (spec §3). The
 * customer form fills them from a map search (`place_id`, `id`, coordinates) or by hand (`offline`).
 */
import type { z } from 'zod';
import { SHORT_TEXT_MAX, flag, num, obj, text } from './common.js';

const line = () => text(SHORT_TEXT_MAX);
const requiredLine = () => text(SHORT_TEXT_MAX, 1);

/** The optional parts of a full address: map-search references, detail lines, coordinates. */
const addressExtras = {
  place_id: line().optional(),
  id: line().optional(),
  unit: line().optional(),
  county: line().optional(),
  administrativeArea: line().optional(),
  lat: num().min(-90).max(90).nullable().optional(),
  lng: num().min(-180).max(180).nullable().optional(),
  offline: flag().optional(),
};

/** Customer address on create and an order's delivery address: label, street, city, province required. */
export const fullAddress = obj({
  label: requiredLine(),
  street: requiredLine(),
  city: requiredLine(),
  province: requiredLine(),
  ...addressExtras,
});
export type FullAddress = z.output<typeof fullAddress>;

/** Customer address on update: the spec requires the four lines only on create; sent parts are merged. */
export const fullAddressPatch = obj({
  label: requiredLine().optional(),
  street: requiredLine().optional(),
  city: requiredLine().optional(),
  province: requiredLine().optional(),
  ...addressExtras,
});
export type FullAddressPatch = z.output<typeof fullAddressPatch>;

/** Garage address (spec §5: street, city and province required). */
export const garageAddress = obj({
  street: requiredLine(),
  city: requiredLine(),
  province: requiredLine(),
  unit: line().optional(),
});
export type GarageAddress = z.output<typeof garageAddress>;

/** Provider address (spec §3: street, city, province); the contract sets no rule, so all optional. */
export const providerAddress = obj({
  street: line().optional(),
  city: line().optional(),
  province: line().optional(),
});
export type ProviderAddress = z.output<typeof providerAddress>;
