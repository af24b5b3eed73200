/**
 * The one way to write. Every write transaction takes the change counter first, so writers are
 * serialised (SQLite already is; on PostgreSQL the counter row lock does it) and change numbers
 * are committed in order: a sync pull at cursor N can never miss a change numbered below N that
 * commits later. Running numbers per collection are allocated under the same lock.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database, DbKind } from './connect.js';
import { writeClosingRows } from './closing-rows.js';
import { runText } from './sql-text.js';
import type { Tables } from './tables.js';
import { carryState, newTxState, type TxState } from './tx-state.js';

export const SEQ_COUNTER = 'seq';

const ALL_COUNTERS = 'select "name", "value" from "counters"';
const LOCKED_COUNTERS = `select "name", "value" from "counters" order by "name" <> '${SEQ_COUNTER}', "name" for update`;

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
  nextSeq(): number;
  nextNumber(collection: string): Promise<number>;
  /** Runs after a successful commit (never inside the transaction). */
  afterCommit(effect: () => void): void;
}

async function readCounter(trx: Transaction<Tables>, name: string): Promise<number | undefined> {
  const row = await trx.selectFrom('counters').select('value').where('name', '=', name).executeTakeFirst();
  return row === undefined ? undefined : Number(row.value);
}

/**
 * Every counter, in one statement, as the transaction starts. SQLite's one writer is already alone.
 * PostgreSQL locks the rows, the change counter's first: whoever holds it is the one writer, so no
 * two writers ever wait on each other crosswise for the other rows. A row read for update is its
 * latest committed version, even when the read had to wait for the writer before it (a plain read
 * in the same statement would answer the values from before that wait). A counter row that writer
 * created is not among them; `nextNumber` reads it when needed, still alone.
 */
async function startCounters(trx: Transaction<Tables>, kind: DbKind): Promise<Map<string, number>> {
  const rows = await runText<{ name: string; value: number }>(trx, kind === 'postgres' ? LOCKED_COUNTERS : ALL_COUNTERS, []);
  return new Map(rows.map((row) => [row.name, Number(row.value)]));
}

export interface WriteOptions {
  actor: string | null;
  now: Date;
  device?: string | null;
  route?: string | null;
}

export async function runWrite<T>(database: Database, options: WriteOptions, work: (tx: WriteTx) => Promise<T>): Promise<T> {
  const effects: Array<() => void> = [];
  const result = await database.db.transaction().execute(async (trx) => {
    const state = newTxState(database.kind, database.runHeld);
    carryState(trx, state);
    const started = await startCounters(trx, database.kind);
    const startSeq = started.get(SEQ_COUNTER);
    let seq = startSeq ?? 0;
    const numbers = new Map<string, number>();
    const tx: WriteTx = {
      trx,
      kind: database.kind,
      state,
      now: options.now.toISOString(),
      actor: options.actor,
      device: options.device ?? null,
      route: options.route ?? null,
      nextSeq: () => ++seq,
      async nextNumber(collection) {
        const name = `number:${collection}`;
        const current = numbers.get(name) ?? started.get(name) ?? (database.kind === 'postgres' ? await readCounter(trx, name) : undefined);
        const value = (current ?? 0) + 1;
        numbers.set(name, value);
        return value;
      },
      afterCommit: (effect) => effects.push(effect),
    };
    const value = await work(tx);
    const moved = [...numbers].map(([name, number]) => ({ name, value: number }));
    if (seq !== (startSeq ?? 0)) moved.unshift({ name: SEQ_COUNTER, value: seq });
    await writeClosingRows(trx, state, moved);
    return value;
  });
  for (const effect of effects) effect();
  return result;
}

/** The latest committed change number. */
export async function currentSeq(db: Kysely<Tables>): Promise<number> {
  const row = await db.selectFrom('counters').select('value').where('name', '=', SEQ_COUNTER).executeTakeFirst();
  return row ? Number(row.value) : 0;
}
