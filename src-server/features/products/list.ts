/**
 * `GET /product/public` with every filter of spec §7; the search matches name, title and slug
 * (`name_search`, as a substring: `containsText`), sorted by `name_search`.
 *
 * A search runs in two steps: its matches — the numbers of the first `offset + limit + 1` in name
 * order, and how many there are — then only the page's documents. The first step, the dear one, is
 * kept by the server's `ProductSearchCache` until a product change could alter it (search-cache.ts).
 *
 * On SQLite a search text of three characters or more is looked up in the trigram index
 * `products_fts` (migration 0004), which finds exactly the products the LIKE finds, without reading
 * every name (the LIKE had to, to count them):
 * - the matches' numbers are read once, up to the broad bound, and counted;
 * - their names come from the narrow (number, name_search) index and are sorted;
 * - the total: the number of matches when no other filter narrows them, else a count of the join.
 * A broad search (a quarter of the products, and at least BROAD_MIN) keeps the name index walk: its
 * page is among the first names read, and counting every name costs less than sorting that many
 * matches. Shorter texts keep the LIKE and that walk.
 *
 * On PostgreSQL the LIKE stays (the `pg_trgm` index of migration 0004 serves it by itself, and
 * `products_name_search_cover_idx` the walk in name order), reading nothing but indexes.
 */
import { sql } from 'kysely';
import type { Role } from '../../../src-shared/constants.js';
import type { ProductListQuery } from '../../../src-shared/schemas/queries.js';
import { docs, flag, listDocs, rowToDoc, type AnyReader, type Doc, type DocQuery, type Page } from '../../db/documents.js';
import type { DocumentTable } from '../../db/tables.js';
import { containsText, isSqlite, searchText, trigramPhrase } from '../../db/search.js';
import { PRODUCTS, type ProductFields } from './collection.js';
import type { ProductSearchCache, SearchMatches } from './search-cache.js';

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

export async function listProducts(db: AnyReader, query: ProductListQuery, role: Role, cache?: ProductSearchCache): Promise<Page<Doc<ProductFields>>> {
  const filters = filtersOf(query, role);
  const text = query.query ?? query.name;
  if (!text) return listDocs(db, PRODUCTS, { page: query.page, limit: query.limit, where: narrowed(filters), orderBy: { column: 'name_search', direction: 'asc' } });
  const wanted = (query.page - 1) * query.limit + query.limit + 1;
  const find = () => findMatches(db, text, filters, wanted);
  const matches = cache ? await cache.matches(db, JSON.stringify([searchText(text), filters]), wanted, find) : await find();
  return pageOf(db, matches, query.page, query.limit);
}

function findMatches(db: AnyReader, text: string, filters: readonly Condition[], wanted: number): Promise<SearchMatches> {
  const matching = (): DocQuery => narrowed(filters)((docs(db).selectFrom('products') as unknown as DocQuery).where(containsText('products.name_search', text)));
  const phrase = isSqlite(db) ? trigramPhrase(text) : null;
  return phrase === null ? walkNames(matching, wanted) : findByTrigrams(db, phrase, filters, matching, wanted);
}

async function countOf(query: DocQuery): Promise<number> {
  const row = (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

/** Fewer numbers than wanted are all the matches: no need to count them. */
const totalOf = async (numbers: readonly number[], wanted: number, count: () => Promise<number>): Promise<number> =>
  numbers.length < wanted ? numbers.length : count();

/**
 * The matches by walking the names in order and testing each (the LIKE): the first `wanted` come
 * from the start of the name index; counting them reads every name.
 */
async function walkNames(matching: () => DocQuery, wanted: number): Promise<SearchMatches> {
  const rows = (await matching().select('products.number').orderBy('products.name_search').limit(wanted).execute()) as Array<{ number: number | string }>;
  const numbers = rows.map((row) => Number(row.number));
  return { numbers, total: await totalOf(numbers, wanted, () => countOf(matching())) };
}

async function findByTrigrams(db: AnyReader, phrase: string, filters: readonly Condition[], matching: () => DocQuery, wanted: number): Promise<SearchMatches> {
  // The matches' numbers, read once, up to the broad bound: a broad search goes no further here.
  const bound = sql`max(${sql.lit(BROAD_MIN)}, coalesce((select max(number) from products), 0) / ${sql.lit(BROAD_DIVISOR)})`;
  const { rows } = await sql<{ found: number; broad: number; numbers: string }>`
    select count(*) as found, ${bound} as broad, json_group_array(rowid) as numbers
    from (select rowid from products_fts where products_fts match ${phrase} limit ${bound})`.execute(db);
  const found = Number(rows[0]?.found ?? 0);
  if (found >= Number(rows[0]?.broad ?? BROAD_MIN)) return walkNames(matching, wanted);

  // Each match's product, joined by number (CROSS JOIN keeps that order) through the narrow
  // (number, name_search) index: the planner, without statistics, would take the unique index on
  // number and read every match's row, document and all (3 to 10 times slower).
  const from = sql`json_each(${rows[0]?.numbers ?? '[]'}) cross join products indexed by products_number_search_idx`;
  const where = sql.join([sql`products.number = json_each.value`, ...filters.map(([column, value]) => sql`${sql.ref(column)} = ${value}`)], sql` and `);
  const first = await sql<{ number: number }>`select products.number from ${from} where ${where} order by products.name_search limit ${wanted}`.execute(db);
  const numbers = first.rows.map((row) => Number(row.number));
  const countJoin = async (): Promise<number> => {
    const counted = await sql<{ n: number }>`select count(*) as n from ${from} where ${where}`.execute(db);
    return Number(counted.rows[0]?.n ?? 0);
  };
  return { numbers, total: await totalOf(numbers, wanted, filters.length === 0 ? () => Promise.resolve(found) : countJoin) };
}

/** The page's documents, read by number and put back in the matches' order. */
async function pageOf(db: AnyReader, matches: SearchMatches, page: number, limit: number): Promise<Page<Doc<ProductFields>>> {
  const shown = matches.numbers.slice((page - 1) * limit, page * limit);
  const rows =
    shown.length === 0
      ? []
      : ((await (docs(db).selectFrom('products') as unknown as DocQuery).select(['doc', 'status', 'number']).where('number', 'in', shown).execute()) as Array<
          Pick<DocumentTable, 'doc' | 'status' | 'number'>
        >);
  const byNumber = new Map(rows.map((row) => [Number(row.number), row]));
  const found = shown.flatMap((number) => {
    const row = byNumber.get(number);
    return row ? [rowToDoc<ProductFields>(row)] : [];
  });
  return { docs: found, total: matches.total, page, limit, pages: Math.max(1, Math.ceil(matches.total / limit)) };
}
