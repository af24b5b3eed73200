/**
 * PostgreSQL: products' pages keep half their room free (`fillfactor` 50), so the update of a
 * product's stock figures, which every confirm and delivery makes to each product it moves (twice:
 * the figures, then the change number in the write's closing statement), finds room for the new
 * version on the row's own page. There PostgreSQL updates the row in place of its index entries
 * (a HOT update): without room it writes the new version on another page and a new entry in each of
 * the table's ten indexes (its name-search GIN among them), and every later look-up of the product
 * by id walks the dead entries first. Products are few and their rows small: half-empty pages cost
 * little. Pages written before this keep their rows until they are updated; SQLite has no such
 * setting.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import { sql, SqliteAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`alter table products set (fillfactor = 50)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`alter table products reset (fillfactor)`.execute(db);
}
