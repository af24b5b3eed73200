/**
 * The customer's open account as the server reads it (domain §6: one at a time). A delivery's and a
 * payment's money are planned in src-shared/planners (order-settlement.ts, accounts.ts); this read
 * is what their `PlanReads.activeAccount` answers with on the server.
 */
import { docs, rowToDoc, type AnyReader, type Doc } from '../../db/documents.js';
import { dialectOf, runShaped } from '../../db/sql-text.js';
import { ACCOUNTS, type AccountFields } from './account-collections.js';

/**
 * The customer's active account. `toWrite`: read to move its balance, so on PostgreSQL its row stays
 * locked until the write ends and two movements at once add up instead of the second overwriting
 * the first (SQLite's writer is alone).
 */
export async function activeAccountOf(db: AnyReader, customer: string, toWrite = false): Promise<Doc<AccountFields> | undefined> {
  const lock = toWrite && dialectOf(db) === 'postgres';
  const [row] = await runShaped(
    db,
    lock ? 'active-account-locked' : 'active-account',
    (slot) => {
      const query = docs(db).selectFrom(ACCOUNTS.table).select(['doc', 'status', 'number']).where('customer', '=', slot(0)).where('status', '=', 1);
      return lock ? query.forUpdate() : query;
    },
    [customer],
  );
  return row ? rowToDoc<AccountFields>(row) : undefined;
}
