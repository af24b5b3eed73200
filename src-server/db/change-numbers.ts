/**
 * Change numbers: every document write takes one, and a sync pull serves changes in their order. A
 * pull at cursor N must never miss a change numbered at or below N that commits later.
 *
 * - SQLite has one writer at a time: it numbers from the `counters` row `seq` (sqlite-counters.ts),
 *   and a reader reads that row in its own snapshot.
 * - PostgreSQL runs writers side by side: a write's closing statement (closing-rows.ts) takes its
 *   numbers from the sequence `change_numbers` with `take_change_numbers`, which holds the fence's
 *   advisory lock shared from before its first number to the commit; writers never wait for each
 *   other there. A reader first asks `committed_change_number()`, which takes that lock exclusively
 *   (waiting only for the writes between their closing statement and their commit) and answers the
 *   sequence's last value L, then serves only changes up to L: each of them has committed or rolled
 *   back by then, and every number taken later is above L (migrations/server/0013_change_numbers.ts).
 *   Numbers may have gaps: a write rolled back after its closing statement (a deadlock run again, a
 *   guard that failed) leaves its numbers to no change.
 */
import type { Kysely } from 'kysely';
import type { Database } from './connect.js';
import { SEQ_COUNTER } from './counters.js';
import type { Tables } from './tables.js';

/** PostgreSQL: the SQL expression that takes `count` change numbers (an array, ascending) under the fence's shared lock. */
export const takeChangeNumbers = (count: string): string => `take_change_numbers(${count}::integer)`;

/**
 * PostgreSQL, in the closing statement: the final change number of the row `"v"` that holds the
 * transaction's own number (1, 2, …) in `seq`, from the numbers `"n"` took (`takeChangeNumbers`).
 */
export const CHANGE_NUMBER = '"n"."numbers"["v"."seq"::integer]';

/** SQLite: the latest change number, as `db` (a reader's snapshot) sees it. */
export async function countedChangeNumber(db: Kysely<Tables>): Promise<number> {
  const row = await db.selectFrom('counters').select('value').where('name', '=', SEQ_COUNTER).executeTakeFirst();
  return row ? Number(row.value) : 0;
}

/**
 * The newest change number a reader may serve: every change numbered up to it has committed or
 * rolled back. On PostgreSQL it is asked on a connection of its own and must come before the
 * reader's snapshot: a snapshot taken first would not see the commits the fence waited for.
 */
export async function committedChangeNumber(database: Database): Promise<number> {
  if (database.kind === 'sqlite') return countedChangeNumber(database.db);
  const [row] = await database.db.selectNoFrom((eb) => eb.fn<string>('committed_change_number').as('newest')).execute();
  return Number(row?.newest ?? 0);
}
