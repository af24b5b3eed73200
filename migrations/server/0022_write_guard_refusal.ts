/**
 * PostgreSQL: `refuse_write_guard()` fails the statement that calls it, with SQLSTATE `P0401`. A
 * write's closing statement calls it when the write's guard (the caller's session, db/write-guard.ts)
 * no longer holds, so the refusal is an error of that statement rather than a value read after it:
 * the server sends the `commit` together with the closing statement (db/pg-driver.ts), and a failed
 * statement turns that commit into a rollback. SQLite checks its guard at `begin` and keeps no such
 * function.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import { sql, SqliteAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`
    create function refuse_write_guard() returns boolean language plpgsql volatile as $$
    begin
      raise exception 'write guard refused' using errcode = 'P0401';
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`drop function refuse_write_guard()`.execute(db);
}
