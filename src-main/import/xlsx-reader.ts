/**
 * Reads a count file saved by Excel (.xlsx) into the import's table of cells (src-shared/import-table.ts),
 * in the main process: exceljs would nearly double the screens' bundle. Only how cells are read is
 * decided here — number cells stay numbers, text stays text (trimmed, as a CSV cell is), a formula
 * gives its cached result, a date cell its day, an empty cell is empty — and the rows are checked
 * by the same parser as a CSV's. A workbook that unpacks past `IMPORT_XLSX_UNPACKED_MAX_BYTES` is
 * refused before exceljs unpacks it (`unpacked-size.ts`). Pure Node: the end-to-end tests run it
 * without Electron.
 */
import ExcelJS from 'exceljs';
import type { ImportTable, TableCell, TableLine } from '../../src-shared/import-table.js';
import { IMPORT_XLSX_UNPACKED_MAX_BYTES } from '../../src-shared/limits.js';
import { unpackedSize } from './unpacked-size.js';

/**
 * The visible worksheet named `preferred` (without case or surrounding spaces), else the first
 * visible one: a hidden first sheet (a lookup table, old notes) is not what the user sees and
 * counted. The screen says which sheet it read.
 */
function pickSheet(workbook: ExcelJS.Workbook, preferred: string | undefined): ExcelJS.Worksheet | undefined {
  const wanted = preferred?.trim().toLowerCase();
  const visible = workbook.worksheets.filter((sheet) => sheet.state === undefined || sheet.state === 'visible');
  const candidates = visible.length > 0 ? visible : workbook.worksheets;
  return candidates.find((sheet) => wanted !== undefined && sheet.name.trim().toLowerCase() === wanted) ?? candidates[0];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** exceljs gives a date cell as a Date whose UTC fields are the sheet's wall clock. */
const dayOf = (date: Date): string => (Number.isNaN(date.getTime()) ? '' : `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`);

function read(value: ExcelJS.CellValue): TableCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return { date: dayOf(value) };
  if ('formula' in value || 'sharedFormula' in value) return read(value.result ?? null);
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('hyperlink' in value) return read(value.text as ExcelJS.CellValue);
  if ('error' in value) return value.error;
  return '';
}

export type XlsxRead = { status: 'read'; table: ImportTable } | { status: 'unreadable' } | { status: 'unpackedTooLarge' };

/** The worksheet's rows with content, each with its row number and its cells from column A. */
export async function readXlsxTable(bytes: Uint8Array, preferredSheet?: string): Promise<XlsxRead> {
  const size = unpackedSize(bytes, IMPORT_XLSX_UNPACKED_MAX_BYTES);
  if (size.status === 'tooLarge') return { status: 'unpackedTooLarge' };
  if (size.status === 'unreadable') return { status: 'unreadable' };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ExcelJS.Buffer);
  } catch {
    return { status: 'unreadable' };
  }
  const sheet = pickSheet(workbook, preferredSheet);
  if (!sheet) return { status: 'unreadable' };
  const lines: TableLine[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: TableCell[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(read(row.getCell(column).value));
    if (cells.some((cell) => cell !== '')) lines.push({ line, cells });
  });
  return { status: 'read', table: { source: { format: 'xlsx', sheet: sheet.name }, lines } };
}
