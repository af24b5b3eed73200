/**
 * Multi-row inserts written as SQL text: Kysely builds and compiles a node for every value, about
 * a microsecond and a half each, and for a batch of records, changes or stock rows that cost more
 * than the database's own work. The text is kept per shape (table, columns, row count, clauses);
 * only the values change. Identifiers come from our code, never from a request, and are quoted.
 */
import { CompiledQuery, type Transaction } from 'kysely';
import type { DbKind } from './connect.js';
import { BATCH_ROWS, chunks } from './doc-base.js';
import type { Tables } from './tables.js';

export interface BulkInsert {
  /** The columns to write, in order, read from each row (a missing or undefined value is written as null). */
  readonly columns: readonly string[];
  /** SQL after the values, e.g. `on conflict ("name") do update set "value" = excluded."value"`. */
  readonly tail?: string;
}

/** Shapes seen so far; bounded, since a shape includes its row count. */
const texts = new Map<string, string>();
const MAX_TEXTS = 1000;

export const quoteName = (name: string): string => `"${name.replaceAll('"', '""')}"`;

function insertText(kind: DbKind, table: string, shape: BulkInsert, rowCount: number): string {
  const key = `${kind}|${table}|${shape.columns.join(',')}|${rowCount}|${shape.tail ?? ''}`;
  let text = texts.get(key);
  if (text !== undefined) return text;
  const width = shape.columns.length;
  const tuples: string[] = [];
  for (let r = 0; r < rowCount; r += 1) {
    const marks = shape.columns.map((_, c) => (kind === 'postgres' ? `$${r * width + c + 1}` : '?'));
    tuples.push(`(${marks.join(', ')})`);
  }
  text = `insert into ${quoteName(table)} (${shape.columns.map(quoteName).join(', ')}) values ${tuples.join(', ')}${shape.tail ? ` ${shape.tail}` : ''}`;
  if (texts.size >= MAX_TEXTS) texts.clear();
  texts.set(key, text);
  return text;
}

/** Inserts `rows` in as few statements as the parameter limits allow; answers what `tail`'s RETURNING gives. */
export async function insertRows<R = unknown>(trx: Transaction<Tables>, kind: DbKind, table: string, rows: readonly object[], shape: BulkInsert): Promise<R[]> {
  const returned: R[] = [];
  // Well under SQLite's 32766 parameters and PostgreSQL's 65535.
  for (const chunk of chunks(rows, Math.max(1, Math.min(BATCH_ROWS, Math.floor(30_000 / shape.columns.length))))) {
    const parameters: unknown[] = [];
    for (const row of chunk) for (const column of shape.columns) parameters.push((row as Record<string, unknown>)[column] ?? null);
    const result = await trx.executeQuery<R>(CompiledQuery.raw(insertText(kind, table, shape, chunk.length), parameters));
    returned.push(...result.rows);
  }
  return returned;
}
