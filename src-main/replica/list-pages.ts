/**
 * A list's page read cheaply anywhere in a long list (50,000 orders scroll page by page):
 *
 * - the page's rows are found first, as rowids, in the sort's live-rows index (replica migrations
 *   0003, 0005 and 0006: `documents_live_<column>`), so an OFFSET deep in the list skips index
 *   entries rather than table rows; only the page's documents are then read, by rowid;
 * - the total is counted once per filter set and kept until the replica changes (any write on this
 *   connection, or a commit by another one), not recounted for every page the table scrolls to.
 *
 * Statements are prepared once per distinct query text (the filter set's shape), like the rest of
 * the reader.
 */
import type Sqlite from 'better-sqlite3';
import type { ReplicaDoc } from './types.js';

/** A list query: its WHERE clause (with its parameters) and ORDER BY, from `queries.ts`. */
export interface ListSql {
  clause: string;
  params: readonly unknown[];
  order: string;
}

export interface ListPager {
  /** How many rows the list holds. */
  count(sql: ListSql): number;
  /** The documents of rows `offset`..`offset + limit - 1`, in the list's order. */
  page(sql: ListSql, offset: number, limit: number): ReplicaDoc[];
}

/** Totals kept at once: a few screens' filter sets; more is just recounted. */
const KEPT_TOTALS = 64;
/** Prepared statements kept at once, by query text. */
const KEPT_STATEMENTS = 128;

export function createListPager(db: Sqlite.Database): ListPager {
  const statements = new Map<string, Sqlite.Statement>();
  const prepare = (sql: string): Sqlite.Statement => {
    let stmt = statements.get(sql);
    if (!stmt) {
      if (statements.size >= KEPT_STATEMENTS) statements.clear();
      stmt = db.prepare(sql);
      statements.set(sql, stmt);
    }
    return stmt;
  };
  const changesStmt = db.prepare('SELECT total_changes()').pluck();
  const docsStmt = db.prepare('SELECT rowid, doc FROM documents WHERE rowid IN (SELECT value FROM json_each(?)) AND doc IS NOT NULL');

  // What the replica looked like when the totals were counted: this connection's writes so far
  // (total_changes) and other connections' commits (data_version). Either moving drops them all.
  let totalsAt = '';
  const totals = new Map<string, number>();
  const version = (): string => `${changesStmt.get() as number}:${db.pragma('data_version', { simple: true }) as number}`;

  return {
    count({ clause, params }) {
      const now = version();
      if (now !== totalsAt) {
        totals.clear();
        totalsAt = now;
      }
      const key = `${clause}\u0000${JSON.stringify(params)}`;
      const known = totals.get(key);
      if (known !== undefined) return known;
      const n = prepare(`SELECT count(*) FROM documents WHERE ${clause}`)
        .pluck()
        .get(...params) as number;
      if (totals.size >= KEPT_TOTALS) totals.delete(totals.keys().next().value as string);
      totals.set(key, n);
      return n;
    },

    page({ clause, params, order }, offset, limit) {
      const rowids = prepare(`SELECT rowid FROM documents WHERE ${clause} ORDER BY ${order} LIMIT ? OFFSET ?`)
        .pluck()
        .all(...params, limit, offset) as number[];
      if (rowids.length === 0) return [];
      const rows = docsStmt.all(JSON.stringify(rowids)) as Array<{ rowid: number; doc: string }>;
      const byRowid = new Map(rows.map((r) => [r.rowid, r.doc]));
      return rowids.flatMap((rowid) => {
        const doc = byRowid.get(rowid);
        return doc === undefined ? [] : [JSON.parse(doc) as ReplicaDoc];
      });
    },
  };
}
