/**
 * Lists sorted by name put a name before every longer name it begins. The `name_search` column of
 * products (name, title, slug), customers (name, email, phone) and providers (name, cuit) joined
 * its fields with a space, so "leche entera 1 l" followed by its slug compared "leche-…" against
 * "economico" and came after "leche entera 1 l económico". Its fields are now joined by U+0001
 * (FIELD_SEPARATOR of src-server/db/search.ts, `listSearchText`), below every character a field
 * can hold. Here the stored column of every existing row is written again that way.
 *
 * - SQLite compares text byte by byte (BINARY): U+0001 sorts first as it is. Each changed row is
 *   written with an UPDATE, so the triggers of 0006, 0007 and 0017 keep the search version, the
 *   product ranks and the trigram index (`name_search`, `name_pairs`) right, as for any rename.
 * - PostgreSQL compares in the database's collation, and ICU and glibc locales (en_US, es_AR) skip
 *   control characters (and glibc spaces and punctuation too), so the column takes the "C"
 *   collation: code point order, as SQLite's, whatever locale the database was made with. Its
 *   indexes (0003, 0004's cover and pg_trgm ones, 0018) are rebuilt in it, so the lists still walk
 *   them. 0006's trigger names the column in its condition, which PostgreSQL refuses under a
 *   column whose type changes: it is dropped and made again as it was.
 *
 * Search finds the same rows: a search word holds neither a space nor the separator, so it lies in
 * the column where it lay before; a whole text is matched with the separator read as a space
 * (`containsFieldsText`). The fields and folding below are a frozen copy of the writers' at this
 * migration (the collections' `collection.ts`), so a later change there cannot change this step.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import { sql, SqliteAdapter, type Kysely, type RawBuilder } from 'kysely';

const SEPARATOR = '\u0001';

/** Each table's search fields, the name first, as its collection wrote them at this migration. */
const FIELDS: Readonly<Record<string, readonly string[]>> = {
  products: ['name', 'title', 'slug'],
  customers: ['name', 'email', 'phone'],
  providers: ['name', 'cuit'],
};

/** Rows read and written at a time. */
const BATCH = 2000;

const fold = (text: string): string =>
  text
    .replaceAll(SEPARATOR, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** `listSearchText` of the fields, as at this migration (a field stored as a number counts as its text, as the writers joined it). */
const listSearchText = (values: readonly unknown[]): string =>
  values
    .filter(Boolean)
    .map((value) => fold(String(value)))
    .join(SEPARATOR);

export async function up(db: Kysely<unknown>): Promise<void> {
  await (db.getExecutor().adapter instanceof SqliteAdapter ? sqliteUp(db, SEPARATOR) : postgresUp(db, SEPARATOR, 'C'));
}

/** Back to fields joined by spaces, in the database's collation (never run in production: migrations go forward). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await (db.getExecutor().adapter instanceof SqliteAdapter ? sqliteUp(db, ' ') : postgresUp(db, ' ', 'default'));
}

/** The search text of a row's field values, its fields joined by `separator`. */
function textOf(values: readonly unknown[], separator: string): string {
  return separator === SEPARATOR ? listSearchText(values) : fold(values.filter(Boolean).map(String).join(separator));
}

/** The rows of `table` whose column changes: number and new text, read a batch at a time in number order. */
async function* changedRows(db: Kysely<unknown>, table: string, separator: string, sqlite: boolean): AsyncGenerator<Array<{ number: number; text: string }>> {
  const fields = FIELDS[table] ?? [];
  const read = fields.map((field, i) => sql`${sqlite ? sql`json_extract(doc, ${`$.${field}`})` : sql`doc::json ->> ${field}`} as ${sql.ref(`f${i}`)}`);
  for (let after: number | null = null; ;) {
    const beyond: RawBuilder<unknown> = after === null ? sql`` : sql`where number > ${after}`;
    const { rows } = await sql<Record<string, unknown>>`select number, name_search, ${sql.join(read)} from ${sql.ref(table)} ${beyond} order by number limit ${BATCH}`.execute(db);
    const last = rows.at(-1);
    if (last === undefined) return;
    after = Number(last.number);
    const changed = rows.flatMap((row) => {
      const values = fields.map((_, i) => row[`f${i}`]);
      // Every document of these collections has a name: a row without one was not written from its document, and is left as it is.
      if (!values[0]) return [];
      const text = textOf(values, separator);
      return text === row.name_search ? [] : [{ number: Number(row.number), text }];
    });
    if (changed.length > 0) yield changed;
  }
}

/**
 * PostgreSQL: the columns in `collation`, then every changed row written, a batch a statement.
 * 0006's per-row trigger is dropped meanwhile (its condition names the column) and the search
 * version raised once instead of once a product.
 */
async function postgresUp(db: Kysely<unknown>, separator: string, collation: 'C' | 'default'): Promise<void> {
  await sql`drop trigger products_search_version_update on products`.execute(db);
  for (const table of Object.keys(FIELDS)) {
    await sql`alter table ${sql.ref(table)} alter column name_search type text collate ${sql.ref(collation)}`.execute(db);
    for await (const changed of changedRows(db, table, separator, false)) {
      await sql`
        update ${sql.ref(table)} set name_search = v.text
        from unnest(${changed.map((c) => c.number)}::bigint[], ${changed.map((c) => c.text)}::text[]) as v(number, text)
        where ${sql.ref(`${table}.number`)} = v.number`.execute(db);
    }
  }
  await sql`update search_versions set value = value + 1 where name = 'products'`.execute(db);
  const distinct = sql.raw(VERSION_COLUMNS.map((c) => `old.${c} is distinct from new.${c}`).join(' or '));
  await sql`create trigger products_search_version_update after update on products for each row when (${distinct}) execute function products_search_version_bump()`.execute(db);
}

/** 0006's columns, whose change raises the products' search version. */
const VERSION_COLUMNS = ['name_search', 'status', 'catalog', 'provider', 'category', 'unit', 'is_shortage', 'split_package'];

/**
 * SQLite: the new texts go to a temporary table, then into each table in one statement. For
 * products, the triggers of 0006, 0007 and 0017 would move each renamed product's rank and index
 * entry one at a time (58 s at 100,000 products): they are set aside (their own text, read back
 * from the schema, made again after) and what they keep is rebuilt at once, as 0007 and 0017 built
 * it — `products_search`'s names, ranks spread evenly in (name, number) order, the trigram index
 * from them — and the search version raised once.
 */
async function sqliteUp(db: Kysely<unknown>, separator: string): Promise<void> {
  await sql`create temp table list_search_rewrite (number integer primary key, text text not null)`.execute(db);
  for (const table of Object.keys(FIELDS)) {
    await sql`delete from temp.list_search_rewrite`.execute(db);
    let any = false;
    for await (const changed of changedRows(db, table, separator, true)) {
      any = true;
      for (let i = 0; i < changed.length; i += INSERT_ROWS) {
        const values = changed.slice(i, i + INSERT_ROWS).map(({ number, text }) => sql`(${number}, ${text})`);
        await sql`insert into temp.list_search_rewrite (number, text) values ${sql.join(values)}`.execute(db);
      }
    }
    if (!any) continue;
    if (table === 'products') await rewriteProducts(db);
    else await sql`update ${sql.ref(table)} set name_search = r.text from temp.list_search_rewrite r where ${sql.ref(`${table}.number`)} = r.number`.execute(db);
  }
  await sql`drop table temp.list_search_rewrite`.execute(db);
}

/** Rows a multi-row insert carries: two parameters each, well under SQLite's limit. */
const INSERT_ROWS = 500;

/** Ranks lie strictly between 0 and 2^62 (0007's RANK_BITS). */
const RANK_TOP = sql.raw('(1 << 62)');
/** U+0300, the mark of 0017's `name_pairs`. */
const MARK = sql.raw('char(768)');
/** `name_pairs` of a search text, as 0017 writes it: the mark before, between and after its characters. */
const pairsOf = (text: RawBuilder<unknown>): RawBuilder<unknown> => sql`(
  with recursive at(i) as (select 1 union all select i + 1 from at where i < length(${text}))
  select ${MARK} || coalesce(group_concat(substr(${text}, i, 1) || ${MARK}, '' order by i), '') from at where i <= length(${text}))`;

async function rewriteProducts(db: Kysely<unknown>): Promise<void> {
  const { rows: triggers } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'trigger' and tbl_name in ('products', 'products_search') order by name`.execute(db);
  for (const { name } of triggers) await sql`drop trigger ${sql.ref(name)}`.execute(db);
  await sql`update products set name_search = r.text from temp.list_search_rewrite r where products.number = r.number`.execute(db);
  await sql`update products_search set name_search = r.text from temp.list_search_rewrite r where products_search.number = r.number`.execute(db);
  await sql`
    update products_search set name_rank = ranked.rank
    from (select number, row_number() over (order by name_search, number) * (${RANK_TOP} / ((select count(*) from products_search) + 1)) as rank from products_search) ranked
    where products_search.number = ranked.number`.execute(db);
  await sql`insert into products_search_fts (products_search_fts) values ('delete-all')`.execute(db);
  await sql`
    insert into products_search_fts (rowid, name_search, name_pairs)
    select name_rank, name_search, ${pairsOf(sql`name_search`)} from products_search where name_rank > 0 order by name_rank`.execute(db);
  // Written at once, the index is left in many segments (13 at 100,000 products), each read by every
  // search: a first-time search cost up to twice as much until FTS5's merges caught up. One segment.
  await sql`insert into products_search_fts (products_search_fts) values ('optimize')`.execute(db);
  await sql`update search_versions set value = value + 1 where name = 'products'`.execute(db);
  for (const trigger of triggers) await sql.raw(trigger.sql).execute(db);
}
