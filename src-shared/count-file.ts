/**
 * A count file the user picked, read into the import's rows whatever its format: its first bytes
 * tell an Excel workbook (.xlsx, whose cells the main process reads: `sheet.read`) from text (CSV),
 * and an old .xls, a workbook over `IMPORT_FILE_MAX_BYTES` or one that unpacks past
 * `IMPORT_XLSX_UNPACKED_MAX_BYTES` is refused as a whole. The limit is the
 * workbook's alone: it crosses to the main process whole and unzips there in memory, while a CSV of
 * any size is read here and sent in parts.
 * Either way the rows come out of the one parser (`parseInventoryTable`).
 */
import { parseInventoryCsv, parseInventoryTable, refusedFile, type ParsedImport } from './audit-import.js';
import { decodeCsvBytes } from './csv-text.js';
import { fileKindOf } from './import-table.js';
import type { SheetReadResult } from './ipc/sheet.js';
import { IMPORT_FILE_MAX_BYTES, IMPORT_XLSX_UNPACKED_MAX_BYTES } from './limits.js';

/** The part of a picked file the import reads (a browser `File` has both). */
export interface PickedFile {
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The main process's `sheet.read`. */
export type ReadSheet = (input: { data: string; sheet?: string }) => Promise<SheetReadResult>;

/** Base64 without Node's Buffer (the screens have none), a slice at a time so no call gets a huge argument list. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const SLICE = 0x8000;
  for (let at = 0; at < bytes.length; at += SLICE) binary += String.fromCharCode(...bytes.subarray(at, at + SLICE));
  return btoa(binary);
}

/** `sheet`: the worksheet to prefer, the count template's name in the user's language. */
export async function readCountFile(file: PickedFile, readSheet: ReadSheet, sheet?: string): Promise<ParsedImport> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  switch (fileKindOf(bytes)) {
    case 'xls':
      return refusedFile({ code: 'oldExcel' });
    case 'xlsx': {
      if (file.size > IMPORT_FILE_MAX_BYTES) return refusedFile({ code: 'fileTooLarge', size: file.size, max: IMPORT_FILE_MAX_BYTES });
      const answer = await readSheet({ data: toBase64(bytes), ...(sheet ? { sheet } : {}) });
      if (answer.status === 'unpackedTooLarge') return refusedFile({ code: 'unpackedTooLarge', max: IMPORT_XLSX_UNPACKED_MAX_BYTES });
      return answer.status === 'read' ? parseInventoryTable({ source: { format: 'xlsx', sheet: answer.sheet }, lines: answer.lines }) : refusedFile({ code: 'unreadable' });
    }
    case 'text':
      return parseInventoryCsv(decodeCsvBytes(bytes));
  }
}
