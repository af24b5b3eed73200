/**
 * Reference data every database needs (domain §1, §6): the default garage, the IVA taxes, and the
 * first admin with the house's own partner record. Each step only adds what is missing, so it runs
 * on every start.
 */
import { HOUSE_PARTNER_USERNAME, PRODUCT_NAME } from '../../src-shared/constants/house.js';
import { DEFAULT_GARAGE_NAME } from '../../src-shared/constants/stock.js';
import { normalizeUsername } from '../../src-shared/usernames.js';
import type { Database } from '../db/connect.js';
import { docs, insertDoc, type Doc } from '../db/documents.js';
import { runWrite, type WriteTx } from '../db/write.js';
import { randomPassword } from '../features/auth/secrets.js';
import { storePassword } from '../features/users/password-hash.js';
import { GARAGES, TAXES, type TaxFields } from '../features/catalog/collections.js';
import { USERS, type UserFields } from '../features/users/collection.js';

const SEED_TAXES: readonly TaxFields[] = [
  { name: 'IVA 21% ventas', type: 'V', aliquot: 0.21 },
  { name: 'IVA 10.5% ventas', type: 'V', aliquot: 0.105 },
  { name: 'IVA 21% compras', type: 'C', aliquot: 0.21 },
  { name: 'IVA 10.5% compras', type: 'C', aliquot: 0.105 },
];

/** The username of the house partner: orders taken by staff without a partner belong to it. */

async function isEmpty(tx: WriteTx, table: string): Promise<boolean> {
  const row = await docs(tx.trx).selectFrom(table).select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

export async function ensureReferenceData(database: Database, now: Date): Promise<void> {
  await runWrite(database, { actor: null, now }, async (tx) => {
    if (await isEmpty(tx, GARAGES.table)) {
      await insertDoc(tx, GARAGES, { name: DEFAULT_GARAGE_NAME, inventory: true, isDefault: true });
    }
    if (await isEmpty(tx, TAXES.table)) {
      for (const tax of SEED_TAXES) await insertDoc(tx, TAXES, tax);
    }
  });
}

export interface FirstAdmin {
  username: string;
  /** Set when the password was generated: it is shown once and never stored in clear. */
  generatedPassword: string | null;
  user: Doc<UserFields>;
}

/** Creates the first admin and the house partner on a database without users; null when users exist. */
export async function createFirstAdmin(database: Database, now: Date, username?: string, password?: string): Promise<FirstAdmin | null> {
  return runWrite(database, { actor: null, now }, async (tx) => {
    if (!(await isEmpty(tx, USERS.table))) return null;
    const name = normalizeUsername((username ?? 'admin').trim());
    const secret = password ?? randomPassword();
    const user = await insertDoc(tx, USERS, { name: 'Administrador', username: name, role: 'ADMIN' });
    await storePassword(tx.trx, user._id, secret);
    await insertDoc(tx, USERS, { name: PRODUCT_NAME, username: HOUSE_PARTNER_USERNAME, role: 'AV' });
    return { username: name, generatedPassword: password ? null : secret, user };
  });
}
