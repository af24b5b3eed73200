/**
 * PostgreSQL: documents too long to keep whole in their row (about 2 KB and over: an order's JSON
 * with a few lines, its history entry's changes) are compressed with lz4 instead of PostgreSQL's
 * default pglz. Every order's confirmation, preparation and delivery rewrites its whole document,
 * compressed again each time: pglz took about 3% of PostgreSQL's CPU per order lifecycle
 * (bench/issue-21-pg.md, round 18), lz4 compresses several times faster for a little less gain.
 *
 * Every text column named `doc` (the document tables) and history's `changes` in the public
 * schema. Values already stored keep their method until rewritten; reads handle both. Skipped
 * where this PostgreSQL was built without lz4 (its `default_toast_compression` offers no lz4), and
 * on SQLite, which compresses nothing.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import { sql, SqliteAdapter, type Kysely } from 'kysely';

/** The columns compressed, as [table, column]: the documents, and history's changes. */
async function documentColumns(db: Kysely<unknown>): Promise<Array<{ table: string; column: string }>> {
  const { rows } = await sql<{ table: string; column: string }>`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = 'public' and data_type = 'text' and (column_name = 'doc' or (table_name = 'history' and column_name = 'changes'))
    order by table_name`.execute(db);
  return rows;
}

async function hasLz4(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ lz4: boolean }>`select 'lz4' = any(enumvals) as "lz4" from pg_settings where name = 'default_toast_compression'`.execute(db);
  return rows[0]?.lz4 === true;
}

async function compressWith(db: Kysely<unknown>, method: 'lz4' | 'default'): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter || !(await hasLz4(db))) return;
  for (const { table, column } of await documentColumns(db)) {
    await sql`alter table ${sql.ref(table)} alter column ${sql.ref(column)} set compression ${sql.raw(method)}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await compressWith(db, 'lz4');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await compressWith(db, 'default');
}
