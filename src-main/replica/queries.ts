/**
 * Reads the screens make against the replica (through the IPC router): a page of a collection
 * with filters and a sort, one document by id, and full-text search. Rows removed optimistically
 * (`doc` NULL) are invisible. Statements used on every keystroke are prepared once.
 */
import type Sqlite from 'better-sqlite3';
import { addDays, dayOfDate, startOfDay } from '../../src-shared/business-day.js';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../../src-shared/constants/paging.js';
import { AppError } from '../../src-shared/errors.js';
import { COLLECTION_FIELDS, foldText, ITEM_SEARCH_COLLECTIONS } from './columns.js';
import { createListPager } from './list-pages.js';
import { hasListSearch } from './list-search-index.js';
import { ftsQuery, isSearchable } from './search-index.js';
import { createLedgerReader, type LedgerReader } from './ledger-queries.js';
import type { Page, ReplicaDoc } from './types.js';

/** A filter's value: equality, or a range for date fields (`to` as a bare day includes that day). */
/**
 * A range filter on a date column. With `zone`, its bounds are business days and the column may hold
 * a day or an instant (a roadmap's date): an instant counts on its local day in that zone.
 */
export interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
  zone?: string | undefined;
}
export type FilterValue = string | number | boolean | null | DateRange;

/** The orders a list can be read in: each has a live-rows index (replica migrations 0003, 0005, 0006). */
export const SORT_FIELDS = { number: 'number', name: 'name_sort', createdAt: 'created_at' } as const;
export type SortField = keyof typeof SORT_FIELDS;

export interface ListOptions {
  /** By filter name (see `COLLECTION_FIELDS`); undefined values are ignored. */
  filters?: Readonly<Record<string, FilterValue | undefined>>;
  status?: boolean | undefined;
  /**
   * Free text: full-text search where the collection has it; else, as the server's lists do, the
   * text anywhere in the collection's search fields, without accents or case (orders and buys are
   * also found by their items' product names); else the text anywhere in the name.
   */
  query?: string | undefined;
  /** Creation period. */
  fromDate?: string | undefined;
  toDate?: string | undefined;
  page?: number | undefined;
  limit?: number | undefined;
  /** Newest first (number descending) unless told. */
  sort?: { field: SortField; direction: 'asc' | 'desc' } | undefined;
}

/**
 * Relevance (bm25) is computed for at most this many matches, taken in index order. Ranking
 * costs ~2 µs a match: one short word can match a tenth of a 100,000-product catalog, and the
 * search must answer between keystrokes; a query specific enough to be worth ranking matches
 * fewer than this, and is ranked exactly.
 */
const RANKED_CANDIDATES = 500;

export interface SearchOptions {
  limit?: number;
  /** Only enabled (true) or disabled (false) documents. */
  status?: boolean;
}

export interface ReplicaReader extends LedgerReader {
  list(collection: string, options?: ListOptions): Page<ReplicaDoc>;
  get(collection: string, id: string): ReplicaDoc | undefined;
  /** Every word of `text` must start a word of the document; best matches first (see RANKED_CANDIDATES). */
  search(collection: 'products' | 'customers' | 'providers', text: string, options?: SearchOptions): ReplicaDoc[];
  /** Which of these documents have writes still waiting in the outbox: one query for a whole page. */
  pendingIds(collection: string, ids: readonly string[]): Set<string>;
  /**
   * The ids of every document the list holds, in its order (paging and limit ignored): what an
   * export walks through, a snapshot taken at once, without a deep OFFSET per page.
   */
  listIds(collection: string, options?: ListOptions): string[];
  /** Documents by id, in the order asked; ids the replica no longer holds are left out. */
  getMany(collection: string, ids: readonly string[]): ReplicaDoc[];
}

/** The inclusive upper bound of a period: a bare day covers all of it. */
const upTo = (to: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(to) ? `${to}\uffff` : to);

type AddClause = (clause: string, ...values: unknown[]) => void;

function filterClauses(collection: string, filters: ListOptions['filters'], add: AddClause): void {
  const specs = COLLECTION_FIELDS[collection] ?? [];
  for (const [name, value] of Object.entries(filters ?? {})) {
    if (value === undefined) continue;
    const spec = specs.find((s) => s.name === name);
    if (!spec) throw AppError.validation(`${collection} cannot be filtered by ${name}`, [{ path: name, message: 'unknown filter' }]);
    if (value === null) {
      add(`${spec.column} IS NULL`);
    } else if (typeof value === 'object') {
      if (value.zone !== undefined) businessDays(spec.column, value, value.zone, add);
      else {
        if (value.from !== undefined) add(`${spec.column} >= ?`, value.from);
        if (value.to !== undefined) add(`${spec.column} <= ?`, upTo(value.to));
      }
    } else {
      add(`${spec.column} = ?`, spec.kind === 'flag' ? (value ? 1 : 0) : String(value));
    }
  }
}

/** A day (`YYYY-MM-DD`, 10 characters) compares as a day; an instant, by the business day's instants. */
function businessDays(column: string, range: DateRange, zone: string, add: AddClause): void {
  if (range.from !== undefined) {
    const day = dayOfDate(range.from, zone);
    add(`((length(${column}) = 10 AND ${column} >= ?) OR (length(${column}) > 10 AND ${column} >= ?))`, day, startOfDay(day, zone));
  }
  if (range.to !== undefined) {
    const day = dayOfDate(range.to, zone);
    add(`((length(${column}) = 10 AND ${column} <= ?) OR (length(${column}) > 10 AND ${column} < ?))`, day, startOfDay(addDays(day, 1), zone));
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The list's text filter where the collection has no full-text index: the text anywhere in the
 * row's search text (`list_search`, a covering index), as the server's lists match; for orders and
 * buys also a product they carry whose name has the words (the products' full-text index, as the
 * product pickers find them). Elsewhere, the text anywhere in the name.
 */
function textClause(collection: string, text: string, add: AddClause): void {
  const pattern = `%${escapeLike(foldText(text))}%`;
  if (!hasListSearch(collection)) {
    add(`name_sort LIKE ? ESCAPE '\\'`, pattern);
    return;
  }
  const byText = `rowid IN (SELECT rowid FROM list_search WHERE collection = ? AND text LIKE ? ESCAPE '\\')`;
  const words = ITEM_SEARCH_COLLECTIONS.includes(collection) ? ftsQuery(text) : null;
  if (words === null) {
    add(byText, collection, pattern);
    return;
  }
  const byItem = `rowid IN (SELECT dp.doc FROM document_products dp WHERE dp.product IN (
    SELECT p.id FROM search_products s JOIN documents p ON p.rowid = s.rowid WHERE search_products MATCH ? AND p.doc IS NOT NULL))`;
  add(`(${byText} OR ${byItem})`, collection, pattern, words);
}

/**
 * The WHERE clause and ORDER BY of a list, shared by its pages and its ids. Every list reads live
 * rows (`live = 1`, which the writer keeps as `doc IS NOT NULL`) in one of SORT_FIELDS' orders,
 * then rowid: what the live-rows indexes (replica migrations 0003, 0005, 0006) hold, so pages and totals
 * come from the index alone (`list-pages.ts`).
 */
function listQuery(collection: string, options: ListOptions): { clause: string; params: unknown[]; order: string } {
  const where = ['collection = ?', 'live = 1'];
  const params: unknown[] = [collection];
  const add: AddClause = (clause, ...values) => {
    where.push(clause);
    params.push(...values);
  };
  filterClauses(collection, options.filters, add);
  if (options.status !== undefined) add('status = ?', options.status ? 1 : 0);
  if (options.fromDate !== undefined) add('created_at >= ?', options.fromDate);
  if (options.toDate !== undefined) add('created_at <= ?', upTo(options.toDate));
  const text = options.query?.trim();
  if (text) {
    const match = isSearchable(collection) ? ftsQuery(text) : null;
    if (match) add(`rowid IN (SELECT rowid FROM search_${collection} WHERE search_${collection} MATCH ?)`, match);
    else textClause(collection, text, add);
  }
  const sort = options.sort ?? { field: 'number', direction: 'desc' };
  const direction = sort.direction === 'asc' ? 'ASC' : 'DESC';
  return { clause: where.join(' AND '), params, order: `${SORT_FIELDS[sort.field]} ${direction}, rowid ${direction}` };
}

export function createReplicaReader(db: Sqlite.Database): ReplicaReader {
  const getStmt = db.prepare('SELECT doc FROM documents WHERE collection = ? AND id = ? AND doc IS NOT NULL');
  const getManyStmt = db.prepare('SELECT id, doc FROM documents WHERE collection = ? AND id IN (SELECT value FROM json_each(?)) AND doc IS NOT NULL');
  // `pending` counts the row's outbox entries still to be accepted (documents.ts); its index holds only those rows.
  const pendingStmt = db.prepare('SELECT id FROM documents WHERE pending > 0 AND collection = ? AND id IN (SELECT value FROM json_each(?))');
  const pager = createListPager(db);
  const searchStmts = new Map<string, Sqlite.Statement>();
  const searchStmt = (collection: string, status: boolean | undefined): Sqlite.Statement => {
    const key = `${collection}:${status}`;
    let stmt = searchStmts.get(key);
    if (!stmt) {
      // The candidates' texts straight from `document_versions` (replica migration 0008), the row
      // joined only to filter by status: through the `documents` view each of the 500 candidates
      // was looked up in both tables, 2.1 ms a search against 1.3 ms over 100,000 products.
      const statusJoin = status === undefined ? '' : `JOIN document_rows r ON r.rowid = s.rowid AND r.status = ${status ? 1 : 0}`;
      stmt = db.prepare(
        `SELECT v.doc FROM (SELECT rowid, rank FROM search_${collection} WHERE search_${collection} MATCH ? LIMIT ${RANKED_CANDIDATES}) s
         JOIN document_versions v ON v.rowid = s.rowid ${statusJoin}
         WHERE v.doc IS NOT NULL
         ORDER BY s.rank LIMIT ?`,
      );
      searchStmts.set(key, stmt);
    }
    return stmt;
  };

  return {
    ...createLedgerReader(db),
    list(collection, options = {}) {
      const page = Math.max(1, Math.floor(options.page ?? 1));
      const limit = Math.min(MAX_LIMIT, Math.max(1, Math.floor(options.limit ?? DEFAULT_LIMIT)));
      const sql = listQuery(collection, options);
      const total = pager.count(sql);
      const docs = (page - 1) * limit < total ? pager.page(sql, (page - 1) * limit, limit) : [];
      return { docs, total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) };
    },

    listIds(collection, options = {}) {
      const { clause, params, order } = listQuery(collection, options);
      return db
        .prepare(`SELECT id FROM documents WHERE ${clause} ORDER BY ${order}`)
        .pluck()
        .all(...params) as string[];
    },

    getMany(collection, ids) {
      if (ids.length === 0) return [];
      const rows = getManyStmt.all(collection, JSON.stringify(ids.map((id) => id.toLowerCase()))) as Array<{ id: string; doc: string }>;
      const byId = new Map(rows.map((r) => [r.id, r.doc]));
      return ids.flatMap((id) => {
        const doc = byId.get(id.toLowerCase());
        return doc === undefined ? [] : [JSON.parse(doc) as ReplicaDoc];
      });
    },

    get(collection, id) {
      const row = getStmt.get(collection, id.toLowerCase()) as { doc: string } | undefined;
      return row ? (JSON.parse(row.doc) as ReplicaDoc) : undefined;
    },

    search(collection, text, options = {}) {
      if (!isSearchable(collection)) throw AppError.validation(`${collection} has no full-text search`);
      const match = ftsQuery(text);
      if (!match) return [];
      const limit = Math.min(MAX_LIMIT, Math.max(1, options.limit ?? DEFAULT_LIMIT));
      const rows = searchStmt(collection, options.status).all(match, limit) as Array<{ doc: string }>;
      return rows.map((r) => JSON.parse(r.doc) as ReplicaDoc);
    },

    pendingIds(collection, ids) {
      if (ids.length === 0) return new Set();
      const rows = pendingStmt.all(collection, JSON.stringify(ids.map((id) => id.toLowerCase()))) as Array<{ id: string }>;
      return new Set(rows.map((r) => r.id));
    },
  };
}
