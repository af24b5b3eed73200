/**
 * SQLite: what a product's word starts (`products_search_starts`, migration 0021) cost a write is
 * bounded, whatever its name. 0021 kept one row per word start of the search text (name, title
 * and slug, each up to 100 characters: 302 with the separators), the text from there to its end,
 * and walked every length of a start that shares its first character with an earlier one. A name
 * the contract allows ("a a a … a" in each field: 150 word starts, each sharing all it has with
 * the one before) wrote 150 rows of 2 to 300 characters and walked every length of each: 31-38 ms
 * of the writer's CPU per write, against 1 ms for a normal name (bench/issue-21-search.md, "Word
 * starts bounded"). Now such a write costs 1.2-2.6 ms and at most MAX_STARTS rows.
 *
 * Now a product keeps its first MAX_STARTS word starts, each cut to its first MAX_START_CHARS
 * characters, and `shared` is the longest run of characters a cut start has in common with an
 * earlier one, walked over at most MAX_START_CHARS lengths. Counting stays right (phrase-matches.ts
 * counts the rows of [text, text + U+FFFF) with `shared` below the text's length, each product once):
 * - a cut start in the range begins with the text (it is at least as long), so it is a match;
 * - of a product's cut starts in the range, the first has `shared` below the text's length and every
 *   later one shares at least the text with it, as before;
 * - a text longer than MAX_START_CHARS is in no range (no cut start begins with it): it is counted in
 *   the trigram index, as a text no start begins with always was; so is a product whose matching
 *   word comes past its first MAX_STARTS. The starts only ever said "more than" early: what a search
 *   finds, lists and counts does not depend on them.
 * Two starts of a product cut to the same text are one row (the second would share all of it).
 * Normal names are within both bounds for every search a clerk types ("dulce de leche", "canuelas",
 * the slug "producto-…").
 *
 * The table is filled again for the products there are (0021's rows were not cut, and a product's
 * rows are deleted by the starts its old text gives), and its three triggers made again. PostgreSQL
 * searches with LIKEs and keeps nothing of this. Frozen once released: later changes go in new
 * numbered files.
 */
import { sql, SqliteAdapter, type Kysely, type RawBuilder } from 'kysely';

/** Word starts kept per product: a name, title and slug of ordinary words hold fewer. */
export const MAX_STARTS = 32;
/** Characters kept of each start: longer than any text that begins the words of more than a page of products. */
export const MAX_START_CHARS = 32;

/** What ends a word in a search text: a space, or the fields' separator (U+0001, FIELD_SEPARATOR). */
const ENDS = sql.raw(`(' ', char(1))`);

/** How many starts of a product are kept and how many characters of each; null: all of them, as 0021 kept them (`down`). */
interface Bounds {
  starts: number | null;
  chars: number | null;
}

const BOUNDED: Bounds = { starts: MAX_STARTS, chars: MAX_START_CHARS };
const AS_0021: Bounds = { starts: null, chars: null };

/**
 * The word starts of a text (character positions from 1), the first `bounds.starts` of them, as the
 * CTEs `at` and `word(p)`; and the lengths a start's `shared` is walked over, as `upto(i)`.
 */
const wordsOf = (text: RawBuilder<unknown>, bounds: Bounds): RawBuilder<unknown> => sql`
  at(i) as (select 1 union all select i + 1 from at where i < length(${text})),
  word(p) as (select i from at where i <= length(${text}) and substr(${text}, i, 1) not in ${ENDS} and (i = 1 or substr(${text}, i - 1, 1) in ${ENDS})${
    bounds.starts === null ? sql`` : sql` order by i limit ${sql.lit(bounds.starts)}`
  }),
  upto(i) as ${bounds.chars === null ? sql`(select i from at)` : sql`(select 1 union all select i + 1 from upto where i < ${sql.lit(bounds.chars)})`}`;

/** A start as kept: the text from `p`, at most `bounds.chars` characters of it. */
const cut = (text: RawBuilder<unknown>, bounds: Bounds): RawBuilder<unknown> => (bounds.chars === null ? sql`substr(${text}, p)` : sql`substr(${text}, p, ${sql.lit(bounds.chars)})`);

/** The text before position `to` of `text` with a space ahead of it: an earlier start is one after a space or U+0001 there. */
const ahead = (text: RawBuilder<unknown>, to: RawBuilder<unknown>): RawBuilder<unknown> => sql`substr(' ' || ${text}, 1, ${to})`;

/** Whether the `length` characters from start `p` also follow a space or U+0001 earlier: begin an earlier start. */
const beganBefore = (text: RawBuilder<unknown>, length: RawBuilder<unknown>): RawBuilder<unknown> =>
  sql`(instr(${ahead(text, sql`p - 1 + ${length}`)}, ' ' || substr(${text}, p, ${length})) > 0 or instr(${ahead(text, sql`p - 1 + ${length}`)}, char(1) || substr(${text}, p, ${length})) > 0)`;

/**
 * A JSON array of [start, shared] per kept start of `text`: `shared` counts the lengths, up to the
 * kept start's, whose prefix begins an earlier start (every length up to it does, none past it).
 * Most starts share not even their first character with an earlier one, and are not walked.
 */
const startsOf = (text: RawBuilder<unknown>, bounds: Bounds): RawBuilder<unknown> => sql`(
  with recursive ${wordsOf(text, bounds)}
  select json_group_array(json_array(${cut(text, bounds)}, case
    when not ${beganBefore(text, sql`1`)} then 0
    else (select count(*) from upto where i <= length(${text}) - p + 1 and ${beganBefore(text, sql`i`)}) end)) from word)`;

/** The rows of a product's starts: `number` and the search text they come from; a start cut to an earlier one's text is that row. */
const insertStarts = (number: RawBuilder<unknown>, text: RawBuilder<unknown>, bounds: Bounds): RawBuilder<unknown> => sql`
  insert or ignore into products_search_starts (start, number, shared)
  select starts.value ->> 0, ${number}, starts.value ->> 1 from json_each(${startsOf(text, bounds)}) as starts;`;

/** Removes a product's starts, each found by the primary key from its old text. */
const deleteStarts = (number: RawBuilder<unknown>, text: RawBuilder<unknown>, bounds: Bounds): RawBuilder<unknown> => sql`
  delete from products_search_starts where number = ${number} and start in (with recursive ${wordsOf(text, bounds)} select ${cut(text, bounds)} from word);`;

const TRIGGERS = ['products_search_starts_insert', 'products_search_starts_delete', 'products_search_starts_update'] as const;

/** Fills the table again for every product and makes its triggers again, keeping starts within `bounds`. */
async function keepStarts(db: Kysely<unknown>, bounds: Bounds): Promise<void> {
  for (const trigger of TRIGGERS) await sql`drop trigger ${sql.ref(trigger)}`.execute(db);
  await sql`delete from products_search_starts`.execute(db);
  await sql`
    insert or ignore into products_search_starts (start, number, shared)
    select starts.value ->> 0, s.number, starts.value ->> 1 from products_search s, json_each(${startsOf(sql`s.name_search`, bounds)}) as starts order by 1, 2`.execute(db);
  await sql`create trigger products_search_starts_insert after insert on products_search begin ${insertStarts(sql`new.number`, sql`new.name_search`, bounds)} end`.execute(db);
  await sql`create trigger products_search_starts_delete after delete on products_search begin ${deleteStarts(sql`old.number`, sql`old.name_search`, bounds)} end`.execute(db);
  await sql`
    create trigger products_search_starts_update after update of number, name_search on products_search
    when old.number is not new.number or old.name_search is not new.name_search begin
      ${deleteStarts(sql`old.number`, sql`old.name_search`, bounds)}
      ${insertStarts(sql`new.number`, sql`new.name_search`, bounds)}
    end`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await keepStarts(db, BOUNDED);
}

/** Back to 0021's rows: every start, to the end of its text (never run in production: migrations go forward). */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await keepStarts(db, AS_0021);
}
