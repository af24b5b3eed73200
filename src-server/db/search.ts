/** Lower-cased, accent-free text kept in `*_search` columns, so `LIKE` finds "jamon" in "Jamón" on both databases. */
import { sql, type Expression, type SqlBool } from 'kysely';

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
