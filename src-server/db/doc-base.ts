/**
 * What every document shares (its base fields, its collection's definition) and how a stored row
 * becomes a document. `documents.ts` re-exports all of it; import from there.
 */
import type { Kysely } from 'kysely';
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

export function rowToDoc<F extends object>(row: Pick<DocumentTable, 'doc' | 'status'>): Doc<F> {
  const doc = JSON.parse(row.doc) as Doc<F>;
  doc.status = Number(row.status) === 1;
  return doc;
}

/** Rows per multi-row statement: far below SQLite's 32766 and PostgreSQL's 65535 parameters. */
export const BATCH_ROWS = 500;

export function chunks<T>(items: readonly T[], size = BATCH_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
