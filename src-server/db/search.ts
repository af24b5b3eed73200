/** Lower-cased, accent-free text kept in `*_search` columns, so `LIKE` finds "jamon" in "Jamón" on both databases. */
import { sql, SqliteAdapter, type Expression, type SqlBool } from 'kysely';

export function searchText(...parts: Array<string | null | undefined>): string {
  return parts
    .filter((p): p is string => Boolean(p))
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
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

/** A trigram index holds runs of three characters: a shorter text has none to look up. */
export const TRIGRAM_MIN_CHARS = 3;

/**
 * A word (a search text already) as an FTS5 string for a `trigram` index, matching exactly what
 * its LIKE matches: double quotes doubled, so every character the user typed — quotes, `*`, `-`,
 * `^`, AND/OR/NOT/NEAR — is text, not syntax; and a trigram index matches a string as a substring.
 * Null when the word has fewer than three characters (code points), which such an index cannot
 * find, or holds a NUL, which ends an FTS5 string early (a syntax error): those stay with LIKE.
 */
function trigramString(word: string): string | null {
  if (Array.from(word).length < TRIGRAM_MIN_CHARS || word.includes('\0')) return null;
  return `"${word.replaceAll('"', '""')}"`;
}

/** `searchWords` split between what a trigram index looks up and what it cannot. */
export interface TrigramWords {
  /** The words the index finds, as one FTS5 query requiring all of them (strings side by side: AND); null when none. */
  readonly match: string | null;
  /** Those words themselves. */
  readonly indexed: readonly string[];
  /** The words too short for the index (or holding a NUL): the candidates the others find are tested with LIKE. */
  readonly tested: readonly string[];
}

export function trigramWords(words: readonly string[]): TrigramWords {
  const strings = words.map(trigramString);
  const indexed = words.filter((_, i) => strings[i] !== null);
  const tested = words.filter((_, i) => strings[i] === null);
  return { match: indexed.length === 0 ? null : strings.filter((string) => string !== null).join(' '), indexed, tested };
}
