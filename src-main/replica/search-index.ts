/**
 * Full-text search over products, customers and providers: one contentless FTS5 table each
 * (unicode61 with remove_diacritics, so "jamon" finds "Jamón"), keyed by the document's rowid.
 * Contentless keeps the index small; the text itself lives in the document.
 */
import type Sqlite from 'better-sqlite3';

/** The collections with a `search_<collection>` table (made by the replica migrations). */
export const SEARCH_TABLES = ['products', 'customers', 'providers'] as const;

export type SearchableCollection = (typeof SEARCH_TABLES)[number];

export function isSearchable(collection: string): collection is SearchableCollection {
  return (SEARCH_TABLES as readonly string[]).includes(collection);
}

interface TableStatements {
  insert: Sqlite.Statement;
  remove: Sqlite.Statement;
}

export interface SearchIndex {
  /**
   * Replaces the entry of a row with `text` (`searchTextOf`; null where the collection has no
   * full-text index). `previous` is the text it was indexed with (its entry is kept when it is the
   * same), null when unknown, undefined for a row just inserted (no entry yet).
   */
  put(collection: string, rowid: number, text: string | null, previous: string | null | undefined): void;
  remove(collection: string, rowid: number): void;
}

export function createSearchIndex(db: Sqlite.Database): SearchIndex {
  const tables = new Map<string, TableStatements>(
    SEARCH_TABLES.map((t) => [
      t,
      {
        insert: db.prepare(`INSERT INTO search_${t} (rowid, text) VALUES (?, ?)`),
        remove: db.prepare(`DELETE FROM search_${t} WHERE rowid = ?`),
      },
    ]),
  );
  return {
    put(collection, rowid, text, previous) {
      const table = tables.get(collection);
      if (!table) return;
      const entry = text ?? '';
      if (previous !== null && previous !== undefined && previous === entry) return;
      if (previous !== undefined) table.remove.run(rowid);
      table.insert.run(rowid, entry);
    },
    remove(collection, rowid) {
      tables.get(collection)?.remove.run(rowid);
    },
  };
}

/**
 * The user's words as an FTS5 query: each word a quoted prefix, all required. Quoting keeps
 * FTS5 syntax characters typed by the user (`-`, `"`, `*`, `:`) from being read as operators.
 */
export function ftsQuery(input: string): string | null {
  const words = input
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  if (words.length === 0) return null;
  return words.map((w) => `"${w}"*`).join(' ');
}
