/**
 * The first replica schema (design.md: the desktop's local copy of the server's documents).
 *
 * One `documents` table for every collection rather than a table each: a pull applies whatever
 * collections the server sends, including ones this build does not know yet, with one statement.
 * The columns the screens filter on are real columns, filled from the document by
 * `src-main/replica/columns.ts`, each with a partial index (only rows that have a value pay for it).
 *
 * A row's `doc` is what the screens see (NULL: removed optimistically); while outbox entries for
 * it are pending (`pending > 0`), `base` keeps the server's version so a rejection can restore it.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import type Sqlite from 'better-sqlite3';

/** Filter columns, shared by the collections that have the field. */
const FILTER_COLUMNS = [
  'state',
  'customer',
  'partner',
  'provider',
  'category',
  'driver',
  'garage',
  'roadmap',
  'date',
  'delivered',
  'stored',
  'is_budget',
  'type',
  'kind',
  'concept',
  'payment_method',
  'third',
  'product',
  'field',
  'segment',
  'unit',
  'catalog',
  'is_shortage',
  'split_package',
  'is_wholesaler',
  'is_driver',
  'acknowledged',
  'has_receipt',
  'buy',
  'account',
] as const;

/** The collections with full-text search (accent-insensitive, prefix queries). */
const SEARCH_TABLES = ['products', 'customers', 'providers'] as const;

export function up(db: Sqlite.Database): void {
  db.exec(`
    CREATE TABLE documents (
      rowid INTEGER PRIMARY KEY,
      collection TEXT NOT NULL,
      id TEXT NOT NULL,
      number INTEGER,
      status INTEGER NOT NULL DEFAULT 1,
      created_at TEXT,
      updated_at TEXT,
      name_sort TEXT,
      doc TEXT,
      base TEXT,
      pending INTEGER NOT NULL DEFAULT 0,
      seq INTEGER NOT NULL DEFAULT 0,
      gen INTEGER NOT NULL DEFAULT 0,
      ${FILTER_COLUMNS.map((c) => `${c} ${c === 'date' ? 'TEXT' : 'ANY'}`).join(',\n      ')},
      UNIQUE (collection, id)
    ) STRICT;
    CREATE INDEX documents_number ON documents (collection, number);
    CREATE INDEX documents_name_sort ON documents (collection, name_sort) WHERE name_sort IS NOT NULL;
    CREATE INDEX documents_created_at ON documents (collection, created_at);
    CREATE INDEX documents_pending ON documents (pending) WHERE pending > 0;
    ${FILTER_COLUMNS.map((c) => `CREATE INDEX documents_${c} ON documents (collection, ${c}) WHERE ${c} IS NOT NULL;`).join('\n    ')}

    ${SEARCH_TABLES.map((t) => `CREATE VIRTUAL TABLE search_${t} USING fts5(text, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');`).join('\n    ')}

    -- The outbox (design.md sync protocol): written in the same transaction as the optimistic row.
    -- n orders the pushes; id is the Idempotency-Key.
    CREATE TABLE outbox (
      n INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      method TEXT NOT NULL,
      path TEXT NOT NULL,
      body TEXT,
      collection TEXT NOT NULL,
      doc_id TEXT NOT NULL,
      created_at TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      last_error TEXT,
      state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'rejected')),
      status_code INTEGER,
      error TEXT,
      rejected_at TEXT
    ) STRICT;
    CREATE INDEX outbox_state ON outbox (state, n);

    CREATE TABLE sync_state (key TEXT PRIMARY KEY, value ANY) STRICT;
  `);
}
