/**
 * SQLite: the document rows this process's last write transactions read or wrote, kept between
 * writes beside the counters (sqlite-counters.ts), so that a transition of an order this server just
 * wrote (confirm, prepare) does not read its row again (issue 21: a statement per call).
 *
 * Sound for the same reason the kept counters are: a write answered from them checks in its closing
 * statement that the counters still hold what this process's last commit left, which they do only
 * when nothing else wrote the file since, and then every row is as this process last saw it. A write
 * that finds they moved runs again from rows and counters read inside it (`ReadAtStart`), and so does
 * one that answered a read from here and then failed before its closing statement (a refusal decided
 * on a row no one checked): it must not refuse on what another writer may have changed.
 *
 * Besides rows by id, what a read by something else found (a customer's active account, read with a
 * delivery's order): kept per table, and dropped whenever a write changes a row of that table.
 *
 * Only a read made before the transaction changed any document is answered from here: after that the
 * transaction's own rows are newer. What a transaction leaves is merged in as it closes: each row as
 * it last read or wrote it (stored-rows.ts), and none of those it wrote other than through a whole
 * row (a field written in SQL, a removed document), which stored-rows.ts forgets.
 */
import type { StoredRow, TxState } from './tx-state.js';

/** Rows kept at most, and lookups per table: about 4 KB each for an order; the oldest rows go first. */
export const KEPT_ROWS_MAX = 2_000;

/**
 * Per `table|id`, a row as the last writes left it; per table, per lookup, the row a read by
 * something other than its id found (a customer's active account), or null when it found none.
 */
export interface KeptRows {
  readonly rows: Map<string, StoredRow>;
  readonly lookups: Map<string, Map<string, StoredRow | null>>;
}

/** Whether the transaction may take kept rows: it numbers from the kept counters and has changed no document yet. */
function mayTake(state: TxState): KeptRows | null {
  return state.changes.size > 0 || state.rowSeqs.size > 0 ? null : state.keptRows;
}

/** `keys` (`table|id`) as kept, or undefined unless the transaction may take them and every one of them is kept. */
export function keptRowsFor(state: TxState, keys: readonly string[]): StoredRow[] | undefined {
  const kept = mayTake(state);
  if (kept === null) return undefined;
  const rows: StoredRow[] = [];
  for (const key of keys) {
    const row = kept.rows.get(key);
    if (row === undefined) return undefined;
    rows.push(row);
  }
  state.keptRowsUsed = true;
  return rows;
}

/** What the lookup `what` of `table` found as kept (null: no row), or undefined unless the transaction may take it and it is kept. */
export function keptLookupFor(state: TxState, table: string, what: string): StoredRow | null | undefined {
  const found = mayTake(state)?.lookups.get(table)?.get(what);
  if (found !== undefined) state.keptRowsUsed = true;
  return found;
}

/** The tables the transaction wrote a document row of, whole or not. */
function writtenTables(state: TxState): Set<string> {
  const tables = new Set(state.rowSeqs.keys());
  for (const key of state.forgotten) tables.add(key.slice(0, key.indexOf('|')));
  return tables;
}

/**
 * `kept` (or new ones) with what the closing transaction `state` leaves: its rows as it last read
 * or wrote them, without the ones it forgot; no lookup of a table it wrote, whose rows it may have
 * moved in or out of any lookup's answer.
 */
export function keepRowsOf(state: TxState, kept: KeptRows | null): KeptRows {
  const rows = kept?.rows ?? new Map<string, StoredRow>();
  for (const key of state.forgotten) rows.delete(key);
  for (const [key, row] of state.rows) {
    // Moved to the end: the last used are the last to go.
    rows.delete(key);
    rows.set(key, row);
  }
  for (const key of rows.keys()) {
    if (rows.size <= KEPT_ROWS_MAX) break;
    rows.delete(key);
  }
  const lookups = kept?.lookups ?? new Map<string, Map<string, StoredRow | null>>();
  const written = writtenTables(state);
  for (const table of written) lookups.delete(table);
  for (const [table, found] of state.lookups) {
    if (written.has(table)) continue;
    let into = lookups.get(table);
    if (into === undefined || into.size + found.size > KEPT_ROWS_MAX) lookups.set(table, (into = new Map()));
    for (const [what, row] of found) into.set(what, row);
  }
  return { rows, lookups };
}
