/**
 * The lists' live-rows indexes (0003) were partial on `doc IS NOT NULL`. SQLite rewrites the entry
 * of every partial index whose WHERE names a column an UPDATE sets, changed key or not, and every
 * pulled change of a document sets `doc`: an incremental pull of 1,000 repriced products rewrote
 * seven index entries per product where one (`updated_at`) moved. Here liveness is a column of its
 * own, `live` (1 while `doc` holds a version), which the writer sets only when a row is removed or
 * shown again, and the same indexes are made over `live = 1`.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import type Sqlite from 'better-sqlite3';

/** The live-rows indexes of 0003: name suffix and key columns after `collection`. */
const LIVE_INDEXES = [
  ['number', 'number'],
  ['name_sort', 'name_sort'],
  ['created_at', 'created_at'],
  ['updated_at', 'updated_at'],
  ['date', 'date'],
  ['state', 'state, number'],
  ['delivered', 'delivered, number'],
] as const;

export function up(db: Sqlite.Database): void {
  db.exec(`
    ALTER TABLE documents ADD COLUMN live INTEGER NOT NULL DEFAULT 1;
    UPDATE documents SET live = 0 WHERE doc IS NULL;
    ${LIVE_INDEXES.map(([name, keys]) => `DROP INDEX documents_live_${name};\n    CREATE INDEX documents_live_${name} ON documents (collection, ${keys}) WHERE live = 1;`).join('\n    ')}
  `);
}
