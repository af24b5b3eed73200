/**
 * What one write transaction keeps while it runs: its dialect and way to its connection, the rows
 * it read or wrote (stored-rows.ts), and the change and history rows it writes together at the end
 * (changes.ts, history.ts, write.ts). Made by `runWrite` with the transaction and carried by its
 * `WriteTx`; services mostly pass the transaction itself around as their reader, so the state is
 * also reachable from it (`stateOf`), under a key only this module knows.
 */
import type { DbKind } from './connect.js';
import type { HeldRun } from './sql-text.js';
import type { ChangeRow, HistoryRow } from './tables.js';
import type { HeldFields } from './held-fields.js';
import type { HeldInsert } from './held-inserts.js';
import type { KeptRows } from './kept-rows.js';

/** A document's change row as it will be written (db/changes.ts): the last write of the document wins. */
export type PendingChange = ChangeRow;

export type StoredRow = Readonly<Record<string, unknown>>;

export interface TxState {
  readonly kind: DbKind;
  /** SQLite: runs a statement at once on the connection the transaction holds (sql-text.ts). */
  readonly runHeld: HeldRun | null;
  /** Per `collection|id`, the change row of each document written so far. */
  readonly changes: Map<string, PendingChange>;
  /** The history entries of the writes so far, in order. */
  readonly history: HistoryRow[];
  /** Per `table|id`, the document row as the transaction last read or wrote it. */
  readonly rows: Map<string, StoredRow>;
  /** `table|id` of the rows the transaction wrote other than as a whole row (stored-rows.ts `forgetRow`). */
  readonly forgotten: Set<string>;
  /** Per table, per lookup (`active:<customer>`), the row a read by something other than its id found, or null for none (kept-rows.ts). */
  readonly lookups: Map<string, Map<string, StoredRow | null>>;
  /** SQLite: the rows and lookups this process's last writes left, when the transaction numbers from the kept counters (kept-rows.ts); else null. */
  keptRows: KeptRows | null;
  /** Whether a read of the transaction was answered from `keptRows`. */
  keptRowsUsed: boolean;
  /**
   * Per table, per id, the change number of the last write of each document row this transaction
   * wrote. On PostgreSQL the numbers are the transaction's own (1, 2, …) until it closes, when its
   * rows get their final ones (write.ts); SQLite's are final from the start.
   */
  readonly rowSeqs: Map<string, Map<string, number>>;
  /** Rows of other tables the transaction writes as it closes (closing-rows.ts `writeAtClose`), per table. */
  readonly atClose: Map<string, object[]>;
  /** PostgreSQL: `table|id` of the document rows it read `for update` (held-updates.ts). */
  readonly locked: Set<string>;
  /** PostgreSQL: per table, per id, the whole row of an update held back for the closing statement (held-updates.ts). */
  readonly held: Map<string, Map<string, Record<string, unknown> & { id: string }>>;
  /** PostgreSQL: per table, the field writes held back for the closing statement (held-fields.ts). */
  readonly heldFields: Map<string, HeldFields>;
  /** PostgreSQL: per table, the new document rows whose running numbers the closing statement takes (held-inserts.ts). */
  readonly heldInserts: Map<string, HeldInsert>;
  /** PostgreSQL: each provisional running number the transaction gave (provisional-numbers.ts), and its final one once taken. */
  readonly provisional: Map<number, number | null>;
  /** Set while the closing statement runs, which writes what is held itself. */
  closing: boolean;
  /** Set once the write checked that the audit period it places documents in is still open (period-fence.ts). */
  periodChecked: boolean;
  /**
   * SQLite: every counter as the transaction read it at its start (write.ts). A SQLite transaction
   * reads one snapshot throughout, so a later read of a counter it has not written answers the same.
   */
  startCounters: ReadonlyMap<string, number> | null;
  /**
   * Per unique index, what the write answers when the index refuses it (write.ts): the field's bad
   * input, named by the service that checked the value, for a writer its check could not see.
   */
  readonly refusals: Map<string, () => Error>;
}

const STATE = Symbol('write transaction state');

type Carrier = { [STATE]?: TxState };

export function newTxState(kind: DbKind, runHeld: HeldRun | null): TxState {
  return {
    kind,
    runHeld,
    changes: new Map(),
    history: [],
    rows: new Map(),
    forgotten: new Set(),
    lookups: new Map(),
    keptRows: null,
    keptRowsUsed: false,
    rowSeqs: new Map(),
    atClose: new Map(),
    locked: new Set(),
    held: new Map(),
    heldFields: new Map(),
    heldInserts: new Map(),
    provisional: new Map(),
    closing: false,
    periodChecked: false,
    startCounters: null,
    refusals: new Map(),
  };
}

/** Notes that the document row `id` of `table` now holds change number `seq` (null: the row is gone). */
export function noteRowSeq(state: TxState, table: string, id: string, seq: number | null): void {
  let ids = state.rowSeqs.get(table);
  if (ids === undefined) state.rowSeqs.set(table, (ids = new Map()));
  if (seq === null) ids.delete(id);
  else ids.set(id, seq);
}

/** Makes `state` reachable from the transaction `trx` for as long as it lives. */
export function carryState(trx: object, state: TxState): void {
  Object.defineProperty(trx, STATE, { value: state, enumerable: false });
}

/** The state of the write transaction `reader` is, or undefined for any other reader. */
export function stateOf(reader: object): TxState | undefined {
  return (reader as Carrier)[STATE];
}
