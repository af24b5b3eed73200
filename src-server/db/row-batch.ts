/**
 * Several reads of document rows in one statement (`union all`): what a write's plan reads before
 * it decides — a customer, the products of a cart, the delivery option, the tax table — was a
 * statement each, one round trip each on PostgreSQL. Every part answers the rows the document
 * store reads (`id`, `doc`, `status`, `number`, `seq`), which a write transaction remembers as it
 * remembers any row it read (stored-rows.ts): a later write of one of them is checked against the
 * change number it was read with, as after `getDoc`. No part locks its rows (a locking read cannot
 * be one branch of a `union`): a write that rewrites what it reads reads those rows by themselves.
 */
import { docs, type AnyReader } from './doc-base.js';
import { dialectOf, mark, marks, quoteName, runText, textFor } from './sql-text.js';
import { rememberRow } from './stored-rows.js';
import type { DocumentTable } from './tables.js';

/** One read: the rows of `ids`, the rows whose `equals.column` holds `equals.value`, or (neither given) the whole table. */
export interface RowsPart {
  readonly table: string;
  readonly ids?: readonly string[];
  readonly equals?: { readonly column: string; readonly value: string | number };
}

export type BatchRow = Pick<DocumentTable, 'id' | 'doc' | 'status' | 'number' | 'seq'>;

const COLUMNS = ['id', 'doc', 'status', 'number', 'seq'] as const;

function partKey(part: RowsPart): string {
  return `${part.table}:${part.ids ? `ids${part.ids.length}` : part.equals ? `eq:${part.equals.column}` : 'all'}`;
}

/** The rows of each part, in the order of `parts`; a part of no ids reads nothing. */
export async function readRowParts(db: AnyReader, parts: readonly RowsPart[]): Promise<BatchRow[][]> {
  const asked = parts.map((part, index) => ({ part, index })).filter(({ part }) => part.ids === undefined || part.ids.length > 0);
  const out: BatchRow[][] = parts.map(() => []);
  if (asked.length === 0) return out;
  const kind = dialectOf(db);
  let rows: Array<BatchRow & { part: number }>;
  if (kind === undefined) {
    // A reader of unknown dialect (no statement text can be written for it): one Kysely query per part.
    rows = [];
    for (const { part, index } of asked) {
      let query = docs(db)
        .selectFrom(part.table)
        .select([...COLUMNS]);
      if (part.ids) query = query.where('id', 'in', [...part.ids]);
      else if (part.equals) query = query.where(part.equals.column, '=', part.equals.value);
      for (const row of await query.execute()) rows.push({ ...(row as BatchRow), part: index });
    }
  } else {
    const values: unknown[] = [];
    const text = textFor(`row-parts|${kind}|${asked.map(({ part, index }) => `${index}=${partKey(part)}`).join('|')}`, () => {
      let next = 0;
      const selects = asked.map(({ part, index }) => {
        const head = `select ${index} as "part", ${COLUMNS.map(quoteName).join(', ')} from ${quoteName(part.table)}`;
        if (part.ids) {
          const where = part.ids.length === 1 ? `"id" = ${mark(kind, next)}` : `"id" in (${marks(kind, part.ids.length, next)})`;
          next += part.ids.length;
          return `${head} where ${where}`;
        }
        if (part.equals) return `${head} where ${quoteName(part.equals.column)} = ${mark(kind, next++)}`;
        return head;
      });
      return selects.join(' union all ');
    });
    for (const { part } of asked) {
      if (part.ids) values.push(...part.ids);
      else if (part.equals) values.push(part.equals.value);
    }
    rows = await runText<BatchRow & { part: number }>(db, text, values);
  }
  for (const { part: index, ...row } of rows) {
    const table = parts[Number(index)]?.table;
    if (table === undefined) continue;
    rememberRow(db, table, row);
    out[Number(index)]?.push(row);
  }
  return out;
}
