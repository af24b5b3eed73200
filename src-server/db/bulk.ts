/**
 * Multi-row inserts written as SQL text (`sql-text.ts`): Kysely builds and compiles a node for every
 * value, about a microsecond and a half each, and for a batch of records, changes or stock rows that
 * cost more than the database's own work. The text is kept per shape (table, columns, row count,
 * clauses); only the values change.
 */
import type { Transaction } from 'kysely';
import type { DbKind } from './connect.js';
import { BATCH_ROWS, chunks } from './doc-base.js';
import { marks, quoteName, runText, textFor } from './sql-text.js';
import type { Tables } from './tables.js';

export interface BulkInsert {
  /** The columns to write, in order, read from each row (a missing or undefined value is written as null). */
  readonly columns: readonly string[];
  /** SQL after the values, e.g. `on conflict ("name") do update set "value" = excluded."value"`. */
  readonly tail?: string;
}

/** The insert of `rowCount` rows, its parameters' marks numbered from `first` (a statement may hold several). */
export function insertText(kind: DbKind, table: string, shape: BulkInsert, rowCount: number, first = 0): string {
  return textFor(`insert|${kind}|${table}|${shape.columns.join(',')}|${rowCount}|${first}|${shape.tail ?? ''}`, () => {
    const width = shape.columns.length;
    const tuples = Array.from({ length: rowCount }, (_, r) => `(${marks(kind, width, first + r * width)})`);
    return `insert into ${quoteName(table)} (${shape.columns.map(quoteName).join(', ')}) values ${tuples.join(', ')}${shape.tail ? ` ${shape.tail}` : ''}`;
  });
}

/**
 * Every column any of `rows` has, in the order first met: a multi-row insert's columns. Read key by
 * key into one set, not through an array of every row's keys spread into a set: for a delivery's
 * 11 stock-ledger rows of 13 columns, 2 µs instead of 18 (issue 21, round 17).
 */
export function columnsOf(rows: readonly object[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const column of Object.keys(row)) columns.add(column);
  return [...columns];
}

/** The values of `rows` for `shape`'s columns, row after row (a missing or undefined value is null). */
export function rowValues(rows: readonly object[], shape: BulkInsert, into: unknown[] = []): unknown[] {
  for (const row of rows) for (const column of shape.columns) into.push((row as Record<string, unknown>)[column] ?? null);
  return into;
}

/** Inserts `rows` in as few statements as the parameter limits allow; answers what `tail`'s RETURNING gives. */
export async function insertRows<R = unknown>(trx: Transaction<Tables>, kind: DbKind, table: string, rows: readonly object[], shape: BulkInsert): Promise<R[]> {
  const returned: R[] = [];
  // Well under SQLite's 32766 parameters and PostgreSQL's 65535.
  for (const chunk of chunks(rows, Math.max(1, Math.min(BATCH_ROWS, Math.floor(30_000 / shape.columns.length))))) {
    returned.push(...(await runText<R>(trx, insertText(kind, table, shape, chunk.length), rowValues(chunk, shape))));
  }
  return returned;
}
