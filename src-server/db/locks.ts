/**
 * Reads whose rows a write transaction rewrites from what it read (a balance moved by a delta, a
 * stock figure set to a counted value). SQLite's writers run one at a time; PostgreSQL's run side by
 * side (write.ts), so there the rows are locked until the transaction ends: a second writer waits,
 * then reads what the first one left instead of overwriting it from an older value.
 */
import type { Transaction } from 'kysely';
import type { DbKind } from './connect.js';
import { runText } from './sql-text.js';
import type { Tables } from './tables.js';

export function lockedForWrite<Q extends { forUpdate(): Q }>(tx: { readonly kind: DbKind }, query: Q): Q {
  return tx.kind === 'postgres' ? query.forUpdate() : query;
}

/**
 * Holds a lock on a name until the write transaction ends (PostgreSQL; SQLite's writer is alone):
 * for a "does it exist yet?" check whose row may not exist, which no row lock can cover. Two
 * writes naming the same key (an Idempotency-Key) then run one after the other, and the second
 * reads what the first committed. Names that hash alike only wait on each other.
 */
export async function lockName(tx: { readonly kind: DbKind; readonly trx: Transaction<Tables> }, name: string): Promise<void> {
  if (tx.kind === 'postgres') await runText(tx.trx, 'select pg_advisory_xact_lock(hashtextextended($1, 0))', [name]);
}
