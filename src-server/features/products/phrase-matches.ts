/**
 * A search with no filter but its text, on SQLite: its first matches and how many there are (up to
 * the count's bound), from the trigram index `products_search_fts`, whose rowid is each product's
 * rank in name order (migration 0007). The statements are fixed texts, kept prepared, never built
 * again per search.
 *
 * FTS5 starts every read of a phrase by walking all of its trigrams' posting lists to the first
 * match, and a text of two words pays most there: its trigrams come from two words whose postings
 * are dense in different places ("galletitas integral": 17 trigrams, ~190 µs to the first match,
 * against ~30 µs for "dulce de leche" and ~10 µs for "leche"; bench/issue-21-search.md, round 4).
 * Listing the first matches and counting them took two such reads. A text of several words now
 * takes one: its count, which passes every match anyway, also yields the first match's rank, and
 * the list is the products from that rank on, in rank order, that hold the text (the LIKE the
 * index stands for: the same products). That walk looks at WALK_SLACK products per match wanted at
 * most; matches scattered wider than that are listed from the index after all. One word, or a
 * short text, keeps the two reads, the count only when the list is full: the count's rank, read
 * at every match, costs it more than its cheap second start.
 */
import type { AnyReader } from '../../db/documents.js';
import { containsPattern, searchText } from '../../db/search.js';
import { runText } from '../../db/sql-text.js';
import { withTotal, type SearchMatches } from './search-cache.js';

/** How many products from the first match's rank a walk looks at, per match wanted, before it gives up. */
const WALK_SLACK = 2;

/** Values: the phrase, how many matches to list. */
const FIRST_MATCHES = `select products_search.number as number
  from products_search_fts join products_search on products_search.name_rank = products_search_fts.rowid
  where products_search_fts match ? order by products_search_fts.rowid limit ?`;

/** Values: the phrase, how far to count. */
const COUNT = `select count(*) as counted from (select 1 from products_search_fts where products_search_fts match ? limit ?)`;

/**
 * Values: the phrase, how far to count, how many products the walk may look at, the LIKE pattern,
 * how many matches to list. `found` is read once (materialized). No row when nothing matches.
 */
const COUNT_AND_WALK = `with found as materialized (
    select count(*) as counted, min(rank) as first
    from (select rowid as rank from products_search_fts where products_search_fts match ? order by rowid limit ?))
  select walked.number as number, (select counted from found) as counted
  from (select number, name_search, name_rank from products_search where name_rank >= (select first from found) order by name_rank limit ?) as walked
  where walked.name_search like ? escape '\\' order by walked.name_rank limit ?`;

/** Two or more words: something other than spaces on both sides of a space. */
const SEVERAL_WORDS = /\S\s+\S/;
/**
 * From this many characters (seven trigrams) a text of several words was cheaper read once (-7% to
 * -21% of a first-time search); shorter ones ("de leche", "e l") found their first match in less
 * than the count's rank cost them (+6% to +18%).
 */
const READ_ONCE_MIN_CHARS = 9;

const readOnce = (text: string): boolean => SEVERAL_WORDS.test(text.trim()) && Array.from(searchText(text)).length >= READ_ONCE_MIN_CHARS;

export async function phraseMatches(db: AnyReader, text: string, phrase: string, wanted: number, bound: number): Promise<SearchMatches> {
  const firstMatches = async () => numbersOf(await runText<{ number: number | string }>(db, FIRST_MATCHES, [phrase, wanted]));
  if (readOnce(text)) {
    const rows = await runText<{ number: number | string; counted: number | string }>(db, COUNT_AND_WALK, [phrase, bound + 1, wanted * WALK_SLACK, containsPattern(text), wanted]);
    // No row: no first match (the walk starts at one, and lists it).
    if (rows.length === 0) return { numbers: [], total: 0 };
    const counted = Number(rows[0]?.counted);
    const walked = numbersOf(rows);
    // Every match it was to list, found within the walk; else they are listed from the index. It counted up to one past the bound.
    return withTotal(walked.length >= Math.min(wanted, counted) ? walked : await firstMatches(), wanted, bound, () => counted);
  }
  return withTotal(await firstMatches(), wanted, bound, async (upTo) => {
    const [row] = await runText<{ counted: number | string }>(db, COUNT, [phrase, upTo]);
    return Number(row?.counted ?? 0);
  });
}

const numbersOf = (rows: ReadonlyArray<{ number: number | string }>): number[] => rows.map((row) => Number(row.number));
