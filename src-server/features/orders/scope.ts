/**
 * Who an order belongs to and who may see it (domain §6, §8). An AV sees only its own orders and
 * customers, and a missing one and another partner's answer alike (404 for a document in the path,
 * 400 for an id in the body) so ids cannot be probed.
 */
import { said } from '../../../src-shared/error-keys/index.js';
import type { ErrorText } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { PARTNER_ROLE } from '../../../src-shared/constants.js';
import { getDoc, getDocToWrite, type AnyReader, type Doc } from '../../db/documents.js';
import type { Caller } from '../../http/context.js';
import { housePartner } from '../money/parties.js';
import { CUSTOMERS, type CustomerFields } from '../customers/collection.js';
import { USERS, type UserFields } from '../users/collection.js';
import { ORDERS, type OrderFields } from './collection.js';

export function invalidReference(path: string, text: ErrorText): AppError {
  return AppError.invalid(path, text);
}


/**
 * The partner an order is taken for: an AV's orders are always its own, whatever the body says;
 * staff name an AV user, or the order belongs to the house.
 */
export async function resolvePartner(db: AnyReader, caller: Caller, requested: string | null | undefined): Promise<Doc<UserFields>> {
  if (caller.role === PARTNER_ROLE) {
    const self = await getDoc(db, USERS, caller.id);
    if (!self) throw AppError.notFound('user', caller.id);
    return self;
  }
  if (!requested) return housePartner(db);
  const user = await getDoc(db, USERS, requested);
  if (!user || !user.status) throw invalidReference('partner', said('reference.notEnabled', { what: 'user', id: requested }));
  if (user.role !== PARTNER_ROLE) throw invalidReference('partner', said('partner.notPartner', { username: user.username, role: PARTNER_ROLE }));
  return user;
}

/** Whether a caller may see a customer: an AV only its own, a customer only itself. */
export function seesCustomer(caller: Caller, customer: Doc<CustomerFields>): boolean {
  if (caller.role === PARTNER_ROLE) return customer.partner === caller.id;
  if (caller.role === 'CUSTOMER') return customer._id === caller.id;
  return true;
}

/** A customer named in a body: enabled and visible to the caller, else 400 on `path`. */
export async function referencedCustomer(db: AnyReader, caller: Caller, id: string, path = 'customer'): Promise<Doc<CustomerFields>> {
  const customer = await getDoc(db, CUSTOMERS, id);
  if (!customer || !customer.status || !seesCustomer(caller, customer)) throw invalidReference(path, said('reference.notEnabled', { what: 'customer', id }));
  return customer;
}

/** Whether a caller may see an order: an AV its own partner's, a customer its own. */
function seesOrder(caller: Caller, order: OrderFields): boolean {
  if (caller.role === PARTNER_ROLE) return order.partner === caller.id;
  if (caller.role === 'CUSTOMER') return order.customer === caller.id;
  return true;
}

/**
 * The order if the caller may see it; 404 otherwise (an AV or a customer asking for another's order).
 * A write reads it to change it: its row stays locked until the write ends (`getDocToWrite`).
 */
export async function visibleOrder(db: AnyReader, caller: Caller, id: string): Promise<Doc<OrderFields>> {
  const order = await getDocToWrite(db, ORDERS, id);
  if (!order || !seesOrder(caller, order)) throw AppError.notFound('order', id);
  return order;
}

/** An AV's lists are forced to its own partner id; other staff filter as they ask. */
export function partnerFilter(caller: Caller, requested: string | undefined): string | undefined {
  return caller.role === PARTNER_ROLE ? caller.id : requested;
}

/** A customer's lists are forced to its own orders; staff filter by customer as they ask. */
export function customerFilter(caller: Caller, requested: string | undefined): string | undefined {
  return caller.role === 'CUSTOMER' ? caller.id : requested;
}
