/**
 * A product list held to enabled (or disabled) products, in name order, walks an index instead of
 * sorting every product: `products_status_idx` on `(status)` becomes `products_status_search_idx`
 * on `(status, name_search)`, which serves every read the old one served (its first column) and
 * hands out one status's products already in name order.
 *
 * Why: on SQLite, `status = 1 order by name_search limit 20` was planned on `products_status_idx`
 * and sorted the whole catalog (47 ms at 100,000 products; a short word with that filter 224 ms),
 * because `ANALYZE` under `analysis_limit` estimates a few thousand products per status value where
 * all of them share one, so the equality looks selective (bench/issue-21-search.md). The customers'
 * filter (status and catalog) has had its index since 0003. Same index count as before, so writes
 * pay no more. PostgreSQL gets the same index.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('products_status_search_idx').on('products').columns(['status', 'name_search']).execute();
  await db.schema.dropIndex('products_status_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('products_status_idx').on('products').column('status').execute();
  await db.schema.dropIndex('products_status_search_idx').execute();
}
