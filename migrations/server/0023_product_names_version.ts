/**
 * A version of the products' names alone: `search_versions` row `product_names`, raised by triggers
 * only when a product is added or removed or its search text (`name_search`, or its number)
 * changes — what the names held in memory are (src-server/features/products/name-index.ts: every
 * product's number and search text, in name order, for a search with no filter). 0006's `products`
 * row also moves when a product's status, catalog, provider, category, unit, shortage flag or split
 * package changes: the cache of whole searches (filters included) needs that, the names do not,
 * and a full reading of 100,000 names costs 0.7-0.9 s of CPU. Triggers, not code, keep the number,
 * so every writer moves it; a later migration that rewrites `name_search` itself raises both rows.
 *
 * Kept on PostgreSQL too (which answers searches in SQL and holds no names), so both databases
 * have the same rows and a later use needs no second migration.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import { sql, SqliteAdapter, type Kysely } from 'kysely';

/** What the names in memory hold of a product, besides its being there. */
const COLUMNS = ['number', 'name_search'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into search_versions (name, value) values ('product_names', 0)`.execute(db);
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const changed = sql.raw(COLUMNS.map((c) => `old.${c} is not new.${c}`).join(' or '));
    const bump = sql`update search_versions set value = value + 1 where name = 'product_names';`;
    await sql`create trigger product_names_version_insert after insert on products begin ${bump} end`.execute(db);
    await sql`create trigger product_names_version_delete after delete on products begin ${bump} end`.execute(db);
    await sql`create trigger product_names_version_update after update of ${sql.raw(COLUMNS.join(', '))} on products when ${changed} begin ${bump} end`.execute(db);
    return;
  }
  await sql`
    create function product_names_version_bump() returns trigger language plpgsql as $$
    begin
      update search_versions set value = value + 1 where name = 'product_names';
      return null;
    end $$`.execute(db);
  const distinct = sql.raw(COLUMNS.map((c) => `old.${c} is distinct from new.${c}`).join(' or '));
  await sql`create trigger product_names_version_change after insert or delete on products for each statement execute function product_names_version_bump()`.execute(db);
  await sql`create trigger product_names_version_update after update on products for each row when (${distinct}) execute function product_names_version_bump()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const trigger of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists product_names_version_${trigger}`).execute(db);
  } else {
    await sql`drop trigger if exists product_names_version_change on products`.execute(db);
    await sql`drop trigger if exists product_names_version_update on products`.execute(db);
    await sql`drop function if exists product_names_version_bump()`.execute(db);
  }
  await sql`delete from search_versions where name = 'product_names'`.execute(db);
}
