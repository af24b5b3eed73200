/**
 * The document store every feature writes through: one table per collection, the whole document
 * as JSON plus the columns its filters need. Each write bumps the change counter and records the
 * document's latest change for sync pulls, and appends its change history entry (db/history.ts),
 * in the same transaction.
 */
import type { SelectQueryBuilder } from 'kysely';
import type { Page } from '../../src-shared/documents/page.js';
import { said } from '../../src-shared/error-keys/index.js';
import { AppError } from '../../src-shared/errors.js';
import { isObjectId, newId, normalizeId } from '../../src-shared/ids.js';
import { chunks, docs, flag, rowToDoc, type AnyReader, type CollectionDef, type Doc } from './doc-base.js';
import { columnsOf, insertRows } from './bulk.js';
import { dialectOf, mark, marks, quoteName, runText, textFor } from './sql-text.js';
import { recordChanges, recordDepartures, type Written } from './changes.js';
import { recordHistory } from './history.js';
import { StaleRow } from './retry.js';
import { changedColumns, forgetRow, keptRows, knowsRow, rememberedSeq, rememberRow, remembersRows } from './stored-rows.js';
import { noteRowSeq, stateOf } from './tx-state.js';
import { holdsUpdates, holdUpdate, noteLocked } from './held-updates.js';
import { insertTakingNumbers, numberedColumns, NUMBERED_ROWS_MAX, type NumberedColumns } from './numbered-insert.js';
import type { DocumentTable } from './tables.js';
import type { WriteTx } from './write.js';
import { placeInOpenPeriod, placesInPeriod } from './period-fence.js';
import { holdInsert } from './held-inserts.js';
import { provisionalNumber, settleProvisional } from './provisional-numbers.js';
import { keepRowText } from './row-text.js';

export * from './doc-base.js';

function rowFor<F extends object>(def: CollectionDef<F>, doc: Doc<F>, seq: number): DocumentTable {
  const { _id, number, status, createdAt, updatedAt, createdBy } = doc;
  const text = JSON.stringify(doc);
  keepRowText(doc, text);
  return {
    id: _id,
    number,
    status: flag(status),
    created_at: createdAt,
    updated_at: updatedAt,
    created_by: createdBy,
    seq,
    doc: text,
    ...(def.columns ? def.columns(doc) : {}),
  };
}

/** A write transaction reads whole rows and keeps them (db/stored-rows.ts); other readers read only what makes the document. */
const documentRows = (db: AnyReader, table: string) => docs(db).selectFrom(table).select(['id', 'doc', 'status', 'number']);

function readRows(db: AnyReader, table: string): ReturnType<typeof documentRows> {
  return remembersRows(db) ? (docs(db).selectFrom(table).selectAll() as unknown as ReturnType<typeof documentRows>) : documentRows(db, table);
}

type ReadRow = Pick<DocumentTable, 'id' | 'doc' | 'status' | 'number'>;

/**
 * The rows of the ids given, read with a statement kept per shape when the reader's dialect is known.
 * `lock`: a PostgreSQL write transaction locks them until it ends (another writer of the rows waits
 * and then reads them as this one left them); elsewhere writers are one at a time already.
 */
async function rowsById(db: AnyReader, table: string, ids: readonly string[], lock = false): Promise<ReadRow[]> {
  const kind = dialectOf(db);
  if (kind === undefined) return readRows(db, table).where('id', 'in', ids).execute();
  const whole = remembersRows(db);
  // SQLite: a row this process's last writes left, checked as the write closes (kept-rows.ts).
  const kept = whole && kind === 'sqlite' ? (keptRows(db, table, ids) as ReadRow[] | undefined) : undefined;
  if (kept !== undefined) return kept;
  const locked = lock && whole && kind === 'postgres';
  const text = textFor(`rows|${kind}|${table}|${whole}|${locked}|${ids.length}`, () => {
    const columns = whole ? '*' : '"id", "doc", "status", "number"';
    return `select ${columns} from ${quoteName(table)} where "id" ${ids.length === 1 ? `= ${mark(kind, 0)}` : `in (${marks(kind, ids.length)})`}${locked ? ' for update' : ''}`;
  });
  const rows = await runText<ReadRow>(db, text, ids);
  const state = stateOf(db);
  if (locked && state)
    noteLocked(
      state,
      table,
      rows.map((row) => row.id),
    );
  return rows;
}

function docOfRow<F extends object>(db: AnyReader, def: CollectionDef<F>, row: Pick<DocumentTable, 'id' | 'doc' | 'status' | 'number'>): Doc<F> {
  rememberRow(db, def.table, row);
  return rowToDoc<F>(row);
}

export async function getDoc<F extends object>(db: AnyReader, def: CollectionDef<F>, id: string): Promise<Doc<F> | undefined> {
  if (!isObjectId(id)) return undefined;
  const [row] = await rowsById(db, def.table, [normalizeId(id)]);
  return row ? docOfRow<F>(db, def, row) : undefined;
}

/**
 * `getDoc` for a document the caller is about to rewrite from what it reads (an order's transition):
 * in a write transaction on PostgreSQL the row stays locked until the transaction ends, so a second
 * writer of it waits and then reads the first one's version instead of overwriting it.
 */
export async function getDocToWrite<F extends object>(db: AnyReader, def: CollectionDef<F>, id: string): Promise<Doc<F> | undefined> {
  if (!isObjectId(id)) return undefined;
  const [row] = await rowsById(db, def.table, [normalizeId(id)], true);
  return row ? docOfRow<F>(db, def, row) : undefined;
}

export async function requireDoc<F extends object>(db: AnyReader, def: CollectionDef<F>, id: string): Promise<Doc<F>> {
  const doc = await getDoc(db, def, id);
  if (!doc) throw AppError.notFound(def.label, id);
  return doc;
}

/**
 * The documents named, in one query per chunk; unknown ids are simply absent. `toWrite`: the caller
 * rewrites them from what it reads, and they stay locked as `getDocToWrite` locks one.
 */
export async function getDocs<F extends object>(db: AnyReader, def: CollectionDef<F>, ids: Iterable<string>, toWrite = false): Promise<Map<string, Doc<F>>> {
  const found = new Map<string, Doc<F>>();
  const wanted = [...new Set([...ids].filter(isObjectId).map(normalizeId))];
  for (const chunk of chunks(wanted)) {
    for (const row of await rowsById(db, def.table, chunk, toWrite)) {
      const doc = docOfRow<F>(db, def, row);
      found.set(doc._id, doc);
    }
  }
  return found;
}

async function insertDocRows<F extends object>(tx: WriteTx, def: CollectionDef<F>, rows: readonly DocumentTable[]): Promise<void> {
  await insertRows(tx.trx, tx.kind, def.table, rows, { columns: columnsOf(rows) });
  for (const row of rows) remember(tx, def, row);
}

/** What the transaction knows of a row it just wrote: the row itself, and the change number it holds. */
function remember<F extends object>(tx: WriteTx, def: CollectionDef<F>, row: DocumentTable): void {
  rememberRow(tx.trx, def.table, row);
  noteRowSeq(tx.state, def.table, row.id, row.seq);
}

/** Creates a document; a client-chosen `_id` is kept when well-formed and unused (domain §2). */
export async function insertDoc<F extends object>(tx: WriteTx, def: CollectionDef<F>, fields: F, id?: string): Promise<Doc<F>> {
  const _id = id === undefined ? newId(new Date(tx.now)) : normalizeId(id);
  if (id !== undefined && (await getDoc(tx.trx, def, _id))) throw AppError.conflict(said('request.alreadyExists', { what: def.label, id: _id }));
  return insertNewDoc(tx, def, fields, _id);
}

/** Creates a document under an id known to be unused (a planner checked the one a request chose). */
export async function insertNewDoc<F extends object>(tx: WriteTx, def: CollectionDef<F>, fields: F, _id: string): Promise<Doc<F>> {
  return (await insertDocs(tx, def, [fields], undefined, [_id]))[0] as Doc<F>;
}

/** Rows given provisional numbers (`provisional`, in order), inserted at once: each provisional number's final one. */
async function insertNumberedNow<F extends object>(tx: WriteTx, def: CollectionDef<F>, rows: DocumentTable[], docs: Array<Doc<F>>, around: readonly NumberedColumns[]): Promise<void> {
  const provisional = rows.map((row) => Number(row.number));
  settleProvisional(tx.state, provisional, await insertTakingNumbers(tx, def, rows, docs, around));
}

/** Each new document's columns that hold its number (numbered-insert.ts), or null when one cannot be written before the number is known. */
function aroundNumbers<F extends object>(def: CollectionDef<F>, list: readonly F[]): NumberedColumns[] | null {
  const around: NumberedColumns[] = [];
  for (const fields of list) {
    const columns = numberedColumns(def, { ...fields, number: 0 } as Doc<F>);
    // One statement text for the rows: the same columns hold the number in each.
    if (columns === null || (around[0] !== undefined && [...columns.keys()].join() !== [...around[0].keys()].join())) return null;
    around.push(columns);
  }
  return around;
}

/**
 * Creates several documents of one collection, numbered and sequenced in the order given exactly as
 * one `insertDoc` after another would, with one multi-row insert for them and one for their changes.
 * `firstNumber`: the caller already took their running numbers.
 * `ids`: the id each document takes where the write chose one (in `list`'s order); the others get new ones.
 */
export async function insertDocs<F extends object>(tx: WriteTx, def: CollectionDef<F>, list: readonly F[], firstNumber?: number, ids: ReadonlyArray<string | undefined> = []): Promise<Array<Doc<F>>> {
  const created: Array<Doc<F>> = [];
  const rows: DocumentTable[] = [];
  const at = new Date(tx.now);
  // PostgreSQL takes the numbers in the write's closing statement (held-inserts.ts) when the rows can be written without them.
  const around = tx.kind === 'postgres' && firstNumber === undefined && list.length > 0 && list.length <= NUMBERED_ROWS_MAX ? aroundNumbers(def, list) : null;
  const numberedInInsert = around !== null;
  const first = list.length === 0 || numberedInInsert ? 0 : (firstNumber ?? (await tx.nextNumber(def.name, list.length)));
  for (const [i, fields] of list.entries()) {
    // Numbered in its insert: until then a provisional number (held-inserts.ts).
    const number = numberedInInsert ? provisionalNumber(tx.state) : first + i;
    const doc = { ...fields, _id: ids[i] ?? newId(at), number, status: true, createdAt: tx.now, updatedAt: tx.now, createdBy: tx.actor } as Doc<F>;
    const seq = tx.nextSeq();
    created.push(doc);
    rows.push(rowFor(def, doc, seq));
  }
  if (rows.length === 0) return created;
  if (created.some((doc) => placesInPeriod(def.name, null, doc))) await placeInOpenPeriod(tx);
  if (numberedInInsert) {
    if (!holdInsert(tx.state, def, rows, created, around)) await insertNumberedNow(tx, def, rows, created, around);
    for (const row of rows) remember(tx, def, row);
  } else await insertDocRows(tx, def, rows);
  await recordChanges(
    tx,
    def,
    rows.map((row, i) => ({ id: row.id, seq: row.seq, doc: created[i] ?? null })),
  );
  await recordHistory(
    tx,
    def,
    rows.map((row, i) => ({ seq: row.seq, action: 'create' as const, before: null, after: created[i] ?? null })),
  );
  return created;
}

function nextVersion<F extends object>(tx: WriteTx, current: Doc<F>, next: F & { status?: boolean }): Doc<F> {
  return {
    ...next,
    _id: current._id,
    number: current.number,
    status: next.status ?? current.status,
    createdAt: current.createdAt,
    updatedAt: tx.now,
    createdBy: current.createdBy,
  } as Doc<F>;
}

/**
 * Writes the columns that change (all of them when the row was not read in this transaction). On
 * PostgreSQL, where writers run side by side, a row read in this transaction is written only if it
 * still holds the change number it was read with: else another writer changed it since, and this
 * transaction, which decided from the older version, runs again (retry.ts). A row this transaction
 * locked cannot change under it: its update waits for the closing statement (held-updates.ts).
 */
async function updateRow<F extends object>(tx: WriteTx, def: CollectionDef<F>, doc: Doc<F>, seq: number): Promise<void> {
  const whole = rowFor(def, doc, seq);
  if (holdsUpdates(tx.state, def.table, whole.id)) {
    holdUpdate(tx.state, def.table, whole as unknown as Record<string, unknown> & { id: string });
    remember(tx, def, whole);
    return;
  }
  const { id, ...row } = whole;
  const changed = changedColumns(tx.trx, def.table, id, row);
  const columns = Object.keys(changed);
  const expected = tx.kind === 'postgres' ? rememberedSeq(tx.trx, def.table, id) : undefined;
  const checked = expected !== undefined;
  const text = textFor(`update|${tx.kind}|${def.table}|${checked}|${columns.join(',')}`, () => {
    const set = columns.map((column, i) => `${quoteName(column)} = ${mark(tx.kind, i)}`).join(', ');
    const check = checked ? ` and "seq" = ${mark(tx.kind, columns.length + 1)} returning "id"` : '';
    return `update ${quoteName(def.table)} set ${set} where "id" = ${mark(tx.kind, columns.length)}${check}`;
  });
  const values = [...columns.map((column) => changed[column as keyof typeof changed] ?? null), id];
  const written = await runText(tx.trx, text, checked ? [...values, expected] : values);
  if (checked && written.length === 0) throw new StaleRow(def.table, id);
  remember(tx, def, { id, ...row } as DocumentTable);
}

/**
 * Several rows known in this transaction (so they exist), rewritten in one statement: an insert of
 * each whole row whose id conflict turns it into an update of the columns that change in any of them.
 */
async function updateKnownRows<F extends object>(tx: WriteTx, def: CollectionDef<F>, rows: readonly DocumentTable[]): Promise<void> {
  const changed = new Set(rows.flatMap(({ id, ...row }) => Object.keys(changedColumns(tx.trx, def.table, id, row))));
  const set = [...changed].map((column) => `${quoteName(column)} = excluded.${quoteName(column)}`).join(', ');
  await insertRows(tx.trx, tx.kind, def.table, rows, { columns: columnsOf(rows), tail: `on conflict ("id") do update set ${set}` });
  for (const row of rows) remember(tx, def, row);
}

/**
 * Writes a new version of a document; base fields other than status stay as they were. `action`
 * names the write in the change history (`status`: enabling or disabling).
 */
export async function saveDoc<F extends object>(tx: WriteTx, def: CollectionDef<F>, current: Doc<F>, next: F & { status?: boolean }, action: 'update' | 'status' = 'update'): Promise<Doc<F>> {
  const doc = nextVersion(tx, current, next);
  if (placesInPeriod(def.name, current, doc)) await placeInOpenPeriod(tx);
  const seq = tx.nextSeq();
  await updateRow(tx, def, doc, seq);
  await recordChanges(tx, def, [{ id: doc._id, seq, doc }]);
  await recordDepartures(tx, def, [[current, doc]]);
  await recordHistory(tx, def, [{ seq, action, before: current, after: doc }]);
  return doc;
}

/** `saveDoc` for several documents of one collection, in order, with one statement for their changes. */
export async function saveDocs<F extends object>(tx: WriteTx, def: CollectionDef<F>, versions: ReadonlyArray<readonly [current: Doc<F>, next: F & { status?: boolean }]>): Promise<Array<Doc<F>>> {
  const written: Array<Written<F> & { doc: Doc<F>; before: Doc<F> }> = [];
  for (const [current, next] of versions) {
    const doc = nextVersion(tx, current, next);
    written.push({ id: doc._id, seq: tx.nextSeq(), doc, before: current });
  }
  if (written.some(({ doc, before }) => placesInPeriod(def.name, before, doc))) await placeInOpenPeriod(tx);
  const rows = written.map(({ doc, seq }) => rowFor(def, doc, seq));
  const distinct = new Set(rows.map((row) => row.id)).size === rows.length;
  // On PostgreSQL each row goes through `updateRow`, which checks that it did not change since it was read.
  if (tx.kind !== 'postgres' && rows.length > 1 && distinct && rows.every((row) => knowsRow(tx.trx, def.table, row.id))) await updateKnownRows(tx, def, rows);
  else for (const { doc, seq } of written) await updateRow(tx, def, doc, seq);
  await recordChanges(tx, def, written);
  await recordDepartures(
    tx,
    def,
    written.map(({ doc, before }) => [before, doc] as const),
  );
  await recordHistory(
    tx,
    def,
    written.map(({ seq, doc, before }) => ({ seq, action: 'update' as const, before, after: doc })),
  );
  return written.map((entry) => entry.doc);
}

export async function setDocStatus<F extends object>(tx: WriteTx, def: CollectionDef<F>, id: string, status: boolean): Promise<Doc<F>> {
  const current = await requireDoc(tx.trx, def, id);
  return saveDoc(tx, def, current, { ...current, status }, 'status');
}

/** Hard delete, only for what the domain allows (drafts, roadmaps): leaves a tombstone for sync. */
export async function removeDoc<F extends object>(tx: WriteTx, def: CollectionDef<F>, id: string): Promise<Doc<F>> {
  const current = await requireDoc(tx.trx, def, id);
  await docs(tx.trx).deleteFrom(def.table).where('id', '=', current._id).execute();
  forgetRow(tx.trx, def.table, current._id);
  noteRowSeq(tx.state, def.table, current._id, null);
  const seq = tx.nextSeq();
  await recordChanges(tx, def, [{ id: current._id, seq, doc: null }]);
  await recordDepartures(tx, def, [[current, null]]);
  await recordHistory(tx, def, [{ seq, action: 'delete', before: current, after: null }]);
  return current;
}

export type { Page } from '../../src-shared/documents/page.js';

export type DocQuery = SelectQueryBuilder<Record<string, DocumentTable>, string, object>;

export interface ListOptions {
  page: number;
  limit: number;
  where?: (query: DocQuery) => DocQuery;
  /** Column to sort by, newest first by default. */
  orderBy?: { column: string; direction: 'asc' | 'desc' };
  /** Counts every match when the page cannot tell, for a caller that knows a cheaper way than `count(*)` over `where`. */
  count?: () => Promise<number>;
}

async function countDocs(query: DocQuery): Promise<number> {
  const row = (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

export async function listDocs<F extends object>(db: AnyReader, def: CollectionDef<F>, options: ListOptions): Promise<Page<Doc<F>>> {
  const base = docs(db).selectFrom(def.table) as unknown as DocQuery;
  const filtered = options.where ? options.where(base) : base;
  const order = options.orderBy ?? { column: 'number', direction: 'desc' as const };
  const offset = (options.page - 1) * options.limit;
  // One row more than the page shows whether anything follows it.
  const rows = (await filtered
    .select(['doc', 'status', 'number'])
    .orderBy(order.column, order.direction)
    .limit(options.limit + 1)
    .offset(offset)
    .execute()) as Array<Pick<DocumentTable, 'doc' | 'status' | 'number'>>;
  const shown = rows.slice(0, options.limit);
  // The last page (when it is not past the end) already tells the total; counting means reading
  // every match again, the dearest part of a search, so it runs only when the page cannot tell.
  const isLastPage = rows.length <= options.limit && (rows.length > 0 || offset === 0);
  const total = isLastPage ? offset + rows.length : await (options.count ? options.count() : countDocs(filtered));
  return {
    docs: shown.map((row) => rowToDoc<F>(row)),
    total,
    page: options.page,
    limit: options.limit,
    pages: Math.max(1, Math.ceil(total / options.limit)),
  };
}
