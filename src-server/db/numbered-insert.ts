/**
 * PostgreSQL: new document rows inserted in the statement that takes their running numbers
 * (counters.ts), one round trip instead of two. The counter's row is locked from that statement to
 * the commit, so most new documents wait for the write's closing statement, which takes their
 * numbers as it inserts them (held-inserts.ts); this statement inserts them when the write needs
 * them earlier (a statement names their table, another document copied their number).
 *
 * The number is in the row's `number` column and in its JSON (`doc`), which the statement writes
 * as `{"number":N,` followed by the rest of the document. A column that holds the number as text
 * (an order's search text) is written the same way, as the text before it, the number and the
 * text after it (`numberedColumns`); a collection whose columns depend on the number otherwise
 * cannot be written so: its caller takes the numbers first.
 */
import type { CollectionDef, Doc } from './doc-base.js';
import { forgetRowText } from './row-text.js';
import { numberCounter } from './counters.js';
import { quoteName, runText, textFor } from './sql-text.js';
import type { DocumentTable } from './tables.js';
import type { WriteTx } from './write.js';

/** Rows per statement this way; a larger batch takes its numbers first. */
export const NUMBERED_ROWS_MAX = 100;

const TAKEN = `(select "base" from "taken")`;

/** Two numbers no document text holds by chance: a column's values for both tell how it holds the number. */
const PROBES = [918273645, 918273646] as const;

/** Per column that holds the document's number as text, the text before the number and after it. */
export type NumberedColumns = ReadonlyMap<string, readonly [before: string, after: string]>;

/**
 * The columns of `doc` that change with its number, each as the text around the number it holds;
 * null when one changes with it otherwise (then the row cannot be written before the number is known).
 */
export function numberedColumns<F extends object>(def: CollectionDef<F>, doc: Doc<F>): NumberedColumns | null {
  const found = new Map<string, readonly [string, string]>();
  if (!def.columns) return found;
  const [one, two] = PROBES.map((number) => def.columns?.({ ...doc, number }) ?? {});
  for (const [column, value] of Object.entries(one ?? {})) {
    const other = (two as Record<string, unknown>)[column];
    if (JSON.stringify(value) === JSON.stringify(other)) continue;
    if (typeof value !== 'string' || typeof other !== 'string') return null;
    const parts = value.split(String(PROBES[0]));
    if (parts.length !== 2 || other !== parts.join(String(PROBES[1]))) return null;
    found.set(column, [parts[0] ?? '', parts[1] ?? '']);
  }
  return found;
}

function numberedText(table: string, columns: readonly string[], around: readonly string[], rowCount: number): string {
  return textFor(`numbered|${table}|${columns.join(',')}|${around.join(',')}|${rowCount}`, () => {
    let next = 3;
    const tuples = Array.from({ length: rowCount }, (_, r) => {
      const values = columns.map((column) => {
        if (column === 'number') return `${TAKEN} + ${r + 1}`;
        if (column === 'doc') return `'{"number":' || (${TAKEN} + ${r + 1}) || ',' || $${next++}`;
        if (around.includes(column)) {
          next += 2;
          return `$${next - 2}::text || (${TAKEN} + ${r + 1})::text || $${next - 1}::text`;
        }
        return `$${next++}`;
      });
      return `(${values.join(', ')})`;
    });
    const take = `insert into "counters" ("name", "value") values ($1, $2) on conflict ("name") do update set "value" = "counters"."value" + excluded."value" returning "value" - $2 as "base"`;
    return `with "taken" as (${take}) insert into ${quoteName(table)} (${columns.map(quoteName).join(', ')}) values ${tuples.join(', ')} returning "number"`;
  });
}

/** A numbered insert's statement, and what settles its rows and documents once it answered. */
export interface NumberedInsert {
  readonly text: string;
  readonly values: unknown[];
  /** Sets the numbers taken in the rows, the columns that hold them and the documents; answers the first. */
  settle(returned: ReadonlyArray<{ number: unknown }>): number;
}

/**
 * The insert of `rows` (at most NUMBERED_ROWS_MAX, each its document's row but for the number)
 * numbered from the collection's next running number in the order given; `around` is each row's
 * `numberedColumns`; `rests`, each document's `docWithoutNumber` when the caller made it already.
 */
export function numberedInsert<F extends object>(def: CollectionDef<F>, rows: DocumentTable[], docs: Array<Doc<F>>, around: readonly NumberedColumns[], rests?: readonly string[]): NumberedInsert {
  if (rows.length === 0 || rows.length > NUMBERED_ROWS_MAX) throw new Error(`a numbered insert takes 1 to ${NUMBERED_ROWS_MAX} rows`);
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  // The same columns hold the number in every row (the key of the statement's text says which).
  const numbered = [...new Set(around.flatMap((row) => [...row.keys()]))].sort();
  const texts = rests ?? docs.map((doc) => docWithoutNumber(doc));
  const values: unknown[] = [numberCounter(def.name), rows.length];
  for (const [i, row] of rows.entries()) {
    const text = texts[i] ?? '';
    for (const column of columns) {
      if (column === 'number') continue;
      if (column === 'doc') values.push(text);
      else if (numbered.includes(column)) values.push(...(around[i]?.get(column) ?? ['', '']));
      else values.push((row as unknown as Record<string, unknown>)[column] ?? null);
    }
  }
  return {
    text: numberedText(def.table, columns, numbered, rows.length),
    values,
    settle(returned) {
      const first = Math.min(...returned.map((row) => Number(row.number)));
      settleNumbers(rows, docs, around, texts, first);
      return first;
    },
  };
}

/** A document's JSON without its number and opening brace: `{"number":N,` goes before it. Never `{}`: every document has its `_id`. */
export function docWithoutNumber(doc: Doc<object>): string {
  const { number: _number, ...rest } = doc;
  return JSON.stringify(rest).slice(1);
}

/** Numbers the rows (`rests`: each document's `docWithoutNumber`) and documents from `first`, in order. */
export function settleNumbers(rows: readonly DocumentTable[], docs: ReadonlyArray<Doc<object>>, around: readonly NumberedColumns[], rests: readonly string[], first: number): void {
  rows.forEach((row, i) => {
    row.number = first + i;
    row.doc = `{"number":${first + i},${rests[i]}`;
    for (const [column, [before, after]] of around[i] ?? []) (row as unknown as Record<string, unknown>)[column] = `${before}${first + i}${after}`;
    (docs[i] as Doc<object>).number = first + i;
    // The text its row was built with holds the number it had before.
    forgetRowText(docs[i] as Doc<object>);
  });
}

/** Inserts `rows` as `numberedInsert` writes them; sets the numbers taken and answers the first. */
export async function insertTakingNumbers<F extends object>(tx: WriteTx, def: CollectionDef<F>, rows: DocumentTable[], docs: Array<Doc<F>>, around: readonly NumberedColumns[]): Promise<number> {
  const insert = numberedInsert(def, rows, docs, around);
  return insert.settle(await runText<{ number: number }>(tx.trx, insert.text, insert.values));
}
