/**
 * `GET /product/public` with every filter of spec §7; the search matches name, title and slug
 * (`name_search`) holding every word of the text, in any order, each as a substring (`searchWords`,
 * `containsWords`), sorted by `name_search`.
 *
 * A search runs in two steps: its matches — the numbers of the first `offset + limit + 1` in name
 * order, and how many there are — then only the page's documents. The first step, the dear one, is
 * kept by the server's `ProductSearchCache` until a product change could alter it (search-cache.ts).
 *
 * On SQLite a search of no filter but its words is answered first from the products' names held in
 * memory (name-index.ts: the same matches, order and totals, without SQL) while they are as current
 * as the catalog; otherwise, and for the rest, as follows.
 * On SQLite every word is looked up in the trigram index `products_search_fts` (migrations 0004,
 * 0007, 0017), which finds exactly the products their LIKEs find, without reading every name: a
 * word of three characters or more as a string of `name_search`, a shorter one as its one trigram
 * of `name_pairs` (trigramWords), all of them in one query. Its rowid is each product's rank in
 * name order, and FTS5 hands out matches in rowid order, so:
 * - the page: the first matches the index hands out (that pass the filters, tested on the small
 *   `products_search` rows), no sort, however many match;
 * - the total: the matches counted in the index alone when no other filter narrows them (or "more
 *   than" at once when more names than the count's bound start with the text's words, counted in
 *   the name index: phrase-matches.ts), else the count of those that pass the filters.
 * With no other filter, a long text of several words reads the index once, not twice: the page is
 * then taken from the ranks after its first match (phrase-matches.ts).
 * A broad search with a filter (a quarter of the products, and at least BROAD_MIN) walks the names
 * in order instead, whose indexes hold the catalog's filters, and so does a text whose every word
 * holds a NUL (which an FTS5 string cannot); a word with a NUL beside others is tested with LIKE on
 * the others' candidates.
 *
 * On PostgreSQL the LIKEs stay (the `pg_trgm` index of migration 0004 serves them by itself, and
 * `products_name_search_cover_idx` the walk in name order), reading nothing but indexes.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Role } from '../../../src-shared/constants/roles.js';
import { countBound, pageCount } from '../../../src-shared/documents/page.js';
import type { ProductListQuery } from '../../../src-shared/schemas/queries.js';
import { docs, flag, listDocs, rowToDoc, type AnyReader, type Doc, type DocQuery, type ListOptions, type Page } from '../../db/documents.js';
import type { DocumentTable } from '../../db/tables.js';
import { containsWords, isSqlite, searchWords, trigramWords, wordPattern, type TrigramWords } from '../../db/search.js';
import { runShaped, runText } from '../../db/sql-text.js';
import { PRODUCTS, type ProductFields } from './collection.js';
import type { ProductNameIndex } from './name-index.js';
import { phraseMatches } from './phrase-matches.js';
import { withTotal, type ProductSearchCache, type SearchMatches } from './search-cache.js';

/** Roles that see the catalog as customers do: enabled products only. */
const CATALOG_ONLY: readonly Role[] = ['CUSTOMER', 'PROVEEDOR'];

/** A search matching a quarter of the products (by number, ever created), and at least `BROAD_MIN`, is broad. */
const BROAD_DIVISOR = 4;
const BROAD_MIN = 2_000;

/** A filter other than the search text: `column = value`, a column both products and products_search hold. */
type Condition = readonly [column: string, value: string | number];

function filtersOf(query: ProductListQuery, role: Role): Condition[] {
  const out: Condition[] = [];
  if (query.provider) out.push(['provider', query.provider]);
  if (query.category) out.push(['category', query.category]);
  if (query.unit) out.push(['unit', query.unit]);
  if (query.catalog !== undefined) out.push(['catalog', flag(query.catalog)]);
  if (query.isShortage !== undefined) out.push(['is_shortage', flag(query.isShortage)]);
  if (query.splitPackage !== undefined) out.push(['split_package', flag(query.splitPackage)]);
  if (CATALOG_ONLY.includes(role)) out.push(['status', 1], ['catalog', 1]);
  else if (query.status !== undefined) out.push(['status', flag(query.status)]);
  return out;
}

const narrowed =
  (filters: readonly Condition[]) =>
  (query: DocQuery): DocQuery =>
    filters.reduce((out, [column, value]) => out.where(`products.${column}`, '=', value), query);

type StoredRow = Pick<DocumentTable, 'doc' | 'status' | 'number'>;

/** What a page reads of each product: its shape's name (runShaped's key) and its columns. */
interface PageColumns {
  readonly shape: string;
  readonly columns: readonly string[];
}
/** The rows a document is made from (listProducts). */
const ROW_COLUMNS: PageColumns = { shape: 'rows', columns: ['doc', 'status', 'number'] };
/** The stored document as text, sent as it is (listProductsJson on PostgreSQL). */
const JSON_COLUMNS: PageColumns = { shape: 'json', columns: ['doc', 'number'] };

export async function listProducts(db: AnyReader, query: ProductListQuery, role: Role, cache?: ProductSearchCache): Promise<Page<Doc<ProductFields>>> {
  const found = await searchRows<StoredRow>(db, query, role, cache, ROW_COLUMNS);
  if (!found) return listDocs(db, PRODUCTS, plainList(query, role));
  return { ...found, docs: found.docs.map((row) => rowToDoc<ProductFields>(row)) };
}

/**
 * The same page as JSON, for a caller no view applies to: a search's documents go out as they are
 * stored, never parsed and serialised again (a row's status column and its document are written
 * from one object, db/documents.ts rowFor). Half of a search's own time went to that. On SQLite the
 * page's documents come as one run of UTF-8 bytes that SQLite joins itself (pageBytes): decoding
 * twenty documents into strings to encode them again on the way out was a fifth of a repeated
 * search's CPU, and twenty buffers put together in JavaScript half of what was left of reading the
 * page (bench/issue-21-search.md, sessions 23 and 24).
 */
export async function listProductsJson(db: AnyReader, query: ProductListQuery, role: Role, cache?: ProductSearchCache): Promise<string | Buffer> {
  if (isSqlite(db)) {
    const matches = await searchMatches(db, query, role, cache);
    if (!matches) return JSON.stringify(await listDocs(db, PRODUCTS, plainList(query, role)));
    const opening = await pageBytes(db, shownOf(matches, query.page, query.limit));
    return Buffer.concat([opening, Buffer.from(`],${JSON.stringify(figuresOf(matches, query.page, query.limit)).slice(1)}`)]);
  }
  const found = await searchRows<{ doc: string; number: number }>(db, query, role, cache, JSON_COLUMNS);
  if (!found) return JSON.stringify(await listDocs(db, PRODUCTS, plainList(query, role)));
  const { docs: rows, ...figures } = found;
  return `{"docs":[${rows.map((row) => row.doc).join(',')}],${JSON.stringify(figures).slice(1)}`;
}

/**
 * `{"docs":[` and the stored documents of the products numbered `shown`, in that order, comma
 * separated, as UTF-8 bytes: SQLite joins them (`group_concat … order by` the number's place in the
 * list), one buffer for the page. A number whose product is gone since its matches were found is
 * left out, as pageOf leaves it. SQLite only.
 */
async function pageBytes(db: AnyReader, shown: readonly number[]): Promise<Buffer> {
  if (shown.length === 0) return DOCS_OPEN;
  const [row] = await runText<{ page: Buffer | null }>(db, PAGE_BYTES, [JSON.stringify(shown)]);
  return row?.page ?? DOCS_OPEN;
}

const PAGE_BYTES = `select cast('{"docs":[' || group_concat(products.doc, ',' order by shown.key) as blob) as page from json_each(?) as shown join products on products.number = shown.value`;
const DOCS_OPEN = Buffer.from('{"docs":[');

const plainList = (query: ProductListQuery, role: Role): ListOptions => ({
  page: query.page,
  limit: query.limit,
  where: narrowed(filtersOf(query, role)),
  orderBy: { column: 'name_search', direction: 'asc' },
});

/** A search's page, its rows as stored (`read`: which columns); none without a search text. */
async function searchRows<R extends { number: number | string }>(
  db: AnyReader,
  query: ProductListQuery,
  role: Role,
  cache: ProductSearchCache | undefined,
  read: PageColumns,
): Promise<Page<R> | null> {
  const matches = await searchMatches(db, query, role, cache);
  return matches ? pageOf<R>(db, matches, query.page, query.limit, read) : null;
}

/** A search's matches, from the cache when it holds them; none without a search text. */
async function searchMatches(db: AnyReader, query: ProductListQuery, role: Role, cache: ProductSearchCache | undefined): Promise<SearchMatches | null> {
  const text = query.query ?? query.name;
  if (!text) return null;
  const filters = filtersOf(query, role);
  const wanted = query.page * query.limit + 1;
  const find = (namesVersion: string | null) => findMatches(db, text, filters, wanted, countBound(query.page, query.limit), cache?.names, namesVersion);
  return cache ? cache.matches(db, JSON.stringify([searchWords(text).sort(), filters]), wanted, find) : find(null);
}

/** `namesVersion`: the names' version the cache read just before (null: none read), which the names in memory answer under. */
async function findMatches(
  db: AnyReader,
  text: string,
  filters: readonly Condition[],
  wanted: number,
  bound: number,
  names?: ProductNameIndex | null,
  namesVersion: string | null = null,
): Promise<SearchMatches> {
  const words = searchWords(text);
  // No filter but the words, on SQLite: the names held in memory answer, while they are current (name-index.ts).
  if (names && filters.length === 0 && isSqlite(db) && words.length > 0 && words.every(heldWord)) {
    const held = (await names.current(db, namesVersion))?.matches(words, wanted, bound);
    if (held) return held;
  }
  const matching = (): DocQuery => narrowed(filters)((docs(db).selectFrom('products') as unknown as DocQuery).where(containsWords('products.name_search', words)));
  const indexed = isSqlite(db) ? trigramWords(words) : null;
  return indexed?.match ? findByTrigrams(db, words, indexed, indexed.match, filters, matching, wanted, bound) : walkNames(db, matching, wanted, bound);
}

/** A word the names in memory look up as SQLite would: no NUL (an FTS5 string's end) and no lone surrogate (which SQLite stores as another character). */
const heldWord = (word: string): boolean => !word.includes('\0') && !/[\ud800-\udfff]/u.test(word);

/** How many rows a query yields (one that reads no more than it must: a `limit`). */
async function countRows(db: AnyReader, rows: RawBuilder<unknown> | DocQuery): Promise<number> {
  const { rows: counted } = await sql<{ n: number | string }>`select count(*) as n from (${rows}) as counted`.execute(db);
  return Number(counted[0]?.n ?? 0);
}

/** The matches by walking the names in order and testing each (the LIKE): the first `wanted` come from the start of the name index. */
async function walkNames(db: AnyReader, matching: () => DocQuery, wanted: number, bound: number): Promise<SearchMatches> {
  const rows = (await matching().select('products.number').orderBy('products.name_search').limit(wanted).execute()) as Array<{ number: number | string }>;
  const numbers = rows.map((row) => Number(row.number));
  return withTotal(numbers, wanted, bound, (upTo) => countRows(db, matching().select(sql.lit(1).as('one')).limit(upTo)));
}

async function findByTrigrams(
  db: AnyReader,
  searched: readonly string[],
  words: TrigramWords,
  phrase: string,
  filters: readonly Condition[],
  matching: () => DocQuery,
  wanted: number,
  bound: number,
): Promise<SearchMatches> {
  // With no other filter, the index's matches (that hold any word it could not look up) are the list's.
  if (filters.length === 0) return phraseMatches(db, searched, words, phrase, wanted, bound);
  const match = sql`products_search_fts match ${phrase}`;
  const where = whereOf(match, filters, words.tested);
  const numbers = async (): Promise<number[]> => {
    const { rows } = await sql<{ number: number }>`
      select products_search.number from ${RANKED} where ${where} order by products_search_fts.rowid limit ${wanted}`.execute(db);
    return rows.map((row) => Number(row.number));
  };

  // A filter may keep few of a broad search's matches: such a search walks the names instead, whose
  // indexes hold the catalog's filters, rather than test every match to fill its page.
  const broadBound = sql`max(${sql.lit(BROAD_MIN)}, coalesce((select max(number) from products), 0) / ${sql.lit(BROAD_DIVISOR)})`;
  const { rows } = await sql<{ found: number; bound: number }>`
    select count(*) as found, ${broadBound} as bound from (select 1 from products_search_fts where ${match} limit ${broadBound})`.execute(db);
  const found = Number(rows[0]?.found ?? 0);
  if (found >= Number(rows[0]?.bound ?? BROAD_MIN)) return walkNames(db, matching, wanted, bound);
  if (found === 0) return { numbers: [], total: 0 };
  return withTotal(await numbers(), wanted, bound, (upTo) => countRows(db, sql`select 1 from ${RANKED} where ${where} limit ${upTo}`));
}

/** The matches with their products' search rows: the index's rowid is the rank (migration 0007). */
const RANKED = sql`products_search_fts join products_search on products_search.name_rank = products_search_fts.rowid`;

/** The index's matches that pass the filters and hold the words it could not look up. */
const whereOf = (match: RawBuilder<unknown>, filters: readonly Condition[], tested: readonly string[]): RawBuilder<unknown> =>
  sql.join(
    [
      match,
      ...filters.map(([column, value]) => sql`${sql.ref(`products_search.${column}`)} = ${value}`),
      ...tested.map((word) => sql`products_search.name_search like ${wordPattern(word)} escape '\\'`),
    ],
    sql` and `,
  );

/** The numbers of the matches page `page` shows. */
const shownOf = (matches: SearchMatches, page: number, limit: number): readonly number[] => matches.numbers.slice((page - 1) * limit, page * limit);

/** A page's figures beside its documents. */
const figuresOf = (matches: SearchMatches, page: number, limit: number): Omit<Page<never>, 'docs'> => ({
  total: matches.total,
  page,
  limit,
  pages: pageCount(matches.total, limit),
  ...(matches.totalIsLowerBound ? { totalIsLowerBound: true } : {}),
});

/** The page's rows, read by number and put back in the matches' order. */
async function pageOf<R extends { number: number | string }>(db: AnyReader, matches: SearchMatches, page: number, limit: number, columns: PageColumns): Promise<Page<R>> {
  const shown = shownOf(matches, page, limit);
  // Its text is kept per shape and page length (runShaped): building it with Kysely cost a tenth of a repeated search.
  const read = (slot: (index: number) => never) =>
    (docs(db).selectFrom('products') as unknown as DocQuery).select(columns.columns as never).where(
      'number',
      'in',
      shown.map((_, i) => slot(i)),
    );
  const rows = shown.length === 0 ? [] : await runShaped<R>(db, `product-page-${columns.shape}|${shown.length}`, read, shown);
  const byNumber = new Map(rows.map((row) => [Number(row.number), row]));
  const found = shown.flatMap((number) => {
    const row = byNumber.get(number);
    return row ? [row] : [];
  });
  return { docs: found, ...figuresOf(matches, page, limit) };
}
