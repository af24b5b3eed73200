/**
 * Two of the lists' live-rows indexes (0003, 0005) serve sorts no list asks for: by `updated_at`
 * and by `date` (the screens list newest number first, the prints and pickers by number). Each holds
 * an entry for every live row of every collection, so a pull wrote both for every document, and
 * rewrote the `updated_at` one for every change of a document it already had. A period filter on
 * `date` (roadmaps) is served by that column's own filter index (0001), which holds only the rows
 * that have a date.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import type Sqlite from 'better-sqlite3';

export function up(db: Sqlite.Database): void {
  db.exec(`
    DROP INDEX documents_live_updated_at;
    DROP INDEX documents_live_date;
  `);
}
