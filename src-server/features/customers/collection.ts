import { flag, type CollectionDef } from '../../db/documents.js';
import { searchText } from '../../db/search.js';

export interface CustomerAddress {
  place_id?: string | null;
  id?: string | null;
  label: string;
  street: string;
  unit?: string | null;
  city: string;
  county?: string | null;
  administrativeArea?: string | null;
  province: string;
  lat?: number | null;
  lng?: number | null;
  offline?: boolean | null;
}

export interface CustomerFields {
  name: string;
  address?: CustomerAddress | null;
  email?: string | null;
  contactEmail?: string | null;
  phone?: string | null;
  segment?: string | null;
  isWholesaler?: boolean;
  notes?: string | null;
  /** The partner (AV user) the customer belongs to; null for the house's own customers. */
  partner?: string | null;
}

export const CUSTOMERS: CollectionDef<CustomerFields> = {
  name: 'customers',
  table: 'customers',
  label: 'customer',
  columns: (doc) => ({
    name_search: searchText(doc.name, doc.email, doc.phone),
    phone: doc.phone ?? null,
    partner: doc.partner ?? null,
    segment: doc.segment ?? null,
    is_wholesaler: flag(doc.isWholesaler),
  }),
  owners: (doc) => ({ partner: doc.partner ?? null }),
};
