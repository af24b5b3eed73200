/**
 * The one way to write. A sync pull at cursor N must never miss a change numbered at or below N that
 * commits later (change-numbers.ts):
 *
 * - SQLite has one writer at a time: a write transaction numbers its changes and documents from the
 *   counters as they stand, and checks in its closing statement that they still did (sqlite-counters.ts).
 * - PostgreSQL runs writers side by side. A transaction numbers its changes 1, 2, … while it works and
 *   takes its real numbers in its last statement (closing-rows.ts), from a sequence under the pull's
 *   fence, which holds no row: writers do not wait for each other there. Running
 *   numbers of a collection are taken by the same statement for the new documents whose insert
 *   waits for it (held-inserts.ts), else when a document is created (counters.ts), locking that
 *   collection's counter until the commit. Rows a write reads and then rewrites are protected by row
 *   locks (`getDocToWrite`) or by checks that they did not change (documents.ts, field-write.ts);
 *   a deadlock, a stale row or a duplicate key runs the whole transaction again (retry.ts).
 */
import type { Transaction } from 'kysely';
import type { Database, DbKind } from './connect.js';
import { writeNumberedClosingRows } from './closing-rows.js';
import { takeNumbers, type Numbering } from './counters.js';
import { runText } from './sql-text.js';
import { backoff, isRetryable, WRITE_ATTEMPTS } from './retry.js';
import { ReadAtStart, SqliteCounters } from './sqlite-counters.js';
import type { Tables } from './tables.js';
import { carryState, newTxState, type TxState } from './tx-state.js';
import { holdBackUpdates } from './held-updates.js';
import type { WriteGuard } from './write-guard.js';
import { StampInClosedPeriod } from './period-fence.js';
import { insertHeldNow, prepareClosing } from './held-inserts.js';
import { resolveProvisional } from './provisional-numbers.js';

export { SEQ_COUNTER } from './counters.js';

export interface WriteTx {
  readonly trx: Transaction<Tables>;
  readonly kind: DbKind;
  /** What the transaction keeps while it runs (tx-state.ts), also reachable from `trx`. */
  readonly state: TxState;
  /** One timestamp for everything this transaction writes. */
  readonly now: string;
  /** The user (or customer) on whose behalf the write runs; null for the system. */
  readonly actor: string | null;
  /** The caller's signed-in device, for the change history; null when unknown or for the system. */
  readonly device: string | null;
  /** The route that runs the write (`order.confirm`), for the change history; null for the system. */
  readonly route: string | null;
  /** The change number of the next document write (on PostgreSQL the transaction's own until it closes, write.ts). */
  nextSeq(): number;
  /** The first of `count` (1 by default) consecutive running numbers of a collection. */
  nextNumber(collection: string, count?: number): Promise<number>;
  /** Runs after a successful commit (never inside the transaction). */
  afterCommit(effect: () => void): void;
}

export interface WriteOptions {
  actor: string | null;
  now: Date;
  device?: string | null;
  route?: string | null;
  /** A condition checked inside the transaction, which fails the write unless it holds as it commits (write-guard.ts). */
  guard?: WriteGuard | null;
}

/**
 * PostgreSQL: the transaction's own change numbers until it closes; running numbers taken by the
 * closing statement for the new documents whose insert waits for it, or when asked (see the header).
 * The guard is answered by the closing statement, the last before the commit.
 */
function numberAtClose(trx: Transaction<Tables>, state: TxState, guard: WriteGuard | null): Numbering {
  let used = 0;
  const run = (text: string, parameters: readonly unknown[]): Promise<unknown[]> => runText(trx, text, parameters);
  return {
    nextSeq: () => ++used,
    async nextNumber(collection, count) {
      // Documents of the collection held for the closing statement are numbered first, in the order they were made.
      if ([...state.heldInserts.values()].some((held) => held.def.name === collection)) await insertHeldNow(state, run);
      return takeNumbers(trx, collection, count);
    },
    async close() {
      await prepareClosing(state, run);
      await writeNumberedClosingRows(trx, state, used, guard);
    },
  };
}

async function runOnce<T>(database: Database, options: WriteOptions, work: (tx: WriteTx) => Promise<T>, counters: SqliteCounters | null): Promise<T> {
  const effects: Array<() => void> = [];
  const result = await database.db.transaction().execute(async (trx) => {
    const state = newTxState(database.kind, database.runHeld);
    carryState(trx, state);
    const guard = options.guard ?? null;
    const numbering: Numbering = counters ? await counters.start(trx, state, guard) : numberAtClose(trx, state, guard);
    // PostgreSQL: updates of rows the transaction locked wait for its closing statement (held-updates.ts).
    const release = database.kind === 'postgres' ? await holdBackUpdates(trx, state) : null;
    try {
      const tx: WriteTx = {
        trx,
        kind: database.kind,
        state,
        now: options.now.toISOString(),
        actor: options.actor,
        device: options.device ?? null,
        route: options.route ?? null,
        nextSeq: () => numbering.nextSeq(),
        nextNumber: (collection, count = 1) => numbering.nextNumber(collection, count),
        afterCommit: (effect) => effects.push(effect),
      };
      try {
        const value = await work(tx);
        await numbering.close();
        // PostgreSQL: what the answer holds of documents numbered by the closing statement (held-inserts.ts).
        return resolveProvisional(state, value);
      } catch (error) {
        const refused = refusingIndex(error);
        const answer = refused === null ? undefined : state.refusals.get(refused);
        throw answer ? answer() : error;
      }
    } finally {
      release?.();
    }
  });
  for (const effect of effects) effect();
  return result;
}

/** The unique index a failed statement broke, or null: PostgreSQL names its constraint, SQLite its index in the message. */
function refusingIndex(error: unknown): string | null {
  const failure = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (failure?.code === '23505' && typeof failure.constraint === 'string') return failure.constraint;
  if (failure?.code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof failure.message === 'string') return /index '([^']+)'/.exec(failure.message)?.[1] ?? null;
  return null;
}

/**
 * Runs `work` in a write transaction and commits it. On PostgreSQL a transaction that collided with
 * another (retry.ts) runs again from the start, a few times, and on either database one whose time
 * an audit closed meanwhile runs again later (period-fence.ts): `work` must do nothing outside the
 * transaction but through `afterCommit`.
 */
export async function runWrite<T>(database: Database, options: WriteOptions, work: (tx: WriteTx) => Promise<T>): Promise<T> {
  let stamped = options;
  let readFirst = false;
  for (let attempt = 1; ; attempt += 1) {
    // SQLite numbers from the counters as they stand (sqlite-counters.ts).
    const counters = database.kind === 'sqlite' ? new SqliteCounters(database, readFirst) : null;
    try {
      return await runOnce(database, stamped, work, counters);
    } catch (caught) {
      const error = counters ? counters.failed(caught) : caught;
      // An audit closed the period the write's time fell in while it waited (period-fence.ts): it is placed at that period's end, in the open one.
      if (error instanceof StampInClosedPeriod && attempt < WRITE_ATTEMPTS) {
        stamped = { ...stamped, now: error.closedAt };
        continue;
      }
      // SQLite: what the write took from the counters kept in this process did not hold (sqlite-counters.ts).
      if (error instanceof ReadAtStart && attempt < WRITE_ATTEMPTS) {
        readFirst = true;
        continue;
      }
      if (database.kind !== 'postgres' || attempt >= WRITE_ATTEMPTS || !isRetryable(error)) throw error;
      await backoff(attempt);
    }
  }
}
