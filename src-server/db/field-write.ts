/**
 * Updates of one top-level field of stored documents, done in SQL without reading or rewriting the
 * whole documents: for a figure the server keeps in a document but computes elsewhere, which moves
 * far more often than the document is edited — a product's `inventory`, the sums of its stock rows,
 * moves with every order confirmed or delivered. Reading, rewriting and diffing each product's whole
 * document for it was a tenth of the work of an order's lifecycle.
 *
 * Each update is an ordinary document write all the same: a new change number (the document's
 * `seq`), its change row for sync pulls, `updatedAt` set to the write's time, and a history entry
 * listing the field's before and after — what `saveDoc` would have left for the same change.
 *
 * On PostgreSQL, where writers run side by side, a document is written only if its field still
 * holds what the caller read (one that moved since makes the caller's value stale, and the write
 * runs again), and the write is held for the transaction's closing statement (held-fields.ts): one
 * new version of the row, with its final change number.
 */
import { AppError } from '../../src-shared/errors.js';
import { sameValue } from '../../src-shared/history.js';
import { recordStatusChanges } from './changes.js';
import { BATCH_ROWS, chunks, type CollectionDef } from './doc-base.js';
import type { DbKind } from './connect.js';
import { FIELD_NAME, fieldValueSql } from './field-sql.js';
import { holdFieldWrites, wholeRowHeld, writeHeldFields } from './held-fields.js';
import { recordFieldHistory, type FieldWrite } from './history.js';
import { marks, quoteName, runText, textFor } from './sql-text.js';
import { forgetRow } from './stored-rows.js';
import { noteRowSeq } from './tx-state.js';
import type { WriteTx } from './write.js';

/** The field's value as each document holds it (its JSON text; null when absent), and the document's status. */
function readText(kind: DbKind, table: string, field: string, count: number): string {
  return textFor(`field-read|${kind}|${table}|${field}|${count}`, () => {
    return `select "id", "status", ${fieldValueSql(kind, field)} as "value" from ${quoteName(table)} where "id" in (${marks(kind, count)})`;
  });
}

/** A document's row as a field write needs it: its status and the field's JSON text (null when absent). */
export interface FieldRow {
  status: number | string;
  value: string | null;
}

/**
 * SQLite: one statement for `count` documents, the write's time first (twice: SQLite's marks are
 * positional), then each document's id, new JSON and change number. PostgreSQL holds its writes for
 * the closing statement (held-fields.ts).
 */
function writeText(table: string, field: string, count: number): string {
  return textFor(`field-write|sqlite|${table}|${field}|${count}`, () => {
    const name = quoteName(table);
    const tuples = Array.from({ length: count }, (_, r) => `(${marks('sqlite', 3, 1 + r * 3)})`).join(', ');
    const doc = `json_set("doc", '$.${field}', json(v."column2"), '$.updatedAt', ?)`;
    return `update ${name} set "doc" = ${doc}, "updated_at" = ?, "seq" = v."column3" from (values ${tuples}) as v where ${name}."id" = v."column1"`;
  });
}

/**
 * Sets `field` of each document named in `values` to its value; a document already holding that
 * value is left as it is. Every document must exist (a missing one is a 404, and the transaction
 * rolls back). Only for a collection whose documents have no owners, which a change row would need.
 */
export async function writeField<F extends object>(tx: WriteTx, def: CollectionDef<F>, field: keyof F & string, values: ReadonlyMap<string, unknown>): Promise<void> {
  if (!FIELD_NAME.test(field)) throw new Error(`"${field}" cannot be written by writeField`);
  for (const chunk of chunks([...values], BATCH_ROWS)) {
    const ids = chunk.map(([id]) => id);
    const stored = new Map<string, FieldRow>();
    for (const row of await runText<FieldRow & { id: string }>(tx.trx, readText(tx.kind, def.table, field, ids.length), ids)) stored.set(row.id, row);
    await writeReadField(tx, def, field, stored, new Map(chunk));
  }
}

/**
 * `writeField` for documents whose field the caller already read in this transaction (`stored`,
 * by id; `fieldValueSql` reads it), with the statement that also worked out the values: one read
 * instead of two. At most BATCH_ROWS values.
 */
export async function writeReadField<F extends object>(
  tx: WriteTx,
  def: CollectionDef<F>,
  field: keyof F & string,
  stored: ReadonlyMap<string, FieldRow>,
  values: ReadonlyMap<string, unknown>,
): Promise<void> {
  if (!FIELD_NAME.test(field)) throw new Error(`"${field}" cannot be written by writeField`);
  if (values.size > BATCH_ROWS) throw new Error(`writeReadField takes at most ${BATCH_ROWS} values`);
  const writes: Array<FieldWrite & { status: boolean; read: string | null }> = [];
  // Rows locked in the order of their ids, whoever writes them: two PostgreSQL writers locking the same rows in different orders deadlock.
  for (const [id, after] of [...values].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const row = stored.get(id);
    if (!row) throw AppError.notFound(def.label, id);
    const before: unknown = row.value === null ? undefined : JSON.parse(row.value);
    if (!sameValue(before, after)) writes.push({ id, seq: tx.nextSeq(), before, after, status: Number(row.status) === 1, read: row.value });
  }
  if (writes.length === 0) return;
  if (tx.kind === 'postgres') {
    // Written by the closing statement with the rows' final change numbers, where the field still holds what was read (held-fields.ts).
    const held = writes.map(({ id, seq, after, read }) => ({ id, seq, after: JSON.stringify(after), read }));
    const writeNow = () => writeHeldFields(tx.state, (text, parameters) => runText(tx.trx, text, parameters));
    if (!holdFieldWrites(tx.state, def.table, field, tx.now, held)) {
      await writeNow();
      holdFieldWrites(tx.state, def.table, field, tx.now, held);
    }
    // A row whose whole update is held gets the field after it, as written: both at once now (the statement naming the table writes the row first).
    const ids = held.map((write) => write.id);
    if (wholeRowHeld(tx.state, def.table, ids)) await writeNow();
  } else {
    const parameters: unknown[] = [tx.now, tx.now];
    for (const write of writes) parameters.push(write.id, JSON.stringify(write.after), write.seq);
    await runText(tx.trx, writeText(def.table, field, writes.length), parameters);
  }
  for (const write of writes) {
    // What this transaction remembered of these rows no longer holds their document.
    forgetRow(tx.trx, def.table, write.id);
    noteRowSeq(tx.state, def.table, write.id, write.seq);
  }
  recordStatusChanges(tx, def, writes);
  recordFieldHistory(tx, def, field, writes);
}
