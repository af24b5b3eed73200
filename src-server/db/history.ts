/**
 * The change history's writer (data safety). The document store calls it from each of its write
 * functions, in the write's transaction, with the versions before and after: one entry per document
 * write, under that write's change number — except the creation of a ledger entry (stock records,
 * account movements), which is its own history (src-shared/history.ts `LEDGER_ENTITIES`).
 */
import { diffDocs, LEDGER_ENTITIES, UNLISTED_ON_UPDATE, type HistoryAction } from '../../src-shared/history.js';
import { newId } from '../../src-shared/ids.js';
import { insertRows } from './bulk.js';
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

function rowOf<F extends object>(tx: WriteTx, def: CollectionDef<F>, write: HistoryWrite<F>): HistoryRow {
  const doc = write.after ?? write.before;
  if (doc === null) throw new Error(`a history entry of ${def.name} needs a document before or after the write`);
  const unlisted = write.action === 'update' || write.action === 'status' ? UNLISTED_ON_UPDATE : [];
  return {
    id: newId(new Date(tx.now)),
    seq: write.seq,
    at: tx.now,
    user_id: tx.actor,
    device: tx.device,
    entity: def.name,
    doc_id: doc._id,
    action: write.action,
    route: tx.route,
    changes: JSON.stringify(diffDocs(write.before, write.after, unlisted)),
  };
}

/** Per write transaction, the entries written so far. */
const pending = new WeakMap<object, HistoryRow[]>();

const HISTORY_COLUMNS = ['id', 'seq', 'at', 'user_id', 'device', 'entity', 'doc_id', 'action', 'route', 'changes'] as const satisfies ReadonlyArray<keyof HistoryRow>;

/**
 * Appends the entries of these writes of one collection, in the caller's transaction: they are kept
 * until its work is done and then inserted together, in as few statements as the parameter limits allow.
 */
export async function recordHistory<F extends object>(tx: WriteTx, def: CollectionDef<F>, writes: ReadonlyArray<HistoryWrite<F>>): Promise<void> {
  const rows = writes.filter((write) => keepsHistory(def.name, write.action)).map((write) => rowOf(tx, def, write));
  if (rows.length === 0) return;
  let kept = pending.get(tx.trx);
  if (!kept) {
    const entries: HistoryRow[] = [];
    pending.set(tx.trx, entries);
    tx.beforeCommit(() => insertRows(tx.trx, tx.kind, 'history', entries, { columns: HISTORY_COLUMNS }).then(() => undefined));
    kept = entries;
  }
  kept.push(...rows);
}
