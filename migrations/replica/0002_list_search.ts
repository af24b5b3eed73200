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
 * Existing rows are filled here as the writer (`src-main/replica/columns.ts`) filled new ones
 * when this migration was released: the fields and folding below are a frozen copy of it, so a
 * later change to the live writer cannot change what this step does to an old replica.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import type Sqlite from 'better-sqlite3';

const BATCH = 1000;

type Doc = Record<string, unknown>;

/** The fields each collection's list search matched, as they were at this migration. */
const LIST_SEARCH_FIELDS: Readonly<Record<string, readonly string[]>> = {
  orders: ['customerName', 'notes', 'number'],
  buys: ['providerName', 'notes', 'number'],
  cashflows: ['description', 'tag'],
};

/** Collections found by the names of the products they carry. */
const ITEM_SEARCH_COLLECTIONS: readonly string[] = ['orders', 'buys'];

function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function listSearchTextOf(collection: string, doc: Doc): string | null {
  const fields = LIST_SEARCH_FIELDS[collection];
  if (!fields) return null;
  const parts = fields.map((f) => doc[f]).filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
  return foldText(parts.join(' '));
}

function itemProductsOf(collection: string, doc: Doc): string[] {
  if (!ITEM_SEARCH_COLLECTIONS.includes(collection)) return [];
  const items = (doc.cart as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  const products = items.map((i: unknown) => (i as { product?: unknown } | null)?.product).filter((p): p is string => typeof p === 'string');
  return [...new Set(products)];
}

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
  for (let after = 0; ;) {
    const rows = batch.all(after, ...collections) as Array<{ rowid: number; collection: string; doc: string }>;
    for (const row of rows) {
      const doc = JSON.parse(row.doc) as Doc;
      const text = listSearchTextOf(row.collection, doc);
      if (text !== null) putText.run(row.rowid, row.collection, text);
      for (const product of itemProductsOf(row.collection, doc)) addProduct.run(row.rowid, product);
    }
    const last = rows.at(-1);
    if (!last) return;
    after = last.rowid;
  }
}
