/**
 * Customers (spec §3, domain §8): an AV keeps its own customers and never sees another partner's —
 * every read and write checks ownership, answering 404 so ids cannot be probed.
 */
import { sql } from 'kysely';
import { PHONE_KEY_SQL, phoneKey } from '../../../src-shared/constants/customers.js';
import { AppError } from '../../../src-shared/errors.js';
import { CUSTOMER_WRITES } from '../../../src-shared/planners/customer-writes.js';
import type { CustomerCreateBody, CustomerUpdateBody } from '../../../src-shared/schemas/customer.js';
import type { CustomerListQuery } from '../../../src-shared/schemas/queries.js';
import type { PlannedDoc } from '../../../src-shared/planners/types.js';
import { customerPhoneTaken } from '../../../src-shared/unique-fields.js';
import { docs, getDoc, type AnyReader, type Doc, type Page } from '../../db/documents.js';
import { lockNames } from '../../db/locks.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { crud } from '../crud.js';
import { CUSTOMER_PHONE_INDEX, CUSTOMERS, type CustomerFields } from './collection.js';

/**
 * The enabled customer on a phone line (compared by `phoneKey`: spaces and Argentina's mobile 9 aside), other than `except`.
 * Sign-in by code finds the customer this way (auth/service.ts), so a line holds one enabled customer.
 */
export function enabledCustomerOnLine(db: AnyReader, key: string, except?: string): Promise<{ id: string } | undefined> {
  let query = docs(db)
    .selectFrom(CUSTOMERS.table)
    .select('id')
    // phoneKey in SQL: spaces out, then a leading +549 read as +54 (a '+' only ever starts a phone).
    .where(sql<string>`replace(replace(phone, ${PHONE_KEY_SQL.space}, ''), ${PHONE_KEY_SQL.mobilePrefix}, ${PHONE_KEY_SQL.country})`, '=', key)
    .where('status', '=', 1);
  if (except) query = query.where('id', '!=', except);
  return query.executeTakeFirst();
}

/**
 * A phone another enabled customer holds is bad input on `phone`: with two on one line, a code
 * signed in whichever the database found first, showing one customer the other's orders and account.
 * Checked when the phone is set or changed, under a lock on the line, so two writers naming it at once
 * on PostgreSQL run one after the other; the line's unique index (migration 0016) holds for any other.
 */
async function checkPhoneFree(tx: WriteTx, planned: PlannedDoc<'customers'>): Promise<void> {
  const phone = planned.fields.phone;
  if (!phone || planned.before?.phone === phone) return;
  const key = phoneKey(phone);
  await lockNames(tx.trx, [`customer-phone:${key}`]);
  const taken = () => AppError.invalid('phone', customerPhoneTaken(phone));
  if (await enabledCustomerOnLine(tx.trx, key, planned._id)) throw taken();
  // The database's index on the line answers the same for a writer this check could not see.
  tx.state.refusals.set(CUSTOMER_PHONE_INDEX, taken);
}

const store = crud<'customers', CustomerCreateBody, CustomerUpdateBody>(CUSTOMERS, {
  writes: CUSTOMER_WRITES,
  checkPlanned: checkPhoneFree,
  searchColumn: 'name_search',
  orderBy: { column: 'name_search', direction: 'asc' },
});

/** The customer if the caller may see it; 404 otherwise. */
export async function visibleCustomer(db: AnyReader, caller: Caller, id: string): Promise<Doc<CustomerFields>> {
  const customer = await getDoc(db, CUSTOMERS, id);
  if (!customer || (caller.role === 'AV' && customer.partner !== caller.id)) throw AppError.notFound('customer', id);
  return customer;
}

export function listCustomers(db: AnyReader, caller: Caller, query: CustomerListQuery): Promise<Page<Doc<CustomerFields>>> {
  const partner = caller.role === 'AV' ? caller.id : query.partner;
  return store.list(db, query, (q) => {
    let out = q;
    if (partner) out = out.where('partner', '=', partner);
    if (query.segment) out = out.where('segment', '=', query.segment);
    if (query.isWholesaler !== undefined) out = out.where('is_wholesaler', '=', query.isWholesaler ? 1 : 0);
    return out;
  });
}

/** Writes plan who owns a customer and who may touch it (src-shared/planners/customer-writes.ts). */
export function createCustomer(tx: WriteTx, caller: Caller, body: CustomerCreateBody): Promise<Doc<CustomerFields>> {
  return store.create(tx, caller, body);
}

export function updateCustomer(tx: WriteTx, caller: Caller, id: string, body: CustomerUpdateBody): Promise<Doc<CustomerFields>> {
  return store.update(tx, caller, id, body);
}

export function disableCustomer(tx: WriteTx, caller: Caller, id: string): Promise<Doc<CustomerFields>> {
  return store.setStatus(tx, caller, id, false);
}
