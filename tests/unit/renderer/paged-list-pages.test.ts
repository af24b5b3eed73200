/**
 * Which pages a long list asks for as it scrolls (`pagedListPages.ts`): the pages on screen and one
 * ahead in the scroll's direction, never past either end; a fling is told apart from a wheel.
 */
import { describe, expect, it } from 'vitest';
import { directionOf, FLING_ROWS_PER_SECOND, pagesFor, rowsPerSecond, samePages } from '../../../src-renderer/components/pagedListPages.js';

describe('pages a list asks for', () => {
  it('takes the pages on screen plus the next one down, or up when scrolling up', () => {
    expect(pagesFor(0, 26, 200, 50_000, 1)).toEqual([1, 2]);
    expect(pagesFor(190, 216, 200, 50_000, 1)).toEqual([1, 2, 3]);
    expect(pagesFor(190, 216, 200, 50_000, -1)).toEqual([1, 2]);
    expect(pagesFor(24_010, 24_036, 200, 50_000, -1)).toEqual([121, 120]);
  });

  it('stays within the list', () => {
    expect(pagesFor(49_980, 49_999, 200, 50_000, 1)).toEqual([250]);
    expect(pagesFor(0, 10, 200, 11, 1)).toEqual([1]);
    expect(pagesFor(5, 30, 200, 0, -1)).toEqual([1]);
  });

  it('tells a fling from a wheel by rows per second', () => {
    const at = (first: number, ms: number) => ({ first, last: first + 26, at: ms });
    // A wheel spun hard: 2.5 rows a frame at 60 Hz.
    expect(rowsPerSecond(at(100, 1000), at(102.5, 1016.7))).toBeLessThan(FLING_ROWS_PER_SECOND);
    // The bench's fling: 83 rows a frame.
    expect(rowsPerSecond(at(100, 1000), at(183, 1016.7))).toBeGreaterThan(FLING_ROWS_PER_SECOND);
    expect(rowsPerSecond(null, at(5000, 10))).toBe(0);
    expect(rowsPerSecond(at(100, 1000), at(100, 1001))).toBe(0);
  });

  it('keeps the last direction while the list stands still', () => {
    expect(directionOf({ first: 10, last: 30, at: 0 }, { first: 5, last: 25, at: 1 }, 1)).toBe(-1);
    expect(directionOf({ first: 10, last: 30, at: 0 }, { first: 10, last: 30, at: 1 }, -1)).toBe(-1);
    expect(directionOf(null, { first: 10, last: 30, at: 1 }, 1)).toBe(1);
    expect(samePages([1, 2], [1, 2])).toBe(true);
    expect(samePages([1, 2], [2, 1])).toBe(false);
  });
});
