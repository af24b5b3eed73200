/**
 * Printing: the main process renders the document from the replica and prints it. In the desktop
 * shell that is a PDF file or a silent print on the printer set for the document type; in the
 * browser host the page prints, so the answer is the HTML itself.
 */
import { z } from 'zod';
import { SHORT_TEXT_MAX, id, obj, oneOf, text } from '../schemas/common.js';
import { ipcCall, noInput } from './define.js';
import { PAPER_SIZES, PRINT_KINDS } from './settings.js';

export const PRINT_TARGETS = ['pdf', 'printer'] as const;
export type PrintTarget = (typeof PRINT_TARGETS)[number];

export const printDocumentInput = obj({
  kind: oneOf(PRINT_KINDS),
  id: id(),
  target: oneOf(PRINT_TARGETS),
  /** Left out: the paper last used for the document type. Given: used, and remembered for the type. */
  paper: oneOf(PAPER_SIZES).optional(),
  /** A printer's system name, null for the system's default. Left out: the one last used for the type; given: remembered for it. */
  printer: text(SHORT_TEXT_MAX, 1).nullable().optional(),
});
export type PrintDocumentInput = z.output<typeof printDocumentInput>;

export const printResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pdf'), path: z.string() }),
  z.object({ kind: z.literal('printed'), printer: z.string().nullable() }),
  /** The browser host: the screen opens this page and prints it with the browser's dialog. */
  z.object({ kind: z.literal('html'), title: z.string(), html: z.string() }),
]);
export type PrintResult = z.output<typeof printResultSchema>;

export const printerInfoSchema = z.object({ name: z.string(), displayName: z.string(), description: z.string() });
export type PrinterInfo = z.output<typeof printerInfoSchema>;

export const PRINT_CALLS = {
  'print.document': ipcCall(printDocumentInput, printResultSchema),
  'print.printers': ipcCall(noInput, z.array(printerInfoSchema)),
} as const;
