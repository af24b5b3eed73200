/**
 * A queued write can change documents besides its own, as the server will (a receipt linked to a
 * buy joins the buy's receipts): the outbox entry names them, as JSON `[{collection, docId}]`, so
 * that they are settled with it when the server answers, or put back when it refuses.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import type Sqlite from 'better-sqlite3';

export function up(db: Sqlite.Database): void {
  db.exec('ALTER TABLE outbox ADD COLUMN linked TEXT');
}
