/**
 * Which collections each role receives in a sync pull, and the owner column that holds a restricted
 * role to its own documents (domain §8: an AV never sees another partner's orders or customers).
 */
import type { Role } from '../../../src-shared/constants.js';

type OwnerColumn = 'partner' | 'customer' | 'provider';

export interface Visibility {
  /** Collections the role receives in full. */
  readonly all: readonly string[];
  /** Collections the role receives only where the owner column names the caller. */
  readonly own: Readonly<Record<string, OwnerColumn>>;
}

const CATALOG = ['products', 'categories', 'deliveries', 'taxes', 'garages'];
const REFERENCE = [...CATALOG, 'providers', 'withdrawals', 'thirds', 'chargeMethods', 'payMethods', 'users'];

/**
 * `null`: the role receives everything. Money (cash flows, accounts, audits) is the admin's, except
 * what domain §8 and the route table give others: COMPRAS its provider cash flows (the rest of the
 * cash book is hidden below), an AV the accounts of its own customers and their movements. Carts
 * belong to whoever fills them: their `partner` owner column holds the cart's owner, user or customer.
 */
export const VISIBILITY: Readonly<Record<Role, Visibility | null>> = {
  ADMIN: null,
  COMPRAS: { all: [...REFERENCE, 'buys', 'receipts', 'records', 'trackers', 'roadmaps', 'cashflows'], own: {} },
  OPERACION: { all: [...REFERENCE, 'customers', 'orders', 'buys', 'roadmaps', 'records', 'trackers', 'drafts'], own: {} },
  AV: {
    all: [...CATALOG, 'providers'],
    own: { customers: 'partner', orders: 'partner', drafts: 'partner', accounts: 'partner', accountMovements: 'partner', carts: 'partner' },
  },
  PROVEEDOR: { all: [...CATALOG], own: { buys: 'provider', receipts: 'provider', providers: 'provider' } },
  CUSTOMER: { all: [...CATALOG], own: { drafts: 'customer', carts: 'partner' } },
};

/**
 * Whether a document of a collection the role receives is still not for it (a delivery option for
 * other roles; for outside callers, a product left out of the public catalog), as the role's list
 * reads show it. It goes out as a tombstone, so a replica that held it drops it.
 */
export function hiddenFrom(role: Role, collection: string, doc: Readonly<Record<string, unknown>>): boolean {
  if (role === 'ADMIN') return false;
  // Delivery options name the roles that may pick them; none named means everyone (domain §7).
  if (collection === 'deliveries') return Array.isArray(doc.roles) && doc.roles.length > 0 && !doc.roles.includes(role);
  if (collection === 'products') return (role === 'CUSTOMER' || role === 'PROVEEDOR') && doc.catalog === false;
  // COMPRAS keeps provider cash flows only (route owner scope `providerFlow`).
  if (collection === 'cashflows') return role === 'COMPRAS' && doc.type !== 'commercial.provider';
  return false;
}
