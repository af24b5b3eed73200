/**
 * A replica file of the schema before migration 0008 (versions kept in the rows of one `documents`
 * table), as a desk of the previous build left it: what an upgrade starts from.
 */
import Sqlite from 'better-sqlite3';
import { REPLICA_MIGRATIONS } from '../../migrations/replica/index.js';
import { migrateReplica } from '../../src-main/replica/index.js';

/** How many migrations the previous build had. */
export const BEFORE_VERSIONS = REPLICA_MIGRATIONS.findIndex((m) => m.id === '0008_document_versions');

export const oldProduct = (n: number, name: string) => ({
  _id: `p-${n}`,
  number: n,
  name,
  provider: 'prov-1',
  status: true,
  updatedAt: `2026-11-${String((n % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
});
export type OldProduct = ReturnType<typeof oldProduct>;

/** A new file at the previous build's schema; the caller closes it. */
export function createOldReplica(path: string): Sqlite.Database {
  const db = new Sqlite(path);
  db.pragma('journal_mode = WAL');
  migrateReplica(db, REPLICA_MIGRATIONS.slice(0, BEFORE_VERSIONS));
  return db;
}

/** Rows as the writer before 0008 stored them: one table, the version in the row, the search entry beside it. */
export function createOldRows(db: Sqlite.Database) {
  const insert = db.prepare('INSERT INTO documents (collection, id, number, status, updated_at, name_sort, provider, doc, base, pending, live) VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?)');
  const search = db.prepare('INSERT INTO search_products (rowid, text) VALUES (?, ?)');
  return {
    put(n: number, doc: OldProduct | null, state: { pending: number; base?: OldProduct }) {
      const shown = doc ?? state.base;
      if (!shown) throw new Error('a row shows a version or keeps one aside');
      const row = insert.run(
        'products',
        `p-${n}`,
        n,
        shown.updatedAt,
        shown.name.toLowerCase(),
        shown.provider,
        doc && JSON.stringify(doc),
        state.base ? JSON.stringify(state.base) : null,
        state.pending,
        doc ? 1 : 0,
      );
      if (doc) search.run(row.lastInsertRowid, doc.name);
    },
  };
}
