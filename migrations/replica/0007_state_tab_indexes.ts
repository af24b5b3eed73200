/**
 * The state tabs' live-rows indexes (0003, 0005: `state` and `delivered`, each with the number
 * after it) held an entry for every live row of every collection, though only orders, drafts, buys
 * and the other collections with a state (or a delivery) have a value there: a first pull wrote two
 * entries for each of 100,000 products that no tab ever reads. A tab asks for one value
 * (`state = ?`), which a row without one never matches, so the same indexes over the live rows that
 * have a value serve it as before.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import type Sqlite from 'better-sqlite3';

/** The state tabs' filter columns (0003), each indexed with the number after it. */
const TAB_FILTER_COLUMNS = ['state', 'delivered'] as const;

export function up(db: Sqlite.Database): void {
  db.exec(TAB_FILTER_COLUMNS.map((c) => `DROP INDEX documents_live_${c};\nCREATE INDEX documents_live_${c} ON documents (collection, ${c}, number) WHERE live = 1 AND ${c} IS NOT NULL;`).join('\n'));
}
