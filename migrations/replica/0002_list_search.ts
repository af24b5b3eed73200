/**
 * List search for the collections without a full-text index (orders, buys, cash flow), matching
 * what the server's lists match (its `name_search` columns: accent-free, lower-case substrings).
 * Two narrow tables beside `documents` (`src-main/replica/list-search-index.ts`): a substring
 * search reads every row of a collection, and reading the documents themselves (a few KB each)
 * would take a second on a large replica.
 *
 * - `list_search`: per document row (same rowid), the folded text its list matches; the index
 *   (collection, text) covers the search, so it never reads the table.
 * - `document_products`: the products each order and buy carries, to find them by item names.
 *
 * Existing rows are filled here with the functions the writer uses from now on.
 */
import type Sqlite from 'better-sqlite3';
import { ITEM_SEARCH_COLLECTIONS, itemProductsOf, LIST_SEARCH_FIELDS, listSearchTextOf } from '../../src-main/replica/columns.js';
import type { ReplicaDoc } from '../../src-main/replica/types.js';

const BATCH = 1000;

export function up(db: Sqlite.Database): void {
  db.exec(`
    CREATE TABLE list_search (
      rowid INTEGER PRIMARY KEY,
      collection TEXT NOT NULL,
      text TEXT NOT NULL
    ) STRICT;
    CREATE INDEX list_search_text ON list_search (collection, text);
    CREATE TABLE document_products (
      doc INTEGER NOT NULL,
      product TEXT NOT NULL,
      PRIMARY KEY (product, doc)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX document_products_doc ON document_products (doc);
  `);
  const collections = [...new Set([...Object.keys(LIST_SEARCH_FIELDS), ...ITEM_SEARCH_COLLECTIONS])];
  const batch = db.prepare(
    `SELECT rowid, collection, doc FROM documents
     WHERE rowid > ? AND doc IS NOT NULL AND collection IN (${collections.map(() => '?').join(', ')})
     ORDER BY rowid LIMIT ${BATCH}`,
  );
  const putText = db.prepare('INSERT INTO list_search (rowid, collection, text) VALUES (?, ?, ?)');
  const addProduct = db.prepare('INSERT OR IGNORE INTO document_products (doc, product) VALUES (?, ?)');
  // In batches: a statement cannot write while another iterates, and a whole replica's documents
  // would not sit comfortably in memory at once.
  for (let after = 0; ; ) {
    const rows = batch.all(after, ...collections) as Array<{ rowid: number; collection: string; doc: string }>;
    for (const row of rows) {
      const doc = JSON.parse(row.doc) as ReplicaDoc;
      const text = listSearchTextOf(row.collection, doc);
      if (text !== null) putText.run(row.rowid, row.collection, text);
      for (const product of itemProductsOf(row.collection, doc)) addProduct.run(row.rowid, product);
    }
    const last = rows.at(-1);
    if (!last) return;
    after = last.rowid;
  }
}
