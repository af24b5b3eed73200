/**
 * Reading a spreadsheet the user picked (an inventory count saved by Excel): the screen sends the
 * file's bytes and the main process answers its cells (`import-table.ts`), which the screen checks
 * with the same parser as a CSV. Reading happens in the main process because exceljs would nearly
 * double the screens' bundle. No path crosses: the screen has the file, the main process only its bytes.
 */
import { z } from 'zod';
import { tableLineSchema } from '../import-table.js';
import { IMPORT_FILE_MAX_BYTES } from '../limits.js';
import { obj, text } from '../schemas/common.js';
import { ipcCall } from './define.js';

/** Base64 of a file of at most `IMPORT_FILE_MAX_BYTES`. */
const BASE64_MAX = Math.ceil(IMPORT_FILE_MAX_BYTES / 3) * 4;

export const sheetReadInput = obj({
  /** The .xlsx file's bytes, in base64 (JSON carries the browser host's calls). */
  data: z
    .string()
    .max(BASE64_MAX, `data must be a file of at most ${IMPORT_FILE_MAX_BYTES} bytes`)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'data must be the file in base64'),
  /** The worksheet to read when the workbook has a visible one by that name (the count template's); else the first visible one. */
  sheet: text(80).optional(),
});

export const sheetReadResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('read'), sheet: z.string(), lines: z.array(tableLineSchema) }),
  /** Not a workbook exceljs can open (a damaged file, another zip), or one without worksheets. */
  z.object({ status: z.literal('unreadable') }),
  /** A workbook that unpacks past `IMPORT_XLSX_UNPACKED_MAX_BYTES` (a zip bomb, or a count far past the largest): not unpacked. */
  z.object({ status: z.literal('unpackedTooLarge') }),
]);
export type SheetReadResult = z.output<typeof sheetReadResult>;

export const SHEET_CALLS = {
  'sheet.read': ipcCall(sheetReadInput, sheetReadResult),
} as const;
