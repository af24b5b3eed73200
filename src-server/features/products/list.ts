/**
 * `GET /product/public` with every filter of spec §7; the search matches name, title and slug
 * (`name_search`, as a substring: `containsText`), sorted by `name_search`.
 *
 * On SQLite a search text of three characters or more is looked up in the trigram index
 * `products_fts` (migration 0004), which finds exactly the products the LIKE finds, without reading
 * every name (the LIKE had to, to count them):
 * - the matches' numbers are read once, up to the broad bound, and counted;
 * - the page: the matches' names come from the narrow (number, name_search) index and are sorted;
 *   only the documents of the first `offset + limit + 1` are read;
 * - the total: the number of matches when no other filter narrows them, else a count of the join.
 * A broad search (a quarter of the products, and at least BROAD_MIN) keeps the name index walk: its
 * page is among the first names read, and counting every name costs less than sorting that many
 * matches. Shorter texts keep the LIKE and that walk.
 *
 * On PostgreSQL the LIKE stays (the `pg_trgm` index of migration 0004 serves it by itself), run in
 * the same two steps: the page's numbers from indexes alone, then their documents.
 */
import { sql } from 'kysely';
import type { Role } from '../../../src-shared/constants.js';
import type { ProductListQuery } from '../../../src-shared/schemas/queries.js';
import { docs, flag, listDocs, type AnyReader, type Doc, type DocQuery, type ListOptions, type Page } from '../../db/documents.js';
import { containsText, isSqlite, trigramPhrase } from '../../db/search.js';
import { PRODUCTS, type ProductFields } from './collection.js';

/** Roles that see the catalog as customers do: enabled products only. */
const CATALOG_ONLY: readonly Role[] = ['CUSTOMER', 'PROVEEDOR'];

/** A search matching a quarter of the products (by number, ever created), and at least `BROAD_MIN`, is broad. */
const BROAD_DIVISOR = 4;
const BROAD_MIN = 2_000;

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
  const like = (q: DocQuery): DocQuery => narrowed(filters)(q.where(containsText('products.name_search', text)));
  const byLike: ListOptions = { ...paging, where: like };
  if (!isSqlite(db)) return searchPostgres(db, like, byLike);
  const phrase = trigramPhrase(text);
  return phrase === null ? listDocs(db, PRODUCTS, byLike) : searchByTrigrams(db, phrase, filters, byLike);
}

async function countOf(query: DocQuery): Promise<number> {
  const row = (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

/**
 * PostgreSQL: the LIKE, in two steps like the trigram search: the numbers of the first
 * `offset + limit + 1` matches in name order, then only their documents. The first step reads
 * nothing but indexes: the pg_trgm index for a selective text, else the names in order in
 * `products_name_search_cover_idx` (migration 0004), each tested there; one step walking the names
 * read every product row it passed (jamon: 50 ms instead of 10).
 */
async function searchPostgres(db: AnyReader, like: (q: DocQuery) => DocQuery, byLike: ListOptions): Promise<Page<Doc<ProductFields>>> {
  const matching = (): DocQuery => like(docs(db).selectFrom('products') as unknown as DocQuery);
  const offset = (byLike.page - 1) * byLike.limit;
  const first = matching().select('products.number').orderBy('products.name_search').limit(offset + byLike.limit + 1);
  return listDocs(db, PRODUCTS, { ...byLike, where: (q) => q.where('products.number', 'in', first), count: () => countOf(matching()) });
}

async function searchByTrigrams(db: AnyReader, phrase: string, filters: readonly Condition[], byLike: ListOptions): Promise<Page<Doc<ProductFields>>> {
  // The matches' numbers, read once, up to the broad bound: a broad search goes no further here.
  const bound = sql`max(${sql.lit(BROAD_MIN)}, coalesce((select max(number) from products), 0) / ${sql.lit(BROAD_DIVISOR)})`;
  const { rows } = await sql<{ found: number; broad: number; numbers: string }>`
    select count(*) as found, ${bound} as broad, json_group_array(rowid) as numbers
    from (select rowid from products_fts where products_fts match ${phrase} limit ${bound})`.execute(db);
  const found = Number(rows[0]?.found ?? 0);
  if (found >= Number(rows[0]?.broad ?? BROAD_MIN)) return listDocs(db, PRODUCTS, byLike);

  // Each match's product, joined by number (CROSS JOIN keeps that order) through the narrow
  // (number, name_search) index: the planner, without statistics, would take the unique index on
  // number and read every match's row, document and all (3 to 10 times slower).
  const from = sql`json_each(${rows[0]?.numbers ?? '[]'}) cross join products indexed by products_number_search_idx`;
  const where = sql.join([sql`products.number = json_each.value`, ...filters.map(([column, value]) => sql`${sql.ref(column)} = ${value}`)], sql` and `);
  // The first offset + limit + 1 in name order; listDocs reads only their documents and cuts the page.
  const offset = (byLike.page - 1) * byLike.limit;
  const first = sql`select products.number from ${from} where ${where} order by products.name_search limit ${offset + byLike.limit + 1}`;
  const countAll = async (): Promise<number> => {
    const counted = await sql<{ n: number }>`select count(*) as n from ${from} where ${where}`.execute(db);
    return Number(counted.rows[0]?.n ?? 0);
  };
  return listDocs(db, PRODUCTS, {
    ...byLike,
    where: (q) => q.where(sql<boolean>`products.number in (${first})`),
    count: filters.length === 0 ? () => Promise.resolve(found) : countAll,
  });
}
