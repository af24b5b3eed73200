/**
 * A user's password hash lives in its own column, apart from the document (a list or a sync never
 * carries it), so it is written in SQL, not as a whole row: the row any read kept from before no
 * longer holds it as it stands (db/kept-rows.ts), and is forgotten here, in the one place that writes it.
 */
import { docs, type AnyReader } from '../../db/documents.js';
import { forgetRow } from '../../db/stored-rows.js';
import { hashPassword } from '../auth/secrets.js';

/** Stores `password`'s hash for the user `id`; `hash` when it was made already (the demo's users share one). */
export async function storePassword(trx: AnyReader, id: string, password: string | { hash: string }): Promise<void> {
  const hash = typeof password === 'string' ? await hashPassword(password) : password.hash;
  await docs(trx).updateTable('users').set({ password_hash: hash }).where('id', '=', id).execute();
  forgetRow(trx, 'users', id);
}
