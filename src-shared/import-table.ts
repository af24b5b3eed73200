/**
 * A count file as cells, whatever its format: the CSV reader splits lines into text cells, the
 * Excel reader (src-main/import/xlsx-reader.ts) gives a worksheet's cells as they are typed — a
 * number cell is a number, a text cell text, a formula its cached result, a date a date (refused by
 * the import). The import reads rows from this one model (`parseInventoryTable`), so validation,
 * line numbers and everything after are the same for both formats.
 */
import { z } from 'zod';
import { csvLines, detectSeparator, splitCells, type CsvSeparator } from './csv-text.js';

/** A date cell, by its calendar day (`2026-11-28`): no column of the import takes one. */
export const dateCellSchema = z.object({ date: z.string().max(40) });
/** Text (`''` for an empty cell), a number, or a date. */
export const tableCellSchema = z.union([z.string(), z.number(), dateCellSchema]);
export type TableCell = z.output<typeof tableCellSchema>;
export type DateCell = z.output<typeof dateCellSchema>;

/** A line of the file with content: its number in the file (a spreadsheet's row number, from 1) and its cells. */
export const tableLineSchema = z.object({ line: z.number().int().min(1), cells: z.array(tableCellSchema) });
export type TableLine = z.output<typeof tableLineSchema>;

/** Where the cells came from, for the screen to say: a CSV's separator, or the worksheet read. */
export type TableSource = { format: 'csv'; separator: CsvSeparator } | { format: 'xlsx'; sheet: string };

export interface ImportTable {
  source: TableSource;
  lines: TableLine[];
}

export const isDateCell = (cell: TableCell | undefined): cell is DateCell => typeof cell === 'object' && cell !== null;

/** A cell's text as the file shows it, for a header or a message. */
export function cellText(cell: TableCell | undefined): string {
  if (cell === undefined) return '';
  if (typeof cell === 'number') return String(cell);
  return typeof cell === 'string' ? cell : cell.date;
}

/**
 * What a file's first bytes say it is: a zip (an .xlsx workbook), an OLE2 compound file (an old
 * .xls workbook, which the import cannot read), or else text (CSV).
 */
export type FileKind = 'xlsx' | 'xls' | 'text';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export function fileKindOf(bytes: Uint8Array): FileKind {
  const starts = (magic: readonly number[]) => magic.every((byte, i) => bytes[i] === byte);
  if (starts(ZIP)) return 'xlsx';
  if (starts(OLE2)) return 'xls';
  return 'text';
}

/** A CSV file's text as a table: its separator, and each line with content split into text cells. */
export function csvTable(text: string): ImportTable {
  const lines = csvLines(text);
  const separator = detectSeparator(lines);
  const read = lines.map((line, index) => ({ line: index + 1, cells: splitCells(line, separator) as TableCell[] }));
  return { source: { format: 'csv', separator }, lines: read };
}
