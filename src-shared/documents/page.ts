/** One page of a list, the same on the server and in the replica (domain §2). */
export interface Page<T> {
  docs: T[];
  total: number;
  page: number;
  limit: number;
  pages: number;
  /**
   * Set when more than `total` match: a search stops counting at `countBound` (issue 21: never
   * count more than a page needs), and the screens say "más de 1.000". Absent, `total` is exact.
   */
  totalIsLowerBound?: true;
}

/** The number of pages a list of `total` rows takes at `limit` rows a page (an empty list is one page). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** How far a search counts its matches, at least: a list shows "más de 1.000" rather than count 100,000 names. */
export const SEARCH_COUNT_CAP = 1_000;

/**
 * How many matches a search counts for page `page`: the cap, or one page past the one asked for
 * when that is further. A total it stops at then still promises a next page (`pages` > `page`),
 * so a client paging to the end (an export) goes on, and the last page's total is exact.
 */
export function countBound(page: number, limit: number): number {
  return Math.max(SEARCH_COUNT_CAP, (page + 1) * limit);
}

/** A count read no further than `bound` + 1 rows: the total a page states. */
export function boundedTotal(counted: number, bound: number): { total: number; totalIsLowerBound?: true } {
  return counted > bound ? { total: bound, totalIsLowerBound: true } : { total: counted };
}
