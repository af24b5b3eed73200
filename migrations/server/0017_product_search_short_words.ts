/**
 * SQLite: product search looks up words of one and two characters in its full-text index too.
 * 0007's trigram index holds runs of three characters, so a word shorter than that ("5", "de") was
 * tested with LIKE on every candidate of the text's longer words: "aceite 5" tested ~3,300 of them
 * (2.7-3.6 ms of CPU), "producto zz" all 100,000 (140 ms), and a text of short words only walked the
 * names (bench/issue-21-search.md, round 6).
 *
 * `products_search_fts` gets a second column, `name_pairs`: the search text with a mark written
 * before, between and after its characters (M c1 M c2 M … M cn M, M = U+0300). Its trigrams are of
 * two kinds only, "M c M" (a character of the name) and "c M d" (two characters side by side), so:
 * - a one-character word c is in the name ⟺ the trigram "M c M" is in `name_pairs`;
 * - a two-character word cd is in the name ⟺ the trigram "c M d" is in `name_pairs`, c = d too.
 * Each is one exact look-up, ANDed with the longer words' phrases inside the same FTS5 query
 * (column filter `name_pairs : "…"`): FTS5 intersects posting lists instead of SQLite testing rows.
 * A word never holds the mark: search texts have it stripped like every combining accent
 * (searchText, U+0300-U+036F), so no name holds it either; and were one to, the equivalences still
 * hold under the column filter, since a trigram with the mark in the middle starts at a character.
 * A longer word (its trigrams without the mark) matches in `name_search` only.
 *
 * The index is contentless with deletes (`contentless_delete`): a removed or moved rank is deleted
 * by its rowid, so nothing has to store `name_pairs` or write it again to remove it. The triggers
 * that kept 0007's index keep this one, on the same events; `name_pairs` is made in SQL (a
 * recursive walk of the name's characters), so any writer keeps the index right. Filled here from
 * `products_search` in rank order; the server merges its segments on start (search-index.ts).
 *
 * The mark is SHORT_WORD_MARK of src-server/db/search.ts, which builds the queries; written here as
 * a literal since a released migration never changes (the search tests fail should they part).
 * PostgreSQL keeps its pg_trgm index and LIKEs. Frozen once released: later changes go in new
 * numbered files.
 */
import { sql, SqliteAdapter, type Kysely, type RawBuilder } from 'kysely';

/** U+0300, the mark between a name's characters in `name_pairs`. */
const MARK = sql.raw('char(768)');

/** `name_pairs` of a search text: the mark before, between and after its characters (code points, as substr and length count them). */
const pairsOf = (text: RawBuilder<unknown>): RawBuilder<unknown> => sql`(
  with recursive at(i) as (select 1 union all select i + 1 from at where i < length(${text}))
  select ${MARK} || coalesce(group_concat(substr(${text}, i, 1) || ${MARK}, '' order by i), '') from at where i <= length(${text}))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;

  for (const trigger of ['products_search_fts_insert', 'products_search_fts_delete', 'products_search_fts_update']) await sql`drop trigger ${sql.ref(trigger)}`.execute(db);
  await sql`drop table products_search_fts`.execute(db);
  await sql`
    create virtual table products_search_fts using fts5(
      name_search,
      name_pairs,
      content = '',
      contentless_delete = 1,
      tokenize = 'trigram case_sensitive 1'
    )`.execute(db);
  await sql`
    insert into products_search_fts (rowid, name_search, name_pairs)
    select name_rank, name_search, ${pairsOf(sql`name_search`)} from products_search where name_rank > 0 order by name_rank`.execute(db);

  // As 0007's: the index follows the ranks; negative ones are spreading's passing places, never indexed.
  await sql`
    create trigger products_search_fts_insert after insert on products_search when new.name_rank > 0 begin
      insert into products_search_fts (rowid, name_search, name_pairs) values (new.name_rank, new.name_search, ${pairsOf(sql`new.name_search`)});
    end`.execute(db);
  await sql`
    create trigger products_search_fts_delete after delete on products_search when old.name_rank > 0 begin
      delete from products_search_fts where rowid = old.name_rank;
    end`.execute(db);
  await sql`
    create trigger products_search_fts_update after update of name_rank on products_search begin
      delete from products_search_fts where rowid = old.name_rank and old.name_rank > 0;
      insert into products_search_fts (rowid, name_search, name_pairs) select new.name_rank, new.name_search, ${pairsOf(sql`new.name_search`)} where new.name_rank > 0;
    end`.execute(db);
}

/** Back to 0007's index of one column (never run in production: migrations go forward). */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  for (const trigger of ['products_search_fts_insert', 'products_search_fts_delete', 'products_search_fts_update']) await sql`drop trigger ${sql.ref(trigger)}`.execute(db);
  await sql`drop table products_search_fts`.execute(db);
  await sql`
    create virtual table products_search_fts using fts5(
      name_search,
      content = 'products_search',
      content_rowid = 'name_rank',
      tokenize = 'trigram case_sensitive 1'
    )`.execute(db);
  await sql`insert into products_search_fts (products_search_fts) values ('rebuild')`.execute(db);
  await sql`
    create trigger products_search_fts_insert after insert on products_search when new.name_rank > 0 begin
      insert into products_search_fts (rowid, name_search) values (new.name_rank, new.name_search);
    end`.execute(db);
  await sql`
    create trigger products_search_fts_delete after delete on products_search when old.name_rank > 0 begin
      insert into products_search_fts (products_search_fts, rowid, name_search) values ('delete', old.name_rank, old.name_search);
    end`.execute(db);
  await sql`
    create trigger products_search_fts_update after update of name_rank on products_search begin
      insert into products_search_fts (products_search_fts, rowid, name_search) select 'delete', old.name_rank, old.name_search where old.name_rank > 0;
      insert into products_search_fts (rowid, name_search) select new.name_rank, new.name_search where new.name_rank > 0;
    end`.execute(db);
}
