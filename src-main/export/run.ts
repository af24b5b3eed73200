/**
 * One export: pages of rows in, cells out, into the file, with progress. Between pages it gives
 * the event loop back, so the screens' own calls (and, in the browser host, every HTTP request)
 * are answered while a long export runs. A list's rows are the ones it held when the export
 * started (a row removed since is left out, one changed is written as it is now); a paged server
 * answer could shift under a write, so a row seen on an earlier page is not written twice.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { exportCell } from '../../src-shared/export/cells.js';
import type { ExportListInput, ExportProgress } from '../../src-shared/ipc/export.js';
import { cachedLookup, type GetDocument } from './lookup.js';
import { sourcePages, type ListReader, type ReadCall } from './rows.js';
import type { OpenSheet } from './sheet.js';

/** At most this often a progress event (plus the first and the last). */
const PROGRESS_EVERY_MS = 100;

export interface RunOptions {
  input: ExportListInput;
  path: string;
  open: OpenSheet;
  lists: ListReader;
  read: ReadCall;
  get: GetDocument;
  signal: AbortSignal;
  progress: (value: ExportProgress) => void;
  now?: () => number;
}

export class ExportCancelled extends Error {
  override name = 'ExportCancelled';
}

const percentOf = (written: number, total: number): number => (total === 0 ? 100 : Math.min(100, Math.round((written / total) * 1000) / 10));

/** Writes the file at `path`; answers how many rows it holds. Cancelled: throws ExportCancelled, no file left. */
export async function runExport(options: RunOptions): Promise<number> {
  const { input, signal, progress } = options;
  const now = options.now ?? (() => performance.now());
  const context = cachedLookup(options.get, { locale: input.locale, timeZone: input.timeZone });
  // Rows the screen sent are written as they are: two of them may be about one document (its movements).
  const once = input.source.kind !== 'rows';
  const sheet = options.open(options.path, input.columns, { title: input.title, locale: input.locale });
  const seen = new Set<string>();
  let written = 0;
  let total = 0;
  let lastReport = -Infinity;
  const report = (phase: ExportProgress['phase'], force = false) => {
    if (!force && now() - lastReport < PROGRESS_EVERY_MS) return;
    lastReport = now();
    progress({ job: input.job, phase, written, total, percent: phase === 'done' ? 100 : percentOf(written, total) });
  };
  try {
    report('reading', true);
    for await (const page of sourcePages(input.source, options.lists, options.read)) {
      if (signal.aborted) throw new ExportCancelled();
      total = Math.max(page.total, written);
      for (const row of page.rows) {
        const id = once && typeof row._id === 'string' ? row._id : null;
        if (id !== null) {
          if (seen.has(id)) continue;
          seen.add(id);
        }
        await sheet.row(input.columns.map((column) => exportCell(column, row, context, input.timeZone)));
        written += 1;
      }
      report('reading');
      await nextTurn();
    }
    if (signal.aborted) throw new ExportCancelled();
    total = written;
    report('saving', true);
    await sheet.finish();
    report('done', true);
    return written;
  } catch (error) {
    await sheet.abort();
    report(signal.aborted ? 'cancelled' : 'failed', true);
    throw signal.aborted ? new ExportCancelled() : error;
  }
}
