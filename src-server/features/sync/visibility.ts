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

/** `null`: the role receives everything. */
export const VISIBILITY: Readonly<Record<Role, Visibility | null>> = {
  ADMIN: null,
  COMPRAS: { all: [...REFERENCE, 'buys', 'receipts', 'records', 'trackers', 'roadmaps'], own: {} },
  OPERACION: { all: [...REFERENCE, 'customers', 'orders', 'buys', 'roadmaps', 'records', 'trackers', 'drafts'], own: {} },
  AV: { all: [...CATALOG, 'providers'], own: { customers: 'partner', orders: 'partner', drafts: 'partner', accounts: 'partner' } },
  PROVEEDOR: { all: [...CATALOG], own: { buys: 'provider', receipts: 'provider', providers: 'provider' } },
  CUSTOMER: { all: [...CATALOG], own: { drafts: 'customer' } },
};
