/**
 * The change history's writer (data safety). The document store calls it from each of its write
 * functions, in the write's transaction, with the versions before and after: one entry per document
 * write, under that write's change number — except the creation of a ledger entry (stock records,
 * account movements), which is its own history (src-shared/history.ts `LEDGER_ENTITIES`).
 */
import { diffDocs, LEDGER_ENTITIES, UNLISTED_ON_UPDATE, type Changes, type HistoryAction } from '../../src-shared/history.js';
import { newId } from '../../src-shared/ids.js';
import type { CollectionDef, Doc } from './doc-base.js';
import type { HistoryRow } from './tables.js';
import type { WriteTx } from './write.js';

/** One document write: its change number and the document before (null: created) and after (null: deleted). */
export interface HistoryWrite<F> {
  readonly seq: number;
  readonly action: HistoryAction;
  readonly before: Doc<F> | null;
  readonly after: Doc<F> | null;
}

const LEDGERS: ReadonlySet<string> = new Set(LEDGER_ENTITIES);

/** Whether a write of this collection leaves an entry. */
export function keepsHistory(collection: string, action: HistoryAction): boolean {
  return !(action === 'create' && LEDGERS.has(collection));
}

function entryRow(tx: WriteTx, entity: string, docId: string, seq: number, action: HistoryAction, changes: Changes): HistoryRow {
  return { id: newId(new Date(tx.now)), seq, at: tx.now, user_id: tx.actor, device: tx.device, entity, doc_id: docId, action, route: tx.route, changes: JSON.stringify(changes) };
}

function rowOf<F extends object>(tx: WriteTx, def: CollectionDef<F>, write: HistoryWrite<F>): HistoryRow {
  const doc = write.after ?? write.before;
  if (doc === null) throw new Error(`a history entry of ${def.name} needs a document before or after the write`);
  const unlisted = write.action === 'update' || write.action === 'status' ? UNLISTED_ON_UPDATE : [];
  return entryRow(tx, def.name, doc._id, write.seq, write.action, diffDocs(write.before, write.after, unlisted));
}

export const HISTORY_COLUMNS = ['id', 'seq', 'at', 'user_id', 'device', 'entity', 'doc_id', 'action', 'route', 'changes'] as const satisfies ReadonlyArray<keyof HistoryRow>;

/**
 * Appends the entries of these writes of one collection to the transaction's state: they are kept
 * until its work is done and then inserted together with its change rows (write.ts).
 */
function keep(tx: WriteTx, rows: readonly HistoryRow[]): void {
  // One at a time: a spread of a 100,000-row import would overflow the call stack.
  for (const row of rows) tx.state.history.push(row);
}

export async function recordHistory<F extends object>(tx: WriteTx, def: CollectionDef<F>, writes: ReadonlyArray<HistoryWrite<F>>): Promise<void> {
  keep(
    tx,
    writes.filter((write) => keepsHistory(def.name, write.action)).map((write) => rowOf(tx, def, write)),
  );
}

/** An update that changed one top-level field of a document (db/field-write.ts): its entry lists that field alone. */
export interface FieldWrite {
  readonly seq: number;
  readonly id: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** `recordHistory` for updates of one field, written without the whole document: the same entry a whole update would leave. */
export function recordFieldHistory<F extends object>(tx: WriteTx, def: CollectionDef<F>, field: keyof F & string, writes: readonly FieldWrite[]): void {
  keep(
    tx,
    writes.map((write) => entryRow(tx, def.name, write.id, write.seq, 'update', diffDocs(write.before === undefined ? {} : { [field]: write.before }, { [field]: write.after }))),
  );
}
