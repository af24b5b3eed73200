/**
 * The document store every feature writes through: one table per collection, the whole document
 * as JSON plus the columns its filters need. Each write bumps the change counter and records the
 * document's latest change for sync pulls, in the same transaction.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Page } from '../../src-shared/documents/page.js';
import { AppError } from '../../src-shared/errors.js';
import { isObjectId, newId, normalizeId } from '../../src-shared/ids.js';
import type { DocumentTable, Tables } from './tables.js';
import type { WriteTx } from './write.js';

export interface BaseDoc {
  _id: string;
  number: number;
  status: boolean;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
}

export type Doc<F> = BaseDoc & F;
export type ColumnValue = string | number | null;

export interface Owners {
  partner?: string | null;
  customer?: string | null;
  provider?: string | null;
}

export interface CollectionDef<F extends object> {
  /** Name on the wire and in sync pulls, e.g. `products`. */
  readonly name: string;
  readonly table: string;
  /** What one document is called in messages, e.g. `product`. */
  readonly label: string;
  /** The extra columns of its table, computed from the document. */
  readonly columns?: (doc: Doc<F>) => Record<string, ColumnValue>;
  /** Who a restricted caller must be to receive it in a sync pull. */
  readonly owners?: (doc: Doc<F>) => Owners;
}

type DocDb = Kysely<Record<string, DocumentTable>>;
export type Reader = Kysely<Tables>;
export type AnyReader = Reader | WriteTx['trx'];

/** Document tables have per-collection columns the static table types cannot list. */
export const docs = (db: AnyReader): DocDb => db as unknown as DocDb;

export const flag = (value: boolean | null | undefined): number => (value ? 1 : 0);

export function rowToDoc<F extends object>(row: Pick<DocumentTable, 'doc' | 'status' | 'number'>): Doc<F> {
  const doc = JSON.parse(row.doc) as Doc<F>;
  doc.status = Number(row.status) === 1;
  return doc;
}

function rowFor<F extends object>(def: CollectionDef<F>, doc: Doc<F>, seq: number): DocumentTable {
  const { _id, number, status, createdAt, updatedAt, createdBy } = doc;
  return {
    id: _id,
    number,
    status: flag(status),
    created_at: createdAt,
    updated_at: updatedAt,
    created_by: createdBy,
    seq,
    doc: JSON.stringify(doc),
    ...(def.columns ? def.columns(doc) : {}),
  };
}

async function recordChange<F extends object>(tx: WriteTx, def: CollectionDef<F>, id: string, seq: number, doc: Doc<F> | null): Promise<void> {
  const owners = doc && def.owners ? def.owners(doc) : {};
  const row = {
    seq,
    collection: def.name,
    doc_id: id,
    deleted: doc === null || !doc.status ? 1 : 0,
    partner: owners.partner ?? null,
    customer: owners.customer ?? null,
    provider: owners.provider ?? null,
  };
  await tx.trx
    .insertInto('changes')
    .values(row)
    .onConflict((oc) => oc.columns(['collection', 'doc_id']).doUpdateSet(row))
    .execute();
}

export async function getDoc<F extends object>(db: AnyReader, def: CollectionDef<F>, id: string): Promise<Doc<F> | undefined> {
  if (!isObjectId(id)) return undefined;
  const row = await docs(db).selectFrom(def.table).select(['doc', 'status', 'number']).where('id', '=', normalizeId(id)).executeTakeFirst();
  return row ? rowToDoc<F>(row) : undefined;
}

export async function requireDoc<F extends object>(db: AnyReader, def: CollectionDef<F>, id: string): Promise<Doc<F>> {
  const doc = await getDoc(db, def, id);
  if (!doc) throw AppError.notFound(def.label, id);
  return doc;
}

/** Creates a document; a client-chosen `_id` is kept when well-formed and unused (domain §2). */
export async function insertDoc<F extends object>(tx: WriteTx, def: CollectionDef<F>, fields: F, id?: string): Promise<Doc<F>> {
  const _id = id === undefined ? newId(new Date(tx.now)) : normalizeId(id);
  if (id !== undefined && (await getDoc(tx.trx, def, _id))) throw AppError.conflict(`${def.label} ${_id} already exists`);
  const number = await tx.nextNumber(def.name);
  const doc = { ...fields, _id, number, status: true, createdAt: tx.now, updatedAt: tx.now, createdBy: tx.actor } as Doc<F>;
  const seq = tx.nextSeq();
  await docs(tx.trx).insertInto(def.table).values(rowFor(def, doc, seq)).execute();
  await recordChange(tx, def, _id, seq, doc);
  return doc;
}

/** Writes a new version of a document; base fields other than status stay as they were. */
export async function saveDoc<F extends object>(tx: WriteTx, def: CollectionDef<F>, current: Doc<F>, next: F & { status?: boolean }): Promise<Doc<F>> {
  const doc = {
    ...next,
    _id: current._id,
    number: current.number,
    status: next.status ?? current.status,
    createdAt: current.createdAt,
    updatedAt: tx.now,
    createdBy: current.createdBy,
  } as Doc<F>;
  const seq = tx.nextSeq();
  const { id: _ignored, ...row } = rowFor(def, doc, seq);
  await docs(tx.trx).updateTable(def.table).set(row).where('id', '=', current._id).execute();
  await recordChange(tx, def, current._id, seq, doc);
  return doc;
}

export async function setDocStatus<F extends object>(tx: WriteTx, def: CollectionDef<F>, id: string, status: boolean): Promise<Doc<F>> {
  const current = await requireDoc(tx.trx, def, id);
  return saveDoc(tx, def, current, { ...current, status });
}

/** Hard delete, only for what the domain allows (drafts, roadmaps): leaves a tombstone for sync. */
export async function removeDoc<F extends object>(tx: WriteTx, def: CollectionDef<F>, id: string): Promise<Doc<F>> {
  const current = await requireDoc(tx.trx, def, id);
  await docs(tx.trx).deleteFrom(def.table).where('id', '=', current._id).execute();
  await recordChange(tx, def, current._id, tx.nextSeq(), null);
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
  const total = isLastPage ? offset + rows.length : await countDocs(filtered);
  return {
    docs: shown.map((row) => rowToDoc<F>(row)),
    total,
    page: options.page,
    limit: options.limit,
    pages: Math.max(1, Math.ceil(total / options.limit)),
  };
}
