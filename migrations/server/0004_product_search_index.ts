/**
 * Product search by any part of a word (`GET /product/public?query=…`) without reading every name.
 * `name_search LIKE '%term%'` cannot seek a B-tree index: 0003's name index only let the page stop
 * early, while the count still read every name.
 *
 * - SQLite: `products_fts`, an FTS5 table with the `trigram` tokenizer over `name_search`. A quoted
 *   phrase of three characters or more finds exactly the names holding it as a substring (spaces
 *   included). `case_sensitive 1` keeps it byte-exact like the LIKE it replaces (`name_search` is
 *   lower-case already). External content, so the text is not stored twice; its rowid is the
 *   product's `number` (unique, never changed), not the table's implicit rowid, which VACUUM may
 *   renumber. Triggers keep it in sync with every write, whatever the code that writes. And
 *   `products_number_search_idx` (number, name_search): the names of the matches, to sort them, without
 *   reading rows that carry the whole document.
 * - PostgreSQL: a `pg_trgm` GIN index on `name_search`, which `LIKE '%term%'` uses as it is (a
 *   selective search reads its few matches). Only where the extension is installed or this role may
 *   install it: without it the search stays correct, just slower, and the migration never fails a
 *   database over it. And `products_name_search_cover_idx`, (name_search) with number, status and
 *   catalog: a search walking the names in order (a frequent text) tests each one in the index
 *   alone, where 0003's index made it read every product row it passed (jamon: 50 ms, now 10).
 */
import { sql, SqliteAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await sqliteUp(db);
  else await postgresUp(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const trigger of ['products_fts_insert', 'products_fts_delete', 'products_fts_update']) {
      await sql`drop trigger if exists ${sql.ref(trigger)}`.execute(db);
    }
    await sql`drop table if exists products_fts`.execute(db);
    await sql`drop index if exists products_number_search_idx`.execute(db);
  } else {
    // The extension may serve others: it stays.
    await sql`drop index if exists products_name_search_trgm_idx`.execute(db);
    await sql`drop index if exists products_name_search_cover_idx`.execute(db);
  }
}

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  await sql`
    create virtual table products_fts using fts5(
      name_search,
      content = 'products',
      content_rowid = 'number',
      tokenize = 'trigram case_sensitive 1'
    )`.execute(db);
  await sql`
    create trigger products_fts_insert after insert on products begin
      insert into products_fts (rowid, name_search) values (new.number, new.name_search);
    end`.execute(db);
  // External content: a delete must name the exact text indexed, which the old row holds.
  await sql`
    create trigger products_fts_delete after delete on products begin
      insert into products_fts (products_fts, rowid, name_search) values ('delete', old.number, old.name_search);
    end`.execute(db);
  // Every save rewrites every column; only a changed text (or number) touches the index.
  await sql`
    create trigger products_fts_update after update of number, name_search on products
    when old.number is not new.number or old.name_search is not new.name_search begin
      insert into products_fts (products_fts, rowid, name_search) values ('delete', old.number, old.name_search);
      insert into products_fts (rowid, name_search) values (new.number, new.name_search);
    end`.execute(db);
  await sql`insert into products_fts (products_fts) values ('rebuild')`.execute(db);
  await db.schema.createIndex('products_number_search_idx').on('products').columns(['number', 'name_search']).execute();
}

interface TrigramState {
  /** Schema pg_trgm is installed in, or null when it is not installed. */
  schema: string | null;
  available: boolean;
  /** This role may run CREATE EXTENSION pg_trgm (superuser, or trusted extension + CREATE rights). */
  creatable: boolean;
}

async function trigramState(db: Kysely<unknown>): Promise<TrigramState> {
  const { rows } = await sql<TrigramState>`
    select
      (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm') as schema,
      exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available,
      coalesce((select rolsuper from pg_roles where rolname = current_user), false)
        or (
          coalesce((select v.trusted from pg_available_extension_versions v join pg_available_extensions a on a.name = v.name and a.default_version = v.version where v.name = 'pg_trgm'), false)
          and has_database_privilege(current_database(), 'CREATE')
          and current_schema() is not null
          and has_schema_privilege(current_schema(), 'CREATE')
        ) as creatable`.execute(db);
  return rows[0] ?? { schema: null, available: false, creatable: false };
}

/**
 * Runs `statement`, and on failure undoes only it (a savepoint: the migration's transaction stays
 * usable). Answers whether it succeeded.
 */
async function attempt(db: Kysely<unknown>, statement: () => Promise<unknown>): Promise<boolean> {
  const inTransaction = db.isTransaction;
  if (inTransaction) await sql`savepoint product_search_trgm`.execute(db);
  try {
    await statement();
    if (inTransaction) await sql`release savepoint product_search_trgm`.execute(db);
    return true;
  } catch {
    if (inTransaction) await sql`rollback to savepoint product_search_trgm`.execute(db);
    return false;
  }
}

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  await sql`create index products_name_search_cover_idx on products (name_search) include (number, status, catalog)`.execute(db);
  const state = await trigramState(db);
  let schema = state.schema;
  if (schema === null) {
    if (!state.available || !state.creatable) return;
    if (!(await attempt(db, () => sql`create extension if not exists pg_trgm`.execute(db)))) return;
    schema = (await trigramState(db)).schema;
    if (schema === null) return;
  }
  await attempt(db, () => sql`create index products_name_search_trgm_idx on products using gin (name_search ${sql.ref(`${schema}.gin_trgm_ops`)})`.execute(db));
}
