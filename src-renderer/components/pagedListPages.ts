/**
 * Which pages a long list asks for (`usePagedList`): the pages holding the rows on screen plus one
 * ahead in the direction of the scroll, and none while the list is flung faster than a page could
 * arrive (those rows would be gone before their page came; it is asked for once the scroll slows).
 */

/** Rows per second above which the rows on screen are not fetched until the scroll slows or stops. */
export const FLING_ROWS_PER_SECOND = 1_500;
/** How long the range must stay still, during a fling, before its pages are asked for. */
export const SETTLE_MS = 90;

export interface RangeSample {
  first: number;
  last: number;
  /** When it was seen, in ms (performance.now()). */
  at: number;
}

/** 1 scrolling down (or still), -1 scrolling up. */
export type Direction = 1 | -1;

/** The pages (1-based) holding rows `first`..`last`, and the next one in `direction` if the list has it. */
export function pagesFor(first: number, last: number, pageSize: number, total: number, direction: Direction): number[] {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const from = Math.min(lastPage, Math.floor(Math.max(0, first) / pageSize) + 1);
  const to = Math.min(lastPage, Math.max(from, Math.floor(Math.max(0, last) / pageSize) + 1));
  const pages: number[] = [];
  for (let p = from; p <= to; p += 1) pages.push(p);
  const ahead = direction === 1 ? to + 1 : from - 1;
  if (ahead >= 1 && ahead <= lastPage) pages.push(ahead);
  return pages;
}

/** Rows per second between two samples of the range on screen. */
export function rowsPerSecond(previous: RangeSample | null, next: RangeSample): number {
  if (!previous) return 0;
  const rows = Math.abs(next.first - previous.first);
  if (rows === 0) return 0;
  return (rows * 1000) / Math.max(1, next.at - previous.at);
}

export function directionOf(previous: RangeSample | null, next: RangeSample, current: Direction): Direction {
  if (!previous || next.first === previous.first) return current;
  return next.first > previous.first ? 1 : -1;
}

/** Same pages in the same order. */
export function samePages(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((p, i) => p === b[i]);
}
