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
 * Only a read made before the transaction changed any document is answered from here: after that the
 * transaction's own rows are newer. What a transaction leaves is merged in as it closes: each row as
 * it last read or wrote it (stored-rows.ts), and none of those it wrote other than through a whole
 * row (a field written in SQL, a removed document), which stored-rows.ts forgets.
 */
import type { StoredRow, TxState } from './tx-state.js';

/** Rows kept at most: about 4 KB each for an order; the oldest go first. */
export const KEPT_ROWS_MAX = 2_000;

export type KeptRows = Map<string, StoredRow>;

/** `keys` (`table|id`) as kept, or undefined unless every one of them is and the transaction has changed no document yet. */
export function keptRowsFor(state: TxState, keys: readonly string[]): StoredRow[] | undefined {
  const kept = state.keptRows;
  if (kept === null || state.changes.size > 0 || state.rowSeqs.size > 0) return undefined;
  const rows: StoredRow[] = [];
  for (const key of keys) {
    const row = kept.get(key);
    if (row === undefined) return undefined;
    rows.push(row);
  }
  state.keptRowsUsed = true;
  return rows;
}

/** `kept` (or a new map) with what the closing transaction `state` leaves: its rows as it last read or wrote them, without the ones it forgot. */
export function keepRowsOf(state: TxState, kept: KeptRows | null): KeptRows {
  const rows = kept ?? new Map<string, StoredRow>();
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
  return rows;
}
