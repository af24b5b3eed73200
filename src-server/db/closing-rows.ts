/**
 * What a write transaction writes last, once its work is done: the change rows and history entries
 * it kept (changes.ts, history.ts) and the counters it moved (write.ts). On SQLite, a statement is a
 * call into the same process, so each table gets its own; on PostgreSQL each is a round trip while
 * the change counter's lock is held, so all three go in one statement (data-modifying WITH parts),
 * as long as the rows fit the parameter limits. Large transactions (imports) take the chunked way.
 */
import type { Transaction } from 'kysely';
import { BATCH_ROWS } from './doc-base.js';
import { insertRows, insertText, rowValues, type BulkInsert } from './bulk.js';
import { CHANGE_ROWS } from './changes.js';
import { HISTORY_COLUMNS } from './history.js';
import { runText } from './sql-text.js';
import type { Tables } from './tables.js';
import type { TxState } from './tx-state.js';

export const COUNTER_ROWS = { columns: ['name', 'value'], tail: 'on conflict ("name") do update set "value" = excluded."value"' } as const satisfies BulkInsert;
const HISTORY_ROWS = { columns: HISTORY_COLUMNS } as const satisfies BulkInsert;

interface Part {
  table: string;
  shape: BulkInsert;
  rows: readonly object[];
}

/** One statement of several inserts: all but the last as WITH parts, each with its own run of marks. */
function combinedText(state: TxState, parts: readonly Part[]): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const texts = parts.map((part) => {
    const text = insertText(state.kind, part.table, part.shape, part.rows.length, values.length);
    rowValues(part.rows, part.shape, values);
    return text;
  });
  const last = texts.pop() ?? '';
  return { text: texts.length === 0 ? last : `with ${texts.map((text, i) => `"w${i}" as (${text})`).join(', ')} ${last}`, values };
}

export async function writeClosingRows(trx: Transaction<Tables>, state: TxState, counters: ReadonlyArray<{ name: string; value: number }>): Promise<void> {
  const parts: Part[] = [
    { table: 'changes', shape: CHANGE_ROWS, rows: [...state.changes.values()] },
    { table: 'history', shape: HISTORY_ROWS, rows: state.history },
    { table: 'counters', shape: COUNTER_ROWS, rows: counters },
  ].filter((part) => part.rows.length > 0);
  if (parts.length === 0) return;
  if (state.kind === 'postgres' && parts.every((part) => part.rows.length <= BATCH_ROWS)) {
    const { text, values } = combinedText(state, parts);
    await runText(trx, text, values);
    return;
  }
  for (const part of parts) await insertRows(trx, state.kind, part.table, part.rows, part.shape);
}
