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

function insertText(kind: DbKind, table: string, shape: BulkInsert, rowCount: number): string {
  return textFor(`insert|${kind}|${table}|${shape.columns.join(',')}|${rowCount}|${shape.tail ?? ''}`, () => {
    const width = shape.columns.length;
    const tuples = Array.from({ length: rowCount }, (_, r) => `(${marks(kind, width, r * width)})`);
    return `insert into ${quoteName(table)} (${shape.columns.map(quoteName).join(', ')}) values ${tuples.join(', ')}${shape.tail ? ` ${shape.tail}` : ''}`;
  });
}

/** Inserts `rows` in as few statements as the parameter limits allow; answers what `tail`'s RETURNING gives. */
export async function insertRows<R = unknown>(trx: Transaction<Tables>, kind: DbKind, table: string, rows: readonly object[], shape: BulkInsert): Promise<R[]> {
  const returned: R[] = [];
  // Well under SQLite's 32766 parameters and PostgreSQL's 65535.
  for (const chunk of chunks(rows, Math.max(1, Math.min(BATCH_ROWS, Math.floor(30_000 / shape.columns.length))))) {
    const parameters: unknown[] = [];
    for (const row of chunk) for (const column of shape.columns) parameters.push((row as Record<string, unknown>)[column] ?? null);
    returned.push(...(await runText<R>(trx, insertText(kind, table, shape, chunk.length), parameters)));
  }
  return returned;
}
