/**
 * What the replica stores for one visible version of a document, worked out from the document
 * alone: its text, its row's column values, its search texts. A pull works these out for a page at
 * once, off the thread that writes (`src-main/sync/pull-page.ts`, on the worker of `pull-page-reader.ts`), so a first pull's writer only
 * writes; every other write works them out as it goes.
 */
import { COLLECTION_FIELDS, columnValue, FILTER_COLUMNS, foldText, itemProductsOf, listSearchTextOf, searchTextOf, type FilterColumn } from './columns.js';
import type { ColumnValue, ReplicaDoc } from './types.js';

/**
 * Every column a visible version sets, in the order the statements bind them. `live` says the row
 * shows a version (`doc` not null) to the lists' indexes, which are partial on it rather than on
 * `doc`: an update of `doc` would rewrite them all (replica migration 0005).
 */
export const ROW_COLUMNS = ['number', 'status', 'created_at', 'updated_at', 'name_sort', 'doc', 'base', 'pending', 'seq', 'gen', 'live', ...FILTER_COLUMNS];
const FILTER_OFFSET = ROW_COLUMNS.length - FILTER_COLUMNS.length;
/** Each filter column's place in ROW_COLUMNS: looked up per field of every document a first pull writes. */
const FILTER_AT = Object.fromEntries(FILTER_COLUMNS.map((column, i) => [column, FILTER_OFFSET + i])) as Record<FilterColumn, number>;
/** Where the columns that come from the row's state rather than the document are, in ROW_COLUMNS. */
export const ROW_AT = {
  doc: ROW_COLUMNS.indexOf('doc'),
  base: ROW_COLUMNS.indexOf('base'),
  pending: ROW_COLUMNS.indexOf('pending'),
  seq: ROW_COLUMNS.indexOf('seq'),
  gen: ROW_COLUMNS.indexOf('gen'),
  live: ROW_COLUMNS.indexOf('live'),
};

/**
 * The columns of the version rather than the row, kept in `document_versions` (replica migration
 * 0008): a pulled change that moves no filter column writes that table only.
 */
const VERSION_COLUMNS: ReadonlySet<string> = new Set(['updated_at', 'doc', 'base', 'seq']);
/** The columns of `document_rows` and of `document_versions`, each with its place in ROW_COLUMNS. */
export const ROW_FIELDS: ReadonlyArray<{ column: string; at: number }> = ROW_COLUMNS.flatMap((column, at) => (VERSION_COLUMNS.has(column) ? [] : [{ column, at }]));
export const VERSION_FIELDS: ReadonlyArray<{ column: string; at: number }> = ROW_COLUMNS.flatMap((column, at) => (VERSION_COLUMNS.has(column) ? [{ column, at }] : []));
/** Whether the column at this place in ROW_COLUMNS is the version's. */
export const isVersionAt = (at: number): boolean => VERSION_COLUMNS.has(ROW_COLUMNS[at] ?? '');

/** A document's entries in the search tables. */
export interface SearchEntries {
  /** The full-text entry (`searchTextOf`), null where the collection has none. */
  search: string | null;
  /** The list-search entry (`listSearchTextOf`), null where the collection has none. */
  listText: string | null;
  /** The distinct products the document's items name (`itemProductsOf`). */
  products: string[];
}

export interface PreparedDoc extends SearchEntries {
  /** The document as stored (`doc`, or `base` while a local write is pending). */
  text: string;
  /**
   * ROW_COLUMNS' values from the document; `doc` (it is `text`: a page's documents cross to the
   * writing thread once, not twice) and the row-state ones (base, pending, seq, gen) are left null.
   */
  values: ColumnValue[];
}

export function searchEntriesOf(collection: string, doc: ReplicaDoc): SearchEntries {
  return { search: searchTextOf(collection, doc), listText: listSearchTextOf(collection, doc), products: itemProductsOf(collection, doc) };
}

/**
 * ROW_COLUMNS' worth of nulls, built by pushing: an array made as `new Array(n)` stays "holey" in V8
 * even once filled, and a holey array crosses from the page worker (structured clone) three to
 * four times slower than a packed one — a page's values took 5-10 ms of the hand-over, 1-2 ms packed.
 */
function nullValues(): ColumnValue[] {
  const values: ColumnValue[] = [];
  for (let i = 0; i < ROW_COLUMNS.length; i += 1) values.push(null);
  return values;
}

/**
 * Positional values (named binding costs a lookup per column per row, which a first pull feels).
 * `text`: the document's JSON text where the caller has it already (a pull page's, `pull-page-texts.ts`).
 */
export function prepareDoc(collection: string, doc: ReplicaDoc, text = JSON.stringify(doc)): PreparedDoc {
  const values = nullValues();
  values[0] = typeof doc.number === 'number' ? doc.number : null;
  values[1] = doc.status === false ? 0 : 1;
  values[2] = typeof doc.createdAt === 'string' ? doc.createdAt : null;
  values[3] = typeof doc.updatedAt === 'string' ? doc.updatedAt : null;
  values[4] = typeof doc.name === 'string' ? foldText(doc.name) : null;
  values[ROW_AT.live] = 1;
  for (const spec of COLLECTION_FIELDS[collection] ?? []) values[FILTER_AT[spec.column]] = columnValue(spec, doc);
  return { text, values, ...searchEntriesOf(collection, doc) };
}
