/**
 * The `counters` table: on SQLite the change counter (`seq`), whose value is the latest change
 * number (PostgreSQL numbers changes from a sequence: change-numbers.ts), and a running number per
 * collection (`number:orders`), which numbers its documents 1, 2, ….
 */
import type { Transaction } from 'kysely';
import { runText } from './sql-text.js';
import type { Tables } from './tables.js';

export const SEQ_COUNTER = 'seq';

export const numberCounter = (collection: string): string => `number:${collection}`;

/** How a write transaction numbers its changes and documents, and what it writes as it closes (write.ts, sqlite-counters.ts). */
export interface Numbering {
  nextSeq(): number;
  nextNumber(collection: string, count: number): Promise<number>;
  /** Writes the closing rows and answers the write's guard. */
  close(): Promise<void>;
}

const TAKE_NUMBERS = 'insert into "counters" ("name", "value") values ($1, $2) on conflict ("name") do update set "value" = "counters"."value" + excluded."value" returning "value"';

/**
 * PostgreSQL: takes `count` running numbers of a collection and answers the first. The counter's
 * row stays locked until the transaction ends, so a transaction that rolls back leaves no gap and
 * two never take the same number; writers that number no document of the collection never wait on it.
 */
export async function takeNumbers(trx: Transaction<Tables>, collection: string, count: number): Promise<number> {
  const [row] = await runText<{ value: number }>(trx, TAKE_NUMBERS, [numberCounter(collection), count]);
  if (row === undefined) throw new Error(`no number was taken for ${collection}`);
  return Number(row.value) - count + 1;
}
