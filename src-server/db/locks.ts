/**
 * Locks for reads whose rows a write transaction rewrites from what it read (a balance moved by a delta, a
 * stock figure set to a counted value). SQLite's writers run one at a time; PostgreSQL's run side by
 * side (write.ts), so there the rows are locked until the transaction ends: a second writer waits,
 * then reads what the first one left instead of overwriting it from an older value.
 */
import type { DbKind } from './connect.js';
import { dialectOf, runText } from './sql-text.js';
import { stateOf } from './tx-state.js';

export function lockedForWrite<Q extends { forUpdate(): Q }>(tx: { readonly kind: DbKind }, query: Q): Q {
  return tx.kind === 'postgres' ? query.forUpdate() : query;
}

/**
 * Holds locks on names until the write transaction `db` ends (PostgreSQL; SQLite's writer is alone,
 * and a plain reader takes none): for a "does it exist yet?" or "how many so far?" check, which no
 * row lock can cover. Two writes naming the same key (an Idempotency-Key, a sign-in limit's bucket)
 * then run one after the other, and the second reads what the first committed. The names are taken
 * in one order, so two writers never wait on each other crosswise; names that hash alike only wait.
 */
export async function lockNames(db: object, names: readonly string[]): Promise<void> {
  if (names.length === 0 || dialectOf(db) !== 'postgres' || stateOf(db) === undefined) return;
  await runText(db, LOCK_NAMES, [[...new Set(names)].sort()]);
}

/** The array's names in its order (sorted by the caller). */
const LOCK_NAMES = 'select pg_advisory_xact_lock(hashtextextended("name", 0)) from unnest($1::text[]) as "n"("name")';
