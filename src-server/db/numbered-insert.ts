/**
 * PostgreSQL: new document rows inserted in the statement that takes their running numbers
 * (counters.ts), one round trip instead of two. The counter's row is locked from that statement to
 * the commit, so the later a write takes it, the less other writers of the collection wait: a
 * stock move's records are inserted after its products are refreshed, with their numbers.
 *
 * The number is in the row's `number` column and in its JSON (`doc`), which the statement writes
 * as `{"number":N,` followed by the rest of the document. A collection whose other columns are
 * computed from the number (an order's search text holds it) cannot be written so: its caller
 * takes the numbers first (`dependsOnNumber`).
 */
import type { CollectionDef, Doc } from './doc-base.js';
import { numberCounter } from './counters.js';
import { quoteName, runText, textFor } from './sql-text.js';
import type { DocumentTable } from './tables.js';
import type { WriteTx } from './write.js';

/** Rows per statement this way; a larger batch takes its numbers first. */
export const NUMBERED_ROWS_MAX = 100;

const TAKEN = `(select "base" from "taken")`;

/** Whether the collection's columns change with the document's number (then they cannot be written before it is known). */
export function dependsOnNumber<F extends object>(def: CollectionDef<F>, doc: Doc<F>): boolean {
  if (!def.columns) return false;
  return JSON.stringify(def.columns({ ...doc, number: 1 })) !== JSON.stringify(def.columns({ ...doc, number: 2 }));
}

function numberedText(table: string, columns: readonly string[], rowCount: number): string {
  return textFor(`numbered|${table}|${columns.join(',')}|${rowCount}`, () => {
    let next = 3;
    const tuples = Array.from({ length: rowCount }, (_, r) => {
      const values = columns.map((column) => {
        if (column === 'number') return `${TAKEN} + ${r + 1}`;
        if (column === 'doc') return `'{"number":' || (${TAKEN} + ${r + 1}) || ',' || $${next++}`;
        return `$${next++}`;
      });
      return `(${values.join(', ')})`;
    });
    const take = `insert into "counters" ("name", "value") values ($1, $2) on conflict ("name") do update set "value" = "counters"."value" + excluded."value" returning "value" - $2 as "base"`;
    return `with "taken" as (${take}) insert into ${quoteName(table)} (${columns.map(quoteName).join(', ')}) values ${tuples.join(', ')} returning "number"`;
  });
}

/**
 * Inserts `rows` (at most NUMBERED_ROWS_MAX, each its document's row but for the number) numbered
 * from the collection's next running number in the order given; sets the number in each row and in
 * its document in `docs`, and answers the first.
 */
export async function insertTakingNumbers<F extends object>(tx: WriteTx, def: CollectionDef<F>, rows: DocumentTable[], docs: Array<Doc<F>>): Promise<number> {
  if (rows.length === 0 || rows.length > NUMBERED_ROWS_MAX) throw new Error(`insertTakingNumbers takes 1 to ${NUMBERED_ROWS_MAX} rows`);
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const rests: string[] = [];
  const values: unknown[] = [numberCounter(def.name), rows.length];
  for (const [i, row] of rows.entries()) {
    const { number: _number, ...rest } = docs[i] as Doc<F>;
    // Never `{}`: every document has its `_id`.
    const text = JSON.stringify(rest).slice(1);
    rests.push(text);
    for (const column of columns) {
      if (column === 'number') continue;
      values.push(column === 'doc' ? text : ((row as unknown as Record<string, unknown>)[column] ?? null));
    }
  }
  const returned = await runText<{ number: number }>(tx.trx, numberedText(def.table, columns, rows.length), values);
  const first = Math.min(...returned.map((row) => Number(row.number)));
  rows.forEach((row, i) => {
    row.number = first + i;
    row.doc = `{"number":${first + i},${rests[i]}`;
    (docs[i] as Doc<F>).number = first + i;
  });
  return first;
}
