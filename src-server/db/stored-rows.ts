/**
 * What each document row holds, as the running write transaction last read or wrote it, so that a
 * save writes only the columns whose value changes. An UPDATE that names a column rewrites every
 * SQLite index over that column even when the value stays the same, and an order or a product has
 * ten or more: naming only the changed columns spares those pages (PostgreSQL already skips them).
 *
 * Kept in the write transaction's state (tx-state.ts; never for plain reads), and only for rows
 * read or written through the document store, which is the only writer of document rows: what it
 * holds is what the table holds.
 */
import type { AnyReader } from './doc-base.js';
import { keptLookupFor, keptRowsFor } from './kept-rows.js';
import { stateOf, type StoredRow } from './tx-state.js';

const keyOf = (table: string, id: string): string => `${table}|${id}`;

/** Rows read through `db` are remembered only inside a write transaction. */
export function remembersRows(db: AnyReader): boolean {
  return stateOf(db) !== undefined;
}

export function rememberRow(db: AnyReader, table: string, row: StoredRow & { id: string }): void {
  stateOf(db)?.rows.set(keyOf(table, row.id), row);
}

/** Whether the row is known as it stands, which also means it exists. */
export function knowsRow(db: AnyReader, table: string, id: string): boolean {
  return stateOf(db)?.rows.has(keyOf(table, id)) ?? false;
}

/** The change number the row held when this transaction last read or wrote it; undefined when not known. */
export function rememberedSeq(db: AnyReader, table: string, id: string): number | undefined {
  const seq = stateOf(db)?.rows.get(keyOf(table, id))?.seq;
  return seq === undefined || seq === null ? undefined : Number(seq);
}

/** The row was written other than as a whole row (a field in SQL, a delete): neither this transaction nor the rows kept after it (kept-rows.ts) hold it as it stands. */
export function forgetRow(db: AnyReader, table: string, id: string): void {
  const state = stateOf(db);
  state?.rows.delete(keyOf(table, id));
  state?.forgotten.add(keyOf(table, id));
}

/** SQLite: the rows of `ids` as this process's last writes left them, when the write may take them (kept-rows.ts); undefined to read them. */
export function keptRows(db: AnyReader, table: string, ids: readonly string[]): StoredRow[] | undefined {
  const state = stateOf(db);
  return state
    ? keptRowsFor(
        state,
        ids.map((id) => keyOf(table, id)),
      )
    : undefined;
}

/** The columns of `next` that differ from the row as it stands; all of them when it is not known. */
export function changedColumns<R extends Record<string, unknown>>(db: AnyReader, table: string, id: string, next: R): Partial<R> {
  const stored = stateOf(db)?.rows.get(keyOf(table, id));
  if (!stored) return next;
  const changed: Partial<R> = {};
  for (const column of Object.keys(next) as Array<keyof R & string>) {
    if (stored[column] !== next[column]) changed[column] = next[column];
  }
  return changed;
}

/** Notes what a read of `table` by something other than an id (`what`) found in this write transaction, for the writes after it (kept-rows.ts). */
export function rememberLookup(db: AnyReader, table: string, what: string, row: StoredRow | null): void {
  const lookups = stateOf(db)?.lookups;
  if (lookups === undefined) return;
  let found = lookups.get(table);
  if (found === undefined) lookups.set(table, (found = new Map()));
  found.set(what, row);
}

/** SQLite: what the lookup `what` of `table` found as this process's last writes left it (null: no row), when the write may take it; undefined to read it. */
export function keptLookup(db: AnyReader, table: string, what: string): StoredRow | null | undefined {
  const state = stateOf(db);
  return state ? keptLookupFor(state, table, what) : undefined;
}
