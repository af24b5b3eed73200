/**
 * Collections of the catalog and reference data. Each names the columns its list filters use;
 * names are also kept as accent-free search text.
 */
import type { CollectionDef } from '../../db/documents.js';
import { listSearchText } from '../../db/search.js';
import type { ProviderFields, CategoryFields, TaxFields, DeliveryFields, WithdrawalFields, ThirdFields, GarageFields, MethodFields } from '../../../src-shared/documents/catalog.js';
export type { ProviderFields, CategoryFields, TaxFields, DeliveryFields, WithdrawalFields, ThirdFields, GarageFields, MethodFields } from '../../../src-shared/documents/catalog.js';

export const PROVIDERS: CollectionDef<ProviderFields> = {
  name: 'providers',
  table: 'providers',
  label: 'provider',
  columns: (doc) => ({ name_search: listSearchText(doc.name, doc.cuit), slug: doc.slug ?? null }),
  owners: (doc) => ({ provider: doc._id }),
};

export const CATEGORIES: CollectionDef<CategoryFields> = {
  name: 'categories',
  table: 'categories',
  label: 'category',
  columns: (doc) => ({ slug: doc.slug, section: doc.section ?? null }),
};

export const TAXES: CollectionDef<TaxFields> = {
  name: 'taxes',
  table: 'taxes',
  label: 'tax',
  columns: (doc) => ({ type: doc.type }),
};

export const DELIVERIES: CollectionDef<DeliveryFields> = { name: 'deliveries', table: 'deliveries', label: 'delivery option' };

export const WITHDRAWALS: CollectionDef<WithdrawalFields> = { name: 'withdrawals', table: 'withdrawals', label: 'withdrawal option' };

export const THIRDS: CollectionDef<ThirdFields> = {
  name: 'thirds',
  table: 'thirds',
  label: 'third',
  columns: (doc) => ({ tag: doc.tag, user_id: doc.user ?? null }),
};

export const GARAGES: CollectionDef<GarageFields> = { name: 'garages', table: 'garages', label: 'garage' };

export const CHARGE_METHODS: CollectionDef<MethodFields> = { name: 'chargeMethods', table: 'charge_methods', label: 'charge method' };
export const PAY_METHODS: CollectionDef<MethodFields> = { name: 'payMethods', table: 'pay_methods', label: 'pay method' };
