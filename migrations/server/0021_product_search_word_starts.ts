/**
 * SQLite: a broad product search whose text begins a later word of many names ("canuelas", a brand;
 * "producto", the slug) says "more than" without counting the trigram index's matches. Round 7 did
 * that for names that START with the text (their index counts them: ~70 µs for 1,001, against
 * 300-700 µs for FTS5's count); here every word start of `products_search.name_search` counts:
 *
 * `products_search_starts`: per product, one row per word start of its search text (the first
 * character, and every one after a space or the fields' separator U+0001, none of those itself),
 * `start` the text from there to the end. A row whose `start` begins with the text's words joined
 * by spaces is a match (it holds every word), so the rows of a range [text, text + U+FFFF) (in
 * SQLite's text order, as startingRange of src-server/db/search.ts) are matches. A product may hold
 * several such rows ("de" in "dulce de leche de campo"): `shared` is the longest common prefix (in
 * characters) of the row's `start` with any earlier start of the same text, so of a product's rows
 * in the range only its first start beginning with the text has `shared` below the text's length (a
 * later one shares at least the text with it). Counting the rows of the range with `shared <
 * length` counts products, each once, without a DISTINCT (which doubled the count's cost: ~170
 * against ~80 µs at 1,001). An upper bound of `shared` would only count fewer: still matches.
 *
 * Kept by triggers on `products_search` (itself kept by 0007's triggers on products, whatever the
 * writer): an inserted row adds its starts, a deleted one removes them (found by the same walk of
 * its text, each by the primary key: no second index to write), a changed `name_search` both.
 * Filled here for the products there are, in key order (11 s of CPU at 100,000 products). The starts are found in SQL (a walk of the characters),
 * one expression for the fill and the triggers; a WITHOUT ROWID table keyed (start, number) is the
 * only b-tree written, and the count reads it alone.
 *
 * PostgreSQL searches with LIKEs and keeps nothing of this. Frozen once released: later changes go
 * in new numbered files.
 */
import { sql, SqliteAdapter, type Kysely, type RawBuilder } from 'kysely';

/** What ends a word in a search text: a space, or the fields' separator (U+0001, FIELD_SEPARATOR). */
const ENDS = sql.raw(`(' ', char(1))`);

/** The word starts of a text (character positions from 1), as the CTEs `at` and `word`; `word(p)`. */
const wordsOf = (text: RawBuilder<unknown>): RawBuilder<unknown> => sql`
  at(i) as (select 1 union all select i + 1 from at where i < length(${text})),
  word(p) as (select i from at where i <= length(${text}) and substr(${text}, i, 1) not in ${ENDS} and (i = 1 or substr(${text}, i - 1, 1) in ${ENDS}))`;

/** The text before position `to` of `text` with a space ahead of it: an earlier start is one after a space or U+0001 there. */
const ahead = (text: RawBuilder<unknown>, to: RawBuilder<unknown>): RawBuilder<unknown> => sql`substr(' ' || ${text}, 1, ${to})`;

/** Whether the `length` characters from start `p` also follow a space or U+0001 earlier: begin an earlier start. */
const beganBefore = (text: RawBuilder<unknown>, length: RawBuilder<unknown>): RawBuilder<unknown> =>
  sql`(instr(${ahead(text, sql`p - 1 + ${length}`)}, ' ' || substr(${text}, p, ${length})) > 0 or instr(${ahead(text, sql`p - 1 + ${length}`)}, char(1) || substr(${text}, p, ${length})) > 0)`;

/**
 * A JSON array of [start, shared] per word start of `text` (`p`): `shared` is the longest run of
 * characters its start has in common with an earlier start, counted as the lengths whose prefix
 * begins an earlier start (every length up to it does, none past it). Most starts share not even
 * their first character with an earlier one, and are not walked (50 µs a name, against 400-800
 * for a walk of every pair of starts).
 */
const startsOf = (text: RawBuilder<unknown>): RawBuilder<unknown> => sql`(
  with recursive ${wordsOf(text)}
  select json_group_array(json_array(substr(${text}, p), case
    when not ${beganBefore(text, sql`1`)} then 0
    else (select count(*) from at where i <= length(${text}) - p + 1 and ${beganBefore(text, sql`i`)}) end)) from word)`;

/** The rows of a product's starts: `number` and the search text they come from. */
const insertStarts = (number: RawBuilder<unknown>, text: RawBuilder<unknown>): RawBuilder<unknown> => sql`
  insert into products_search_starts (start, number, shared)
  select starts.value ->> 0, ${number}, starts.value ->> 1 from json_each(${startsOf(text)}) as starts;`;

/** Removes a product's starts, each found by the primary key from its old text. */
const deleteStarts = (number: RawBuilder<unknown>, text: RawBuilder<unknown>): RawBuilder<unknown> => sql`
  delete from products_search_starts where number = ${number} and start in (with recursive ${wordsOf(text)} select substr(${text}, p) from word);`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`
    create table products_search_starts (start text not null, number integer not null, shared integer not null, primary key (start, number)) without rowid`.execute(db);
  await sql`
    insert into products_search_starts (start, number, shared)
    select starts.value ->> 0, s.number, starts.value ->> 1 from products_search s, json_each(${startsOf(sql`s.name_search`)}) as starts order by 1, 2`.execute(db);
  await sql`create trigger products_search_starts_insert after insert on products_search begin ${insertStarts(sql`new.number`, sql`new.name_search`)} end`.execute(db);
  await sql`create trigger products_search_starts_delete after delete on products_search begin ${deleteStarts(sql`old.number`, sql`old.name_search`)} end`.execute(db);
  await sql`
    create trigger products_search_starts_update after update of number, name_search on products_search
    when old.number is not new.number or old.name_search is not new.name_search begin
      ${deleteStarts(sql`old.number`, sql`old.name_search`)}
      ${insertStarts(sql`new.number`, sql`new.name_search`)}
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  for (const trigger of ['products_search_starts_insert', 'products_search_starts_delete', 'products_search_starts_update']) await sql`drop trigger ${sql.ref(trigger)}`.execute(db);
  await sql`drop table products_search_starts`.execute(db);
}
