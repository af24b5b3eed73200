/**
 * `document_products` (0002: the products each order and buy carries) was a table without rowid
 * keyed by (product, doc): each of a first pull's 300,000 item rows went into it at a random place,
 * and it could not wait for its key to be built after the rows. Here it is a plain table with both
 * orders as indexes, which a first pull into an empty replica builds once after its rows
 * (`src-main/replica/deferred-indexes.ts`): 0.49 s of CPU against 0.81-0.86 s for the same rows kept
 * in order as they came (measured alone, 100,000 orders).
 *
 * The (product, doc) index is not unique: a document's products are written distinct and cleared
 * before they are written again (`src-main/replica/list-search-index.ts`), and a unique index
 * rebuilt over rows that broke it would fail where it must not, when the replica opens.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import type Sqlite from 'better-sqlite3';

export function up(db: Sqlite.Database): void {
  db.exec(`
    CREATE TABLE document_products_by_row (doc INTEGER NOT NULL, product TEXT NOT NULL) STRICT;
    INSERT INTO document_products_by_row (doc, product) SELECT doc, product FROM document_products ORDER BY doc;
    DROP TABLE document_products;
    ALTER TABLE document_products_by_row RENAME TO document_products;
    CREATE INDEX document_products_product ON document_products (product, doc);
    CREATE INDEX document_products_doc ON document_products (doc);
  `);
}
