/**
 * The one way to write. Every write transaction takes the change counter first, so writers are
 * serialised (SQLite already is; on PostgreSQL the counter row lock does it) and change numbers
 * are committed in order: a sync pull at cursor N can never miss a change numbered below N that
 * commits later. Running numbers per collection are allocated under the same lock.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database, DbKind } from './connect.js';
import type { Tables } from './tables.js';

export const SEQ_COUNTER = 'seq';

export interface WriteTx {
  readonly trx: Transaction<Tables>;
  readonly kind: DbKind;
  /** One timestamp for everything this transaction writes. */
  readonly now: string;
  /** The user (or customer) on whose behalf the write runs; null for the system. */
  readonly actor: string | null;
  nextSeq(): number;
  nextNumber(collection: string): Promise<number>;
  /** Runs after a successful commit (never inside the transaction). */
  afterCommit(effect: () => void): void;
}

async function readCounter(trx: Transaction<Tables>, name: string, lock: boolean): Promise<number | undefined> {
  let query = trx.selectFrom('counters').select('value').where('name', '=', name);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row === undefined ? undefined : Number(row.value);
}

async function writeCounter(trx: Transaction<Tables>, name: string, value: number, existed: boolean): Promise<void> {
  if (existed) await trx.updateTable('counters').set({ value }).where('name', '=', name).execute();
  else await trx.insertInto('counters').values({ name, value }).execute();
}

export interface WriteOptions {
  actor: string | null;
  now: Date;
}

export async function runWrite<T>(database: Database, options: WriteOptions, work: (tx: WriteTx) => Promise<T>): Promise<T> {
  const effects: Array<() => void> = [];
  const result = await database.db.transaction().execute(async (trx) => {
    const lock = database.kind === 'postgres';
    const startSeq = await readCounter(trx, SEQ_COUNTER, lock);
    let seq = startSeq ?? 0;
    const numbers = new Map<string, { value: number; existed: boolean }>();
    const tx: WriteTx = {
      trx,
      kind: database.kind,
      now: options.now.toISOString(),
      actor: options.actor,
      nextSeq: () => ++seq,
      async nextNumber(collection) {
        const name = `number:${collection}`;
        let entry = numbers.get(name);
        if (!entry) {
          const current = await readCounter(trx, name, false);
          entry = { value: current ?? 0, existed: current !== undefined };
          numbers.set(name, entry);
        }
        entry.value += 1;
        return entry.value;
      },
      afterCommit: (effect) => effects.push(effect),
    };
    const value = await work(tx);
    if (seq !== (startSeq ?? 0)) await writeCounter(trx, SEQ_COUNTER, seq, startSeq !== undefined);
    for (const [name, entry] of numbers) await writeCounter(trx, name, entry.value, entry.existed);
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
