/** Lower-cased, accent-free text kept in `*_search` columns, so `LIKE` finds "jamon" in "Jamón" on both databases. */
import { sql, SqliteAdapter, type Expression, type SqlBool } from 'kysely';

/**
 * What joins a name to the other fields a list's search column holds (`listSearchText`): U+0001,
 * below every character a field can hold (single-line text refuses control characters, and
 * `searchText` turns this one into a space), so a list sorted by the column puts a name before
 * every longer name it begins ("leche entera 1 l", then "leche entera 1 l economico") — a space
 * there compared the shorter name's next field against the longer name's next word. PostgreSQL
 * compares these columns in the "C" collation (migration 0019): most others skip control characters.
 */
export const FIELD_SEPARATOR = '\u0001';

/** Accent-free, lower-case text; the field separator becomes a space, so only `listSearchText` ever writes it. */
function fold(text: string): string {
  return text
    .replaceAll(FIELD_SEPARATOR, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The search text of a text, or of several joined by spaces (a search column a list does not sort by). */
export function searchText(...parts: Array<string | null | undefined>): string {
  return fold(parts.filter((p): p is string => Boolean(p)).join(' '));
}

/**
 * The search column of a list sorted by it: the name first, then the other fields it is found by,
 * each folded as `searchText`, joined by FIELD_SEPARATOR. A search word (no spaces, never the
 * separator) lies in it exactly where it lies in the fields joined by spaces; a text of several
 * words is matched against it with `containsFieldsText`.
 */
export function listSearchText(name: string | null | undefined, ...others: Array<string | null | undefined>): string {
  return [name, ...others]
    .filter((p): p is string => Boolean(p))
    .map(fold)
    .join(FIELD_SEPARATOR);
}

/**
 * The words of a search text (its search text split at spaces): a product matches when its search
 * text holds every one of them, in any order. A word another word holds (a repeat: "agua agua", or
 * a part: "agua agu") asks nothing more and is left out. A text without spaces is one word, itself.
 */
export function searchWords(query: string): string[] {
  const words = searchText(query)
    .split(/\s+/u)
    .filter((word) => word.length > 0);
  return words.filter((word, i) => !words.some((other, j) => (other === word ? j < i : other.includes(word))));
}

/**
 * The search texts that start with the words of a search (`searchWords`) joined by spaces, as the
 * half-open range [from, to) of SQLite's text order (the bytes of their UTF-8): every text in it starts
 * with `from`, so it holds every word (each is in `from`), and counting the texts in it counts matches
 * of the search, some of them at least: the products one of whose word starts (the name's first
 * character, or one after a space or FIELD_SEPARATOR: `products_search_starts`, migration 0021) begins
 * what was typed. `to` is `from` and U+FFFF, whose UTF-8 is above every character's but the few
 * beyond U+FFFF (texts starting with `from` and one of those are left out: still a lower bound).
 * `length` is `from`'s in characters (code points, as SQLite's `length`). Null without a word, or
 * with a lone surrogate, which SQLite would store as another character.
 */
export function startingRange(words: readonly string[]): { readonly from: string; readonly to: string; readonly length: number } | null {
  const from = words.join(' ');
  if (from.length === 0 || /[\ud800-\udfff]/u.test(from)) return null;
  return { from, to: `${from}\uffff`, length: Array.from(from).length };
}

/** A `LIKE` pattern matching the search text anywhere, with the user's wildcards escaped. */
export function containsPattern(query: string): string {
  return wordPattern(searchText(query));
}

/** A `LIKE` pattern matching a word of `searchWords` (already a search text) anywhere, its wildcards escaped. */
export function wordPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `column` contains the search text of `query`, the user's `%` and `_` taken as themselves. The
 * ESCAPE clause is what makes SQLite honour the pattern's backslashes (PostgreSQL does by default).
 */
export function containsText(column: string, query: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${containsPattern(query)} escape '\\'`;
}

/**
 * `containsText` for a column of `listSearchText`: a text spanning two of its fields matches as it
 * did when spaces joined them, the separator read as a space.
 */
export function containsFieldsText(column: string, query: string): Expression<SqlBool> {
  return sql<SqlBool>`replace(${sql.ref(column)}, ${FIELD_SEPARATOR}, ' ') like ${containsPattern(query)} escape '\\'`;
}

/** `column` holds every word of `words` (`searchWords`: search texts already), each as `containsText` tests one. */
export function containsWords(column: string, words: readonly string[]): Expression<SqlBool> {
  // No word holds nothing to test, as `containsText` with an empty text matches every row.
  if (words.length === 0) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`${sql.join(
    words.map((word) => sql`${sql.ref(column)} like ${wordPattern(word)} escape '\\'`),
    sql` and `,
  )}`;
}

/** Whether a Kysely instance (or transaction) talks to SQLite. */
export function isSqlite(db: { getExecutor(): { readonly adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** A trigram index holds runs of three characters: a shorter word is looked up in the index's `name_pairs` column instead. */
export const TRIGRAM_MIN_CHARS = 3;

/**
 * The mark written before, between and after a name's characters in the index's `name_pairs`
 * column (migration 0017, which writes it as a literal: these two must agree). U+0300, a combining
 * accent `searchText` strips, so no search text (word or name) holds it.
 */
export const SHORT_WORD_MARK = '\u0300';

/** An FTS5 string: double quotes doubled, so every character the user typed — quotes, `*`, `-`, `^`, AND/OR/NOT/NEAR — is text, not syntax. */
const ftsString = (text: string): string => `"${text.replaceAll('"', '""')}"`;

/**
 * A word (a search text already) as an FTS5 query for the trigram index, matching exactly what its
 * LIKE matches. Three characters (code points) or more: a string, which a trigram index matches as
 * a substring of `name_search`. One or two: the one trigram of `name_pairs` that holds them — "M c
 * M" for a character c, "c M d" for two side by side (c = d too), M the mark — restricted to that
 * column (migration 0017 says why these are exact). Null for a word holding a NUL, which ends an
 * FTS5 string early (a syntax error): that one stays with LIKE.
 */
function trigramQuery(word: string): string | null {
  if (word.includes('\0')) return null;
  const chars = Array.from(word);
  if (chars.length >= TRIGRAM_MIN_CHARS) return ftsString(word);
  const [first = '', second] = chars;
  return `name_pairs : ${ftsString(second === undefined ? `${SHORT_WORD_MARK}${first}${SHORT_WORD_MARK}` : `${first}${SHORT_WORD_MARK}${second}`)}`;
}

/** `searchWords` split between what the trigram index looks up and what it cannot. */
export interface TrigramWords {
  /** The words the index finds, as one FTS5 query requiring all of them (side by side: AND); null when none. */
  readonly match: string | null;
  /** Those words themselves. */
  readonly indexed: readonly string[];
  /** The words the index cannot look up (holding a NUL): the candidates the others find are tested with LIKE. */
  readonly tested: readonly string[];
}

export function trigramWords(words: readonly string[]): TrigramWords {
  const queries = words.map(trigramQuery);
  const indexed = words.filter((_, i) => queries[i] !== null);
  const tested = words.filter((_, i) => queries[i] === null);
  return { match: indexed.length === 0 ? null : queries.filter((query) => query !== null).join(' '), indexed, tested };
}
