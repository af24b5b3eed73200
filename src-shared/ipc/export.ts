/**
 * Exports of a list (or a statistics table) to a CSV or XLSX file: the main process reads the same
 * pages the screen reads, with the screen's filters, and streams the rows into the file, telling
 * how far it got with `export-progress` events. In the desktop shell the file goes where the save
 * dialog says; in the browser host it is kept in the data folder and the screen downloads it from
 * the address the answer gives. `export.cancel` stops a running export and removes its file.
 */
import { z } from 'zod';
import { LOCALES } from '../constants/locales.js';
import { draftClosingSchema } from '../documents/draft-closing.js';
import { EXPORT_ANNEXES } from '../export/annexes.js';
import { EXPORT_FORMATS, EXPORT_MAX_COLUMNS, exportColumnSchema } from '../export/columns.js';
import { list, obj, oneOf, text } from '../schemas/common.js';
import { ipcCall } from './define.js';
import { READ_FEATURES, type ReadFeature } from './reads.js';
import { SERVER_READ_CALLS } from './route-calls.js';

/** Made by the screen before it asks, so its progress events can be told apart from the start. */
export const exportJobId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'an export job id');

const READ_NAMES = Object.keys(READ_FEATURES) as [ReadFeature, ...ReadFeature[]];
/** Reads answered by the server: reports, and the admin's lists of disabled records. */
export const EXPORTABLE_SERVER_READS = Object.keys(SERVER_READ_CALLS) as [keyof typeof SERVER_READ_CALLS, ...Array<keyof typeof SERVER_READ_CALLS>];
export type ExportableServerRead = (typeof EXPORTABLE_SERVER_READS)[number];

const FILTERS = z.record(z.string().max(80), z.unknown());

/** Rows a screen works out itself (a running balance, a roadmap's stops) and sends as they are: a table that short. */
export const EXPORT_MAX_SENT_ROWS = 20_000;

/** What the screen already read of a list's annex, by row id (`AnnexKnown`): at most as many rows as it may send. */
const ANNEX_KNOWN = z.record(z.string().max(64), draftClosingSchema).refine((known) => Object.keys(known).length <= EXPORT_MAX_SENT_ROWS, `at most ${EXPORT_MAX_SENT_ROWS} rows`);

export const exportSourceSchema = z.discriminatedUnion('kind', [
  /**
   * A replica list: the feature's list read with the screen's filters, page after page (each page
   * with its `annex`, if any, taken from what the screen `known` before the server is asked).
   */
  z.object({ kind: z.literal('list'), feature: z.enum(READ_NAMES), query: FILTERS, annex: z.enum(EXPORT_ANNEXES).optional(), known: ANNEX_KNOWN.optional() }),
  /**
   * A server read (statistics): its answer's rows at `rows` (a path; the answer itself when it is
   * an array). A paged answer (`docs`, `pages`) is read page after page.
   */
  z.object({ kind: z.literal('server'), call: z.enum(EXPORTABLE_SERVER_READS), input: FILTERS, rows: z.string().max(120).optional() }),
  /** The rows the screen holds, in its order: for a table it works out from a read (no read answers it row by row). */
  z.object({ kind: z.literal('rows'), rows: z.array(z.record(z.string().max(80), z.unknown())).max(EXPORT_MAX_SENT_ROWS) }),
]);
export type ExportSource = z.output<typeof exportSourceSchema>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const exportListInput = obj({
  job: exportJobId,
  format: oneOf(EXPORT_FORMATS),
  source: exportSourceSchema,
  columns: list(exportColumnSchema, { min: 1, max: EXPORT_MAX_COLUMNS }),
  /** The list's name in the user's language: the sheet's name and the file's suggested name. */
  title: text(80, 1),
  /** The screen's time zone: dates are written as the user saw them. */
  timeZone: z.string().max(64).refine(isTimeZone, 'a time zone such as America/Argentina/Buenos_Aires'),
  locale: z.enum(LOCALES),
});
export type ExportListInput = z.output<typeof exportListInput>;

export const exportResultSchema = z.object({
  job: exportJobId,
  /** `cancelled`: the user closed the save dialog or cancelled the export; nothing was kept. */
  status: z.enum(['done', 'cancelled']),
  rows: z.number().int().min(0),
  /** The file's name. */
  file: z.string(),
  /** Where the desktop saved it; null in the browser host. */
  path: z.string().nullable(),
  /** The browser host's address to download it from (same origin); null in the desktop shell. */
  download: z.string().nullable(),
});
export type ExportResult = z.output<typeof exportResultSchema>;

export const EXPORT_PHASES = ['reading', 'saving', 'done', 'cancelled', 'failed'] as const;

export const exportProgressSchema = z.object({
  job: exportJobId,
  phase: z.enum(EXPORT_PHASES),
  /** Rows written so far, of `total` (the list's count when the export started). */
  written: z.number().int().min(0),
  total: z.number().int().min(0),
  percent: z.number().min(0).max(100),
});
export type ExportProgress = z.output<typeof exportProgressSchema>;

export const EXPORT_CALLS = {
  'export.list': ipcCall(exportListInput, exportResultSchema),
  /** Stops a running export (its file is removed); false when it had already ended. */
  'export.cancel': ipcCall(obj({ job: exportJobId }), z.object({ cancelled: z.boolean() })),
} as const;
