/**
 * Collections of the catalog and reference data. Each names the columns its list filters use;
 * names are also kept as accent-free search text.
 */
import type { TaxType } from '../../../src-shared/constants.js';
import type { CollectionDef } from '../../db/documents.js';
import { searchText } from '../../db/search.js';

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

export const PROVIDERS: CollectionDef<ProviderFields> = {
  name: 'providers',
  table: 'providers',
  label: 'provider',
  columns: (doc) => ({ name_search: searchText(doc.name, doc.cuit), slug: doc.slug ?? null }),
  owners: (doc) => ({ provider: doc._id }),
};

export interface CategoryFields {
  name: string;
  slug: string;
  icon?: string | null;
  section?: string | null;
  splitPackage?: boolean;
}

export const CATEGORIES: CollectionDef<CategoryFields> = {
  name: 'categories',
  table: 'categories',
  label: 'category',
  columns: (doc) => ({ slug: doc.slug, section: doc.section ?? null }),
};

export interface TaxFields {
  name: string;
  type: TaxType;
  aliquot: number;
}

export const TAXES: CollectionDef<TaxFields> = {
  name: 'taxes',
  table: 'taxes',
  label: 'tax',
  columns: (doc) => ({ type: doc.type }),
};

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

export const DELIVERIES: CollectionDef<DeliveryFields> = { name: 'deliveries', table: 'deliveries', label: 'delivery option' };

export interface WithdrawalFields {
  name: string;
  fee: number;
  internPrice?: number;
  isOwnLogistic?: boolean;
  shortage?: boolean;
}

export const WITHDRAWALS: CollectionDef<WithdrawalFields> = { name: 'withdrawals', table: 'withdrawals', label: 'withdrawal option' };

export interface ThirdFields {
  name: string;
  tag: string;
  /** Set when the third is a user made third (PUT /user/{id}/third). */
  user?: string | null;
}

export const THIRDS: CollectionDef<ThirdFields> = {
  name: 'thirds',
  table: 'thirds',
  label: 'third',
  columns: (doc) => ({ tag: doc.tag, user_id: doc.user ?? null }),
};

export interface GarageFields {
  name: string;
  address?: { street: string; city: string; province: string } | null;
  phone?: string | null;
  /** Whether the garage keeps stock (a point of sale may only hold cash). */
  inventory?: boolean;
  isDefault?: boolean;
}

export const GARAGES: CollectionDef<GarageFields> = { name: 'garages', table: 'garages', label: 'garage' };

export interface MethodFields {
  name: string;
}

export const CHARGE_METHODS: CollectionDef<MethodFields> = { name: 'chargeMethods', table: 'charge_methods', label: 'charge method' };
export const PAY_METHODS: CollectionDef<MethodFields> = { name: 'payMethods', table: 'pay_methods', label: 'pay method' };
