/**
 * The lists' text search where a collection has no full-text index (orders, buys, cash flow),
 * kept beside the documents in two narrow tables, so a substring search reads a few bytes a row
 * instead of every whole document:
 *
 * - `list_search`: per row, the folded text the server's list matches (`LIST_SEARCH_FIELDS`).
 * - `document_products`: the products each order and buy carries, so a search finds them by an
 *   item's name too; names are matched in the products' own index when searching, so renaming a
 *   product needs no reindex of the documents that carry it.
 */
import type Sqlite from 'better-sqlite3';
import { ITEM_SEARCH_COLLECTIONS, itemProductsOf, LIST_SEARCH_FIELDS, listSearchTextOf } from './columns.js';
import type { ReplicaDoc } from './types.js';

export interface ListSearchIndex {
  /**
   * Replaces the entries of a row. `previous` is the version they were made from (entries that
   * come out the same are kept), null when unknown, undefined for a row just inserted (none yet).
   */
  put(collection: string, rowid: number, doc: ReplicaDoc, previous: ReplicaDoc | null | undefined): void;
  remove(collection: string, rowid: number): void;
}

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

export const hasListSearch = (collection: string): boolean => Object.hasOwn(LIST_SEARCH_FIELDS, collection);
const hasItems = (collection: string): boolean => ITEM_SEARCH_COLLECTIONS.includes(collection);

export function createListSearchIndex(db: Sqlite.Database): ListSearchIndex {
  const putText = db.prepare('INSERT OR REPLACE INTO list_search (rowid, collection, text) VALUES (?, ?, ?)');
  const removeText = db.prepare('DELETE FROM list_search WHERE rowid = ?');
  const addProduct = db.prepare('INSERT OR IGNORE INTO document_products (doc, product) VALUES (?, ?)');
  const clearProducts = db.prepare('DELETE FROM document_products WHERE doc = ?');
  return {
    put(collection, rowid, doc, previous) {
      if (hasListSearch(collection)) {
        const text = listSearchTextOf(collection, doc) ?? '';
        if (!previous || (listSearchTextOf(collection, previous) ?? '') !== text) putText.run(rowid, collection, text);
      }
      if (!hasItems(collection)) return;
      const products = itemProductsOf(collection, doc);
      if (previous && sameList(itemProductsOf(collection, previous), products)) return;
      if (previous !== undefined) clearProducts.run(rowid);
      for (const product of products) addProduct.run(rowid, product);
    },
    remove(collection, rowid) {
      if (hasListSearch(collection)) removeText.run(rowid);
      if (hasItems(collection)) clearProducts.run(rowid);
    },
  };
}
