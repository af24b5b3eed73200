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
import { ITEM_SEARCH_COLLECTIONS, LIST_SEARCH_FIELDS } from './columns.js';
import type { SearchEntries } from './prepared-doc.js';

/** A row's list-search entries: its folded text and the products its items name. */
type ListEntries = Pick<SearchEntries, 'listText' | 'products'>;

export interface ListSearchIndex {
  /**
   * Replaces the entries of a row. `previous` is what they were made from (entries that come out
   * the same are kept), null when unknown, undefined for a row just inserted (none yet).
   */
  put(collection: string, rowid: number, entries: ListEntries, previous: ListEntries | null | undefined): void;
  remove(collection: string, rowid: number): void;
}

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

export const hasListSearch = (collection: string): boolean => Object.hasOwn(LIST_SEARCH_FIELDS, collection);
const hasItems = (collection: string): boolean => ITEM_SEARCH_COLLECTIONS.includes(collection);

export function createListSearchIndex(db: Sqlite.Database): ListSearchIndex {
  const putText = db.prepare('INSERT OR REPLACE INTO list_search (rowid, collection, text) VALUES (?, ?, ?)');
  const removeText = db.prepare('DELETE FROM list_search WHERE rowid = ?');
  // A document's products are distinct (`itemProductsOf`) and cleared before they are written again.
  const addProduct = db.prepare('INSERT INTO document_products (doc, product) VALUES (?, ?)');
  const clearProducts = db.prepare('DELETE FROM document_products WHERE doc = ?');
  return {
    put(collection, rowid, entries, previous) {
      if (hasListSearch(collection)) {
        const text = entries.listText ?? '';
        if (!previous || (previous.listText ?? '') !== text) putText.run(rowid, collection, text);
      }
      if (!hasItems(collection)) return;
      if (previous && sameList(previous.products, entries.products)) return;
      if (previous !== undefined) clearProducts.run(rowid);
      for (const product of entries.products) addProduct.run(rowid, product);
    },
    remove(collection, rowid) {
      if (hasListSearch(collection)) removeText.run(rowid);
      if (hasItems(collection)) clearProducts.run(rowid);
    },
  };
}
