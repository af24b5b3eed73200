/**
 * Who an order belongs to and who may see it (domain §6, §8): the rules are the order planners'
 * (src-shared/planners/order-parties.ts); reads and writes that are not planned use them through
 * the server's reader. An AV sees only its own orders and customers.
 */
import { PARTNER_ROLE } from '../../../src-shared/constants/roles.js';
import * as parties from '../../../src-shared/planners/order-parties.js';
import type { PlanCollection } from '../../../src-shared/planners/types.js';
import type { AnyReader, Doc } from '../../db/documents.js';
import type { Caller } from '../../http/context.js';
import { serverPlanReads } from '../plan-reads.js';
import type { CustomerFields } from '../customers/collection.js';
import type { OrderFields } from './collection.js';

/** A customer named in a body: enabled and visible to the caller, else 400 on `path`. */
export function referencedCustomer(db: AnyReader, caller: Caller, id: string, path = 'customer'): Promise<Doc<CustomerFields>> {
  return parties.referencedCustomer(serverPlanReads(db), caller, id, path);
}

/** A write reads the order to change it: in a write its row stays locked until the write ends (db/documents.ts `getDocToWrite`). */
export const ORDER_TO_WRITE: ReadonlySet<PlanCollection> = new Set(['orders']);

/** The order if the caller may see it; 404 otherwise (an AV or a customer asking for another's order). */
export function visibleOrder(db: AnyReader, caller: Caller, id: string): Promise<Doc<OrderFields>> {
  return parties.visibleOrder(serverPlanReads(db, ORDER_TO_WRITE), caller, id);
}

/** An AV's lists are forced to its own partner id; other staff filter as they ask. */
export function partnerFilter(caller: Caller, requested: string | undefined): string | undefined {
  return caller.role === PARTNER_ROLE ? caller.id : requested;
}

/** A customer's lists are forced to its own orders; staff filter by customer as they ask. */
export function customerFilter(caller: Caller, requested: string | undefined): string | undefined {
  return caller.role === 'CUSTOMER' ? caller.id : requested;
}
