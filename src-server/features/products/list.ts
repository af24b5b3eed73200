/**
 * `GET /product/public` with every filter of spec §7; the search matches name, title and slug
 * (`name_search`, as a substring: `containsText`), sorted by `name_search`.
 *
 * On SQLite a search text of three characters or more is looked up in the trigram index
 * `products_fts` (migration 0004), which finds exactly the products the LIKE finds, without reading
 * every name (the LIKE had to, to count them):
 * - up to FEW matches are read once, as a list of numbers; more are counted, up to the broad bound;
 * - the page: the matches' names come from the narrow (number, name_search) index and are sorted;
 *   only the documents of the first `offset + limit + 1` are read;
 * - the total: the number of matches when no other filter narrows them, else a count of the join.
 * A broad search (a quarter of the products, and at least BROAD_MIN) keeps the name index walk: its
 * page is among the first names read, and counting every name costs less than sorting that many
 * matches. Shorter texts, and PostgreSQL (where the LIKE uses the `pg_trgm` index by itself), use
 * the LIKE.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Role } from '../../../src-shared/constants.js';
import type { ProductListQuery } from '../../../src-shared/schemas/queries.js';
import { flag, listDocs, type AnyReader, type Doc, type DocQuery, type ListOptions, type Page } from '../../db/documents.js';
import { containsText, isSqlite, trigramPhrase } from '../../db/search.js';
import { PRODUCTS, type ProductFields } from './collection.js';

/** Roles that see the catalog as customers do: enabled products only. */
const CATALOG_ONLY: readonly Role[] = ['CUSTOMER', 'PROVEEDOR'];

/** A search matching a quarter of the products (by number, ever created), and at least `BROAD_MIN`, is broad. */
const BROAD_DIVISOR = 4;
const BROAD_MIN = 2_000;
/** Up to this many matches are read once, as a list of numbers (see searchByTrigrams). */
const FEW = 1_000;

type Condition = readonly [column: string, value: string | number];

/** Every filter but the search text, as `column = value`. */
function filtersOf(query: ProductListQuery, role: Role): Condition[] {
  const out: Condition[] = [];
  if (query.provider) out.push(['products.provider', query.provider]);
  if (query.category) out.push(['products.category', query.category]);
  if (query.unit) out.push(['products.unit', query.unit]);
  if (query.catalog !== undefined) out.push(['products.catalog', flag(query.catalog)]);
  if (query.isShortage !== undefined) out.push(['products.is_shortage', flag(query.isShortage)]);
  if (query.splitPackage !== undefined) out.push(['products.split_package', flag(query.splitPackage)]);
  if (CATALOG_ONLY.includes(role)) out.push(['products.status', 1], ['products.catalog', 1]);
  else if (query.status !== undefined) out.push(['products.status', flag(query.status)]);
  return out;
}

const narrowed =
  (filters: readonly Condition[]) =>
  (query: DocQuery): DocQuery =>
    filters.reduce((out, [column, value]) => out.where(column, '=', value), query);

export async function listProducts(db: AnyReader, query: ProductListQuery, role: Role): Promise<Page<Doc<ProductFields>>> {
  const filters = filtersOf(query, role);
  const paging = { page: query.page, limit: query.limit, orderBy: { column: 'name_search', direction: 'asc' as const } };
  const text = query.query ?? query.name;
  if (!text) return listDocs(db, PRODUCTS, { ...paging, where: narrowed(filters) });
  const byLike: ListOptions = { ...paging, where: (q) => narrowed(filters)(q.where(containsText('products.name_search', text))) };
  const phrase = isSqlite(db) ? trigramPhrase(text) : null;
  return phrase === null ? listDocs(db, PRODUCTS, byLike) : searchByTrigrams(db, phrase, filters, byLike);
}

async function searchByTrigrams(db: AnyReader, phrase: string, filters: readonly Condition[], byLike: ListOptions): Promise<Page<Doc<ProductFields>>> {
  // The numbers of the first FEW + 1 matches. A search for one product (or a brand's variety) ends
  // here, and its matches are then joined from this list rather than looked up in the index again,
  // which for long texts (every trigram read again) was half the time.
  const head = await sql<{ rowid: number }>`select rowid from products_fts where products_fts match ${phrase} limit ${FEW + 1}`.execute(db);
  let found = head.rows.length;
  // Where the matches come from, each one's product joined by number (CROSS JOIN keeps that order)
  // through the narrow (number, name_search) index: the planner, without statistics, would take the
  // unique index on number and read every match's row, document and all (3 to 10 times slower).
  let matches: { from: RawBuilder<unknown>; where: Array<RawBuilder<unknown>> };
  if (found <= FEW) {
    const numbers = JSON.stringify(head.rows.map((row) => Number(row.rowid)));
    matches = {
      from: sql`json_each(${numbers}) cross join products indexed by products_number_search_idx`,
      where: [sql`products.number = json_each.value`],
    };
  } else {
    // Counted up to the broad bound only: a broad search goes no further here.
    const bounded = await sql<{ found: number; broad: number }>`
      with bound (n) as (select max(${sql.lit(BROAD_MIN)}, coalesce((select max(number) from products), 0) / ${sql.lit(BROAD_DIVISOR)}))
      select
        (select n from bound) as broad,
        (select count(*) from (select 1 from products_fts where products_fts match ${phrase} limit (select n from bound))) as found`.execute(db);
    found = Number(bounded.rows[0]?.found ?? 0);
    if (found >= Number(bounded.rows[0]?.broad ?? BROAD_MIN)) return listDocs(db, PRODUCTS, byLike);
    matches = {
      from: sql`products_fts cross join products indexed by products_number_search_idx`,
      where: [sql`products.number = products_fts.rowid`, sql`products_fts match ${phrase}`],
    };
  }
  const where = sql.join([...matches.where, ...filters.map(([column, value]) => sql`${sql.ref(column)} = ${value}`)], sql` and `);
  // The first offset + limit + 1 in name order; listDocs reads only their documents and cuts the page.
  const offset = (byLike.page - 1) * byLike.limit;
  const first = sql`select products.number from ${matches.from} where ${where} order by products.name_search limit ${offset + byLike.limit + 1}`;
  const countAll = async (): Promise<number> => {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${matches.from} where ${where}`.execute(db);
    return Number(rows[0]?.n ?? 0);
  };
  return listDocs(db, PRODUCTS, {
    ...byLike,
    where: (q) => q.where(sql<boolean>`products.number in (${first})`),
    count: filters.length === 0 ? () => Promise.resolve(found) : countAll,
  });
}
