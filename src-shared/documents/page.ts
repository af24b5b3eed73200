/** One page of a list, the same on the server and in the replica (domain §2). */
export interface Page<T> {
  docs: T[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

/** The number of pages a list of `total` rows takes at `limit` rows a page (an empty list is one page). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
