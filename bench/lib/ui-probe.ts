/**
 * What the UI bench runs inside the page: frame timestamps from `requestAnimationFrame`, the time
 * until the first data row of a grid is on screen, and a scripted scroll of a grid's scroller from
 * top to bottom and back, one step per frame.
 *
 * These functions are serialised into the page, so they use nothing from their module and name no
 * inner helpers (tsx wraps named inner functions in a `__name` call the page lacks; `NAME_SHIM`
 * supplies a no-op one in case an edit adds one anyway).
 */
import type { Page } from '@playwright/test';

export const NAME_SHIM = 'globalThis.__name ??= (fn) => fn;';

/** A data row: a grid row with cells (a row still loading holds a skeleton, no cells). */
const CELL = '[role="grid"] [role="gridcell"]';

export interface FrameStats {
  frames: number;
  median: number;
  p95: number;
  max: number;
  /** Frames over 33.3 ms (two refreshes missed at 60 Hz). */
  over33: number;
  /** Frames in which some row on screen was still a loading skeleton. */
  loadingFrames: number;
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export function frameStats(deltas: readonly number[], loadingFrames = 0): FrameStats {
  return {
    frames: deltas.length,
    median: percentile(deltas, 50),
    p95: percentile(deltas, 95),
    max: Math.max(...deltas),
    over33: deltas.filter((d) => d > 33.4).length,
    loadingFrames,
  };
}

/** Frame-to-frame intervals of `count` frames with nothing happening. */
export async function idleFrames(page: Page, count: number): Promise<FrameStats> {
  const deltas = await page.evaluate(async (n) => {
    const out: number[] = [];
    let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
    for (let i = 0; i < n; i += 1) {
      const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
      out.push(now - last);
      last = now;
    }
    return out;
  }, count);
  return frameStats(deltas);
}

/**
 * Clicks the link named `label` and answers the milliseconds until a frame starts with a data row
 * of a grid in the document (null after `limitMs`).
 */
export async function firstRowAfterClick(page: Page, label: string, limitMs: number): Promise<number | null> {
  return page.evaluate(
    async ({ label, cell, limitMs }) => {
      const link = [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === label);
      if (!link) throw new Error(`no link named ${label}`);
      const before = location.pathname;
      const start = performance.now();
      link.click();
      for (;;) {
        const frame = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
        if (location.pathname !== before && document.querySelector(cell)) return Math.max(0, frame - start);
        if (frame - start > limitMs) return null;
      }
    },
    { label, cell: CELL, limitMs },
  );
}

/**
 * An init script: from the start of each load of an `/orders` address, records in `window.__firstRowAt` the start of
 * the first frame with a data row (milliseconds since navigation start).
 */
export function firstRowOnLoadScript(): string {
  return `(() => {
    if (!location.pathname.startsWith('/orders')) return;
    const poll = (t) => {
      if (document.querySelector(${JSON.stringify(CELL)})) window.__firstRowAt = t;
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  })();`;
}

/**
 * Scrolls the grid's scroller (the `[role=grid]` that overflows, as DataTable's does, or an element in it) from the top down
 * `spanPx` (by default to the bottom) in `steps` frames and back in as many, and answers the frame
 * intervals.
 */
export async function scrollGrid(page: Page, steps: number, spanPx = Number.MAX_SAFE_INTEGER): Promise<FrameStats> {
  const { deltas, loading, travelled } = await page.evaluate(
    async ({ steps, spanPx }) => {
      const scroller = [...document.querySelectorAll<HTMLElement>('[role="grid"], [role="grid"] *')].find((el) => el.scrollHeight > el.clientHeight + 1);
      if (!scroller) throw new Error('the grid has nothing to scroll');
      const max = Math.min(spanPx, scroller.scrollHeight - scroller.clientHeight);
      scroller.scrollTop = 0;
      const out: number[] = [];
      let loadingFrames = 0;
      let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
      for (let i = 1; i <= 2 * steps; i += 1) {
        const share = i <= steps ? i / steps : (2 * steps - i) / steps;
        scroller.scrollTop = Math.round(max * share);
        const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
        out.push(now - last);
        last = now;
        if (scroller.querySelector('[role="row"]:not(:has([role="gridcell"], [role="columnheader"]))')) loadingFrames += 1;
      }
      return { deltas: out, loading: loadingFrames, travelled: 2 * max };
    },
    { steps, spanPx },
  );
  if (travelled <= 0) throw new Error('the grid did not scroll');
  return frameStats(deltas, loading);
}

/** The same grid markup with 50 static rows (2,000 px to scroll): Chromium's own cost of scrolling. */
export function staticGridHtml(rows = 50, columns = 6): string {
  const cells = (r: number) => Array.from({ length: columns }, (_, c) => `<div role="gridcell">Fila ${r} · ${c}</div>`).join('');
  const body = Array.from(
    { length: rows },
    (_, r) => `<div role="row" style="display:grid;grid-template-columns:repeat(${columns},1fr);height:40px;align-items:center;border-bottom:1px solid #eee">${cells(r)}</div>`,
  ).join('');
  return `<!doctype html><html><body style="margin:0;font:14px sans-serif"><div role="grid" style="height:560px;overflow:auto">${body}</div></body></html>`;
}

/**
 * Scrolls the grid's scroller a page of rows (`pageRows` × `rowPx`) at a time from top to bottom,
 * each time waiting (up to `limitMs`) until no row on screen is loading: every page of the list
 * is then in the app's cache. A list fetches only the pages a scroll stops on (not those flung
 * past), so the bench's "every page in" pass comes after this. Answers how many stops it made.
 */
export async function visitEveryPage(page: Page, pageRows = 200, rowPx = 40, limitMs = 5_000): Promise<number> {
  return page.evaluate(
    async ({ pageRows, rowPx, limitMs }) => {
      const scroller = [...document.querySelectorAll<HTMLElement>('[role="grid"], [role="grid"] *')].find((el) => el.scrollHeight > el.clientHeight + 1);
      if (!scroller) throw new Error('the grid has nothing to scroll');
      let stops = 0;
      for (let top = 0; top <= scroller.scrollHeight; top += pageRows * rowPx) {
        scroller.scrollTop = top;
        stops += 1;
        const start = performance.now();
        for (;;) {
          const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
          if (!scroller.querySelector('[role="row"]:not(:has([role="gridcell"], [role="columnheader"]))')) break;
          if (now - start > limitMs) throw new Error(`rows at ${top} px still loading after ${limitMs} ms`);
        }
      }
      scroller.scrollTop = 0;
      return stops;
    },
    { pageRows, rowPx, limitMs },
  );
}
