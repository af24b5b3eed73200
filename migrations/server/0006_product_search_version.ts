/**
 * A version number of what a product search can see: `search_versions` row `products`, raised by
 * triggers whenever a product is added or removed, or one of the columns a search matches, filters
 * or sorts on changes (name_search, status, catalog, provider, category, unit, is_shortage,
 * split_package). Stock movements rewrite product rows many times a day without touching those
 * columns, so they leave it alone. The server keeps the matches of recent searches under this
 * number (src-server/features/products/search-cache.ts): a search repeated before anything it can
 * see has changed skips finding and counting its matches. Triggers, not code, keep the number, so
 * every writer — whatever the process — moves it.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import { sql, SqliteAdapter, type Kysely } from 'kysely';

const COLUMNS = ['name_search', 'status', 'catalog', 'provider', 'category', 'unit', 'is_shortage', 'split_package'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into search_versions (name, value) values ('products', 0)`.execute(db);
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const changed = sql.raw(COLUMNS.map((c) => `old.${c} is not new.${c}`).join(' or '));
    const bump = sql`update search_versions set value = value + 1 where name = 'products';`;
    await sql`create trigger products_search_version_insert after insert on products begin ${bump} end`.execute(db);
    await sql`create trigger products_search_version_delete after delete on products begin ${bump} end`.execute(db);
    await sql`create trigger products_search_version_update after update on products when ${changed} begin ${bump} end`.execute(db);
    return;
  }
  await sql`
    create function products_search_version_bump() returns trigger language plpgsql as $$
    begin
      update search_versions set value = value + 1 where name = 'products';
      return null;
    end $$`.execute(db);
  const distinct = sql.raw(COLUMNS.map((c) => `old.${c} is distinct from new.${c}`).join(' or '));
  await sql`create trigger products_search_version_change after insert or delete on products for each statement execute function products_search_version_bump()`.execute(db);
  await sql`create trigger products_search_version_update after update on products for each row when (${distinct}) execute function products_search_version_bump()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const trigger of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists products_search_version_${trigger}`).execute(db);
  } else {
    await sql`drop trigger if exists products_search_version_change on products`.execute(db);
    await sql`drop trigger if exists products_search_version_update on products`.execute(db);
    await sql`drop function if exists products_search_version_bump()`.execute(db);
  }
  await db.schema.dropTable('search_versions').execute();
}
