/**
 * The server's side of the unique fields (src-shared/unique-fields.ts): a value another document of
 * the collection holds is bad input on that field, with the shared message — not a UNIQUE
 * constraint's server fault. Each collection's table keeps the field's key as a column (usernames
 * lower-cased), so one indexed lookup settles it.
 */
import { AppError } from '../../src-shared/errors.js';
import { UNIQUE_FIELDS } from '../../src-shared/unique-fields.js';
import { docs, type CollectionDef } from '../db/documents.js';
import type { WriteTx } from '../db/write.js';

export async function assertUniqueValue<F extends object>(tx: WriteTx, def: CollectionDef<F>, field: string, value: string, exceptId?: string): Promise<void> {
  const rule = UNIQUE_FIELDS.find((r) => r.collection === def.name && r.field === field);
  if (!rule) throw new Error(`${def.name}.${field} is not a unique field (src-shared/unique-fields.ts)`);
  let query = docs(tx.trx).selectFrom(def.table).select('id').where(field, '=', rule.key(value));
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) {
    throw AppError.invalid(field, rule.taken(value));
  }
}
