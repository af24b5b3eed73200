import { flag, type CollectionDef } from '../../db/documents.js';
import { listSearchText } from '../../db/search.js';
import type { CustomerFields } from '../../../src-shared/documents/customers.js';
export type { CustomerAddress, CustomerFields } from '../../../src-shared/documents/customers.js';

export const CUSTOMERS: CollectionDef<CustomerFields> = {
  name: 'customers',
  table: 'customers',
  label: 'customer',
  columns: (doc) => ({
    name_search: listSearchText(doc.name, doc.email, doc.phone),
    phone: doc.phone ?? null,
    partner: doc.partner ?? null,
    segment: doc.segment ?? null,
    is_wholesaler: flag(doc.isWholesaler),
  }),
  owners: (doc) => ({ partner: doc.partner ?? null }),
};

/** The unique index on an enabled customer's phone line (migration 0016, which spells it on its own). */
export const CUSTOMER_PHONE_INDEX = 'customers_phone_line_unique';
