/**
 * A search with no filter but its words, on SQLite: its first matches and how many there are (up to
 * the count's bound), from the trigram index `products_search_fts`, whose rowid is each product's
 * rank in name order (migration 0007). The index's query requires every word (side by side: AND),
 * in any order: three characters or more as a string of the name, shorter ones as their trigram of
 * `name_pairs` (migration 0017), so FTS5 intersects posting lists where SQLite tested each
 * candidate of the long words with a LIKE ("aceite 5": 3,300 candidates, five times the CPU;
 * bench/issue-21-search.md, round 6). A word the index cannot look up (one holding a NUL) is still
 * tested that way, in the same two reads. The statements are fixed texts, kept prepared, never
 * built again per search.
 *
 * FTS5 starts every read by walking all of its trigrams' posting lists to the first match, and a
 * text of two words pays most there: its trigrams come from two words whose postings are dense in
 * different places ("galletitas integral": ~190 µs to the first match, against ~10 µs for "leche";
 * bench/issue-21-search.md, round 4). Listing the first matches and counting them took two such
 * reads. A text of several words takes one: its count, which passes every match anyway, also
 * yields the first match's rank, and the list is the products from that rank on, in rank order,
 * that hold every word (the LIKEs the index stands for: the same products). That walk looks at
 * WALK_SLACK products per match wanted at most; matches scattered wider than that are listed from
 * the index after all. One word, a short text, or one with a tested word keeps the two reads, the
 * count only when the list is full: the count's rank, read at every match, costs it more than its
 * cheap second start.
 *
 * Counting is the dear part of a broad search: FTS5 reads every trigram of the text at every match
 * up to the bound (1,001 matches: 300-400 µs for "dulce de leche", "aceite" or "crem" on 100,000
 * products, most of a first-time search). Products one of whose word starts begins with the text's
 * words joined by spaces (startingRange: "Dulce de leche …" for "dulce de leche", "… Cañuelas 123"
 * for "canuelas", the slug "producto-…" for "producto") are matches too, and
 * `products_search_starts` (migration 0021) counts them, each product once, in a fifth of that; when
 * there are more of them than the bound, the search is broad and its total "more than" without the
 * index's count (bench/issue-21-search.md, rounds 7 and 8). Fewer, and the index counts as before:
 * the starts counted are the price of trying (a few µs when none begins so, ~80 at 1,000), and the
 * index's count after them runs slower ("galletitas integral", 334 such names: +16%).
 * The starts table is kept by triggers with `products_search` in the same transaction, so the
 * products counted there are among the index's matches.
 */
import type { AnyReader } from '../../db/documents.js';
import { startingRange, wordPattern, type TrigramWords } from '../../db/search.js';
import { runText, textFor } from '../../db/sql-text.js';
import { withTotal, type SearchMatches } from './search-cache.js';

/** How many products from the first match's rank a walk looks at, per match wanted, before it gives up. */
const WALK_SLACK = 2;

/** `and`, then a LIKE on the candidate's search text per word the index could not look up. */
const testedText = (tested: number): string => Array.from({ length: tested }, () => ` and products_search.name_search like ? escape '\\'`).join('');

/** Values: the index's query, one LIKE pattern per tested word, how many matches to list. */
const firstMatchesText = (tested: number): string =>
  textFor(
    `product-first-matches|${tested}`,
    () => `select products_search.number as number
  from products_search_fts join products_search on products_search.name_rank = products_search_fts.rowid
  where products_search_fts match ?${testedText(tested)} order by products_search_fts.rowid limit ?`,
  );

/**
 * Values: the index's query, one LIKE pattern per tested word, how far to count. Without a tested
 * word the index alone counts.
 */
const countText = (tested: number): string =>
  textFor(`product-count|${tested}`, () =>
    tested === 0
      ? `select count(*) as counted from (select 1 from products_search_fts where products_search_fts match ? limit ?)`
      : `select count(*) as counted from (select 1
  from products_search_fts join products_search on products_search.name_rank = products_search_fts.rowid
  where products_search_fts match ?${testedText(tested)} limit ?)`,
  );

/**
 * Values: the index's query, how far to count, how many products the walk may look at, one LIKE
 * pattern per word, how many matches to list. `found` is read once (materialized). No row when
 * nothing matches. Its text is written once per number of words.
 */
const countAndWalk = (words: number): string =>
  textFor(
    `product-count-and-walk|${words}`,
    () => `with found as materialized (
    select count(*) as counted, min(rank) as first
    from (select rowid as rank from products_search_fts where products_search_fts match ? order by rowid limit ?))
  select walked.number as number, (select counted from found) as counted
  from (select number, name_search, name_rank from products_search where name_rank >= (select first from found) order by name_rank limit ?) as walked
  where ${Array.from({ length: words }, () => `walked.name_search like ? escape '\\'`).join(' and ')} order by walked.name_rank limit ?`,
  );

/**
 * From this many characters (seven trigrams) a text of several words was cheaper read once (-7% to
 * -21% of a first-time search); shorter ones ("de leche", "e l") found their first match in less
 * than the count's rank cost them (+6% to +18%).
 */
const READ_ONCE_MIN_CHARS = 9;

const readOnce = (words: readonly string[]): boolean => words.length > 1 && Array.from(words.join(' ')).length >= READ_ONCE_MIN_CHARS;

/**
 * Values: the first text of the range, the first past it, its length, how far to count. Of a
 * product's starts in the range, only its first has `shared` below the length (migration 0021): each
 * product counts once. The table's primary key (start, number) alone is read.
 */
const STARTING_COUNT = `select count(*) as counted from (select 1 from products_search_starts where start >= ? and start < ? and shared < ? limit ?)`;

/** How many products have a word start beginning with the words' text (startingRange), counted up to `upTo`. */
async function countStarting(db: AnyReader, words: readonly string[], upTo: number): Promise<number> {
  const range = startingRange(words);
  if (!range) return 0;
  const [row] = await runText<{ counted: number | string }>(db, STARTING_COUNT, [range.from, range.to, range.length, upTo]);
  return Number(row?.counted ?? 0);
}

/**
 * The words of a search (`searched`: `searchWords`, in the text's order; `words`: the same as
 * `trigramWords` splits them): `phrase` is the index's query requiring every indexed one.
 */
export async function phraseMatches(db: AnyReader, searched: readonly string[], words: TrigramWords, phrase: string, wanted: number, bound: number): Promise<SearchMatches> {
  const tested = words.tested.map(wordPattern);
  const firstMatches = async () => numbersOf(await runText<{ number: number | string }>(db, firstMatchesText(tested.length), [phrase, ...tested, wanted]));
  if (tested.length === 0 && readOnce(words.indexed)) {
    // More products have a word start beginning with the text than the bound: only the list is left to find (it is full, and the total "more than").
    if ((await countStarting(db, searched, bound + 1)) > bound) return withTotal(await firstMatches(), wanted, bound, () => bound + 1);
    const rows = await runText<{ number: number | string; counted: number | string }>(db, countAndWalk(words.indexed.length), [
      phrase,
      bound + 1,
      wanted * WALK_SLACK,
      ...words.indexed.map(wordPattern),
      wanted,
    ]);
    // No row: no first match (the walk starts at one, and lists it).
    if (rows.length === 0) return { numbers: [], total: 0 };
    const counted = Number(rows[0]?.counted);
    const walked = numbersOf(rows);
    // Every match it was to list, found within the walk; else they are listed from the index. It counted up to one past the bound.
    return withTotal(walked.length >= Math.min(wanted, counted) ? walked : await firstMatches(), wanted, bound, () => counted);
  }
  return withTotal(await firstMatches(), wanted, bound, async (upTo) => {
    const starting = await countStarting(db, searched, upTo);
    if (starting >= upTo) return starting;
    const [row] = await runText<{ counted: number | string }>(db, countText(tested.length), [phrase, ...tested, upTo]);
    return Number(row?.counted ?? 0);
  });
}

const numbersOf = (rows: ReadonlyArray<{ number: number | string }>): number[] => rows.map((row) => Number(row.number));
