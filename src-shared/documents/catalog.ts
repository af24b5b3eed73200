/** Catalog and reference documents as stored and served. The server writes these shapes; the desktop and screens read them. */
import type { TaxType } from '../constants/products.js';

export interface ProviderFields {
  name: string;
  address?: { street?: string | null; city?: string | null; province?: string | null } | null;
  cuit?: string | null;
  phone?: string | null;
  imageUrl?: string | null;
  color?: string | null;
  slug?: string | null;
  links?: unknown;
  catalog?: boolean;
  partner?: string | null;
  logisticPrice?: number | null;
  minimumPurchase?: number | null;
  description?: string | null;
  featuredMessage?: string | null;
  account?: string | null;
  notes?: string | null;
}

export interface CategoryFields {
  name: string;
  slug: string;
  icon?: string | null;
  section?: string | null;
  splitPackage?: boolean;
}

export interface TaxFields {
  name: string;
  type: TaxType;
  aliquot: number;
}

export interface DeliveryFields {
  name: string;
  customerPrice: number;
  internPrice: number;
  partnerPrice: number;
  contributes: boolean;
  isWholesaler?: boolean;
  isRetailer?: boolean;
  isOwnLogistic?: boolean;
  roles?: string[];
  message?: string | null;
}

/** What a delivery option prices orders with when its create leaves a figure out: nothing charged, owed or contributed. */
export const DELIVERY_DEFAULTS = { customerPrice: 0, partnerPrice: 0, internPrice: 0, contributes: false } as const satisfies Partial<DeliveryFields>;

export interface WithdrawalFields {
  name: string;
  fee: number;
  internPrice?: number;
  isOwnLogistic?: boolean;
  shortage?: boolean;
}

export interface ThirdFields {
  name: string;
  tag: string;
  /** Set when the third is a user made third (PUT /user/{id}/third). */
  user?: string | null;
}

export interface GarageFields {
  name: string;
  address?: { street: string; city: string; province: string } | null;
  phone?: string | null;
  /** Whether the garage keeps stock (a point of sale may only hold cash). */
  inventory?: boolean;
  isDefault?: boolean;
}

export interface MethodFields {
  name: string;
}
