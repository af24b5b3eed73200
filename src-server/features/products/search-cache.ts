/**
 * The matches of recent product searches (their numbers in name order, and how many there are),
 * kept under the version of what a search can see (`search_versions.products`, migration 0006:
 * raised by triggers when a product is added, removed, renamed or changes a column a search filters
 * on — not by stock movements). A search repeated before that version moves, as a clerk's
 * "jamon" is all day, skips finding and counting its matches and only reads its page's documents,
 * which are always read fresh. Least recently used entries go first; capacity 0 turns it off.
 */
import { boundedTotal } from '../../../src-shared/documents/page.js';
import type { AnyReader } from '../../db/documents.js';
import { runText } from '../../db/sql-text.js';
import type { ProductNameIndex } from './name-index.js';

export interface SearchMatches {
  /** The first matches' numbers, in the order of the list. */
  readonly numbers: readonly number[];
  readonly total: number;
  /** More than `total` match: the count stopped there (src-shared/documents/page.ts). */
  readonly totalIsLowerBound?: true;
}

/**
 * The matches with their total. Fewer numbers than wanted are all the matches: no need to count
 * them; otherwise `count` counts up to one past `bound` (page.ts, countBound), or says what a
 * statement that read the matches anyway counted so.
 */
export async function withTotal(numbers: readonly number[], wanted: number, bound: number, count: (upTo: number) => number | Promise<number>): Promise<SearchMatches> {
  if (numbers.length < wanted) return { numbers, total: numbers.length };
  return { numbers, ...boundedTotal(await count(bound + 1), bound) };
}

export const DEFAULT_SEARCH_CACHE_ENTRIES = 256;

export class ProductSearchCache {
  private readonly entries = new Map<string, { version: string; matches: SearchMatches }>();

  /**
   * `names`: the products' search texts held in memory (name-index.ts), which find a text's
   * matches the first time it is searched; the cache keeps them for the next. Capacity 0 turns
   * off the cache, not the names.
   */
  constructor(
    readonly capacity = DEFAULT_SEARCH_CACHE_ENTRIES,
    readonly names: ProductNameIndex | null = null,
  ) {}

  /**
   * The matches under `key`, holding at least `wanted` numbers (or all of them): from the cache
   * when its entry is of the current version and long enough, else from `find`, then kept. The
   * version is read before `find` runs, so a write landing in between can only make the entry
   * newer than its version says — and the next search, seeing the newer version, finds again.
   * `find` is given the names' version read in the same statement (null with the cache off), so the
   * names in memory need not read it again.
   */
  async matches(db: AnyReader, key: string, wanted: number, find: (namesVersion: string | null) => Promise<SearchMatches>): Promise<SearchMatches> {
    if (this.capacity === 0) return find(null);
    const versions = await searchVersions(db);
    const version = versions.products;
    const kept = this.entries.get(key);
    this.entries.delete(key);
    if (kept && kept.version === version && (kept.matches.numbers.length >= wanted || kept.matches.numbers.length >= kept.matches.total)) {
      this.entries.set(key, kept);
      return kept.matches;
    }
    const matches = await find(versions.names);
    this.entries.set(key, { version, matches });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return matches;
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The two versions a product search reads, in one statement: `products`, of what any search can see
 * (migration 0006), and `names`, of the products' numbers and search texts alone (migration 0023),
 * which the names in memory answer under. Read by every search, so its text is fixed.
 */
const VERSIONS = `select (select value from search_versions where name = 'products') as products, (select value from search_versions where name = 'product_names') as names`;
const NAMES_VERSION = `select value from search_versions where name = 'product_names'`;

export interface SearchVersions {
  readonly products: string;
  readonly names: string;
}

async function searchVersions(db: AnyReader): Promise<SearchVersions> {
  const [row] = await runText<{ products: unknown; names: unknown }>(db, VERSIONS, []);
  return { products: String(row?.products ?? 0), names: String(row?.names ?? 0) };
}

/** The version of the products' names (migration 0023): what the names in memory were read under. */
export async function namesVersion(db: AnyReader): Promise<string> {
  const [row] = await runText<{ value: unknown }>(db, NAMES_VERSION, []);
  return String(row?.value ?? 0);
}
