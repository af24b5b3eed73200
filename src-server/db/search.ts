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

/** A `LIKE` pattern matching the search text anywhere, with the user's wildcards escaped. */
export function containsPattern(query: string): string {
  return `%${searchText(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `column` contains the search text of `query`, the user's `%` and `_` taken as themselves. The
 * ESCAPE clause is what makes SQLite honour the pattern's backslashes (PostgreSQL does by default).
 */
export function containsText(column: string, query: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${containsPattern(query)} escape '\\'`;
}

/** Whether a Kysely instance (or transaction) talks to SQLite. */
export function isSqlite(db: { getExecutor(): { readonly adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** A trigram index holds runs of three characters: a shorter text has none to look up. */
export const TRIGRAM_MIN_CHARS = 3;

/**
 * The search text of `query` as an FTS5 query for a `trigram` index, matching exactly what
 * `containsText` matches: one FTS5 string (double quotes doubled), so every character the user
 * typed — quotes, `*`, `-`, `^`, AND/OR/NOT/NEAR — is text, not syntax; and a trigram index
 * matches a string as a substring, spaces included. Null when the text has fewer than three
 * characters (code points), which such an index cannot find, or holds a NUL, which ends an FTS5
 * string early (a syntax error): those searches stay with LIKE.
 */
export function trigramPhrase(query: string): string | null {
  const text = searchText(query);
  if (Array.from(text).length < TRIGRAM_MIN_CHARS || text.includes('\0')) return null;
  return `"${text.replaceAll('"', '""')}"`;
}
