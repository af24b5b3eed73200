/** Who reads, as the shared views (src-shared/routes/views.ts) need to know it. */
import type { Role } from '../../../src-shared/constants/roles.js';
import type { Viewer } from '../../../src-shared/routes/views.js';
import { getDoc, type AnyReader } from '../../db/documents.js';
import type { Caller } from '../../http/context.js';
import { CUSTOMERS } from '../customers/collection.js';
import { loadTaxes } from '../products/pricing-inputs.js';

/**
 * The viewer of a caller. A customer's wholesaler flag is read from its record now, as an order it
 * places would be priced; taxes are loaded only for views that price.
 */
export async function viewerOf(db: AnyReader, caller: { id: string; role: Role; providerId: string | null }, needsTaxes: boolean): Promise<Viewer> {
  const customer = caller.role === 'CUSTOMER' ? await getDoc(db, CUSTOMERS, caller.id) : undefined;
  return {
    role: caller.role,
    isWholesaler: Boolean(customer?.isWholesaler),
    taxes: needsTaxes ? await loadTaxes(db) : [],
    provider: caller.role === 'PROVEEDOR' ? caller.providerId : null,
  };
}

/** The id a restricted caller's own documents carry in their owner columns. */
export function ownerIdOf(caller: Caller): string | null {
  return caller.role === 'PROVEEDOR' ? caller.providerId : caller.id;
}
