import type { IvaCondition, TaxIdKind } from '../fiscal.js';

/** Customers as stored and served (spec §3 Customer). The server writes these shapes; the desktop and screens read them. */

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
  /** How `taxId` is read and printed. */
  taxIdKind?: TaxIdKind | null;
  /** A CUIT or DNI, digits only. */
  taxId?: string | null;
  /** Consumidor Final when never set. */
  ivaCondition?: IvaCondition | null;
}
