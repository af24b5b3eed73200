/**
 * PostgreSQL: `refuse_stale_rows()` fails the statement that calls it, with SQLSTATE `P0402`. A
 * write's closing statement calls it when a field write it holds (db/held-fields.ts: a product's
 * stock figures) found its row's field moved since the write read it: the write's value is stale,
 * so the statement fails, the `commit` sent behind it (db/pg-driver.ts) is answered as a rollback,
 * and the write runs again (db/retry.ts). SQLite writes its fields at once and keeps no such
 * function.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import { sql, SqliteAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`
    create function refuse_stale_rows() returns boolean language plpgsql volatile as $$
    begin
      raise exception 'a row changed after this write read it' using errcode = 'P0402';
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`drop function refuse_stale_rows()`.execute(db);
}
