/**
 * Customers an upgrade found sharing a phone line (migration 0016 left all but the first of each
 * line out of its unique index and listed them in `meta`): while one of them is still enabled on a
 * line another enabled customer holds, sign-in by code finds whichever the database reads first, so
 * the server says so in its log at every start until staff give each its own phone or disable the copies.
 */
import type { FastifyBaseLogger } from 'fastify';
import { phoneKey } from '../../../src-shared/constants/customers.js';
import { getDoc, type Reader } from '../../db/documents.js';
import { CUSTOMERS } from './collection.js';
import { enabledCustomerOnLine } from './service.js';

/** The `meta` key migration 0016 lists them under. */
const LISTED = 'customer_phone_duplicates';

/** The listed customers still enabled on a line another enabled customer holds. */
export async function customersSharingLines(db: Reader): Promise<Array<{ id: string; phone: string }>> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', LISTED).executeTakeFirst();
  if (!row) return [];
  const shared: Array<{ id: string; phone: string }> = [];
  for (const id of JSON.parse(row.value) as string[]) {
    const customer = await getDoc(db, CUSTOMERS, id);
    if (!customer?.status || !customer.phone) continue;
    if (await enabledCustomerOnLine(db, phoneKey(customer.phone), id)) shared.push({ id, phone: customer.phone });
  }
  return shared;
}

export async function warnSharedLines(db: Reader, log: FastifyBaseLogger): Promise<void> {
  const shared = await customersSharingLines(db);
  if (shared.length === 0) return;
  log.warn(
    { customers: shared },
    `${shared.length} customer(s) share a phone line with another enabled customer (found by migration 0016): sign-in by code finds only one of them; give each its own phone or disable the copies`,
  );
}
