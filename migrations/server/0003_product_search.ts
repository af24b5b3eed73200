/**
 * Product search and catalog lists (`GET /product/public`) sort by `name_search` and filter it with
 * `LIKE '%…%'`. Without an index on it, every search read the whole products table — documents
 * included — twice (page and count), and sorted every match. With these:
 * - `products_name_search_idx`: the page walks the names in order and stops after one page; the
 *   count reads only the narrow index;
 * - `products_catalog_search_idx`: the same for callers held to the enabled catalog
 *   (`status = 1 AND catalog = 1`, customers), which otherwise used the status index and read
 *   every row.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('products_name_search_idx').on('products').column('name_search').execute();
  await db.schema.createIndex('products_catalog_search_idx').on('products').columns(['status', 'catalog', 'name_search']).execute();
}
