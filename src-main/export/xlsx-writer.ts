/**
 * XLSX through exceljs's streaming workbook writer: each row is committed as it comes, so 50,000
 * rows never sit in memory, and the zip is deflated as it streams. Cells are typed: money and
 * quantities are numbers with a number format (two decimals for money), dates are real dates with
 * the user's day order, text is text (never a formula). The header row stays frozen on top with a
 * filter on it.
 */
import ExcelJS from 'exceljs';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { Locale } from '../../src-shared/constants/locales.js';
import type { Cell } from '../../src-shared/export/cells.js';
import type { ExportColumn } from '../../src-shared/export/columns.js';
import { partPath, type OpenSheet } from './sheet.js';

interface XlsxStyle {
  money: string;
  day: string;
}

/** Format codes use `,` for grouping and `.` for decimals; Excel shows them with the reader's own separators. */
const STYLES: Readonly<Record<Locale, XlsxStyle>> = {
  'es-AR': { money: '"$ "#,##0.00;-"$ "#,##0.00', day: 'dd/mm/yyyy' },
  en: { money: '"$"#,##0.00;-"$"#,##0.00', day: 'mm/dd/yyyy' },
};

const WEIGHT_FORMAT = '#,##0.000 "kg"';
/** Excel's limit on a worksheet's name, and the characters it refuses in one. */
const SHEET_NAME_MAX = 31;

export function numberFormat(column: ExportColumn, locale: Locale): string | undefined {
  const style = STYLES[locale];
  switch (column.kind) {
    case 'money':
      return style.money;
    case 'cost':
      // Two places at least, up to the four a cost keeps: "$ 1.391,50", "$ 9.800,4137".
      return style.money.replaceAll('0.00', '0.00##');
    case 'date':
      return style.day;
    case 'datetime':
      return `${style.day} hh:mm`;
    case 'quantity':
      return hasUnit(column) ? undefined : '#,##0.###';
    case 'percent':
      return '0.00%';
    default:
      return undefined;
  }
}

/** Whether a quantity column's unit is read per row (weights in kg, units as they are). */
const hasUnit = (column: ExportColumn): boolean => column.unitField !== undefined || column.unitFrom !== undefined;

function width(column: ExportColumn): number {
  const byKind: Partial<Record<ExportColumn['kind'], number>> = { money: 16, cost: 16, date: 12, datetime: 17, number: 10, count: 10, quantity: 12, percent: 10 };
  return Math.max(byKind[column.kind] ?? 24, Math.min(40, column.header.length + 2));
}

export const sheetName = (title: string): string =>
  title
    .replace(/[\\/?*[\]:]/g, ' ')
    .slice(0, SHEET_NAME_MAX)
    .trim() || 'Export';

type CellValue = string | number | Date | null;

function cellValue(cell: Cell): CellValue {
  if (cell === null) return null;
  if (cell.type === 'date') {
    const { year, month, day, hour, minute } = cell.value;
    // exceljs turns a Date into Excel's serial from its UTC fields: the wall clock goes there.
    return new Date(Date.UTC(year, month - 1, day, hour, minute));
  }
  return cell.value;
}

export const openXlsx: OpenSheet = (path, columns, { title, locale }) => {
  const part = partPath(path);
  const out = createWriteStream(part);
  let failure: unknown = null;
  const failed = new Promise<never>((_, reject) => {
    out.once('error', (error: unknown) => {
      failure = error;
      reject(error);
    });
  });
  failed.catch(() => undefined);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Mostrador';
  const sheet = workbook.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  sheet.columns = columns.map((column) => {
    const numFmt = numberFormat(column, locale);
    return { width: width(column), ...(numFmt ? { style: { numFmt } } : {}) };
  });
  const header = sheet.addRow(columns.map((c) => c.header));
  header.eachCell((cell) => {
    cell.style = { font: { bold: true } };
  });
  header.commit();
  // Weights are per row (a cart mixes kg and units), so their format goes on the cell.
  const weightColumns = columns.flatMap((c, i) => (c.kind === 'quantity' && hasUnit(c) ? [i + 1] : []));
  return {
    row(cells) {
      if (failure) throw failure;
      const row = sheet.addRow(cells.map(cellValue));
      for (const index of weightColumns) if (cells[index - 1]?.type === 'weight') row.getCell(index).numFmt = WEIGHT_FORMAT;
      row.commit();
    },
    async finish() {
      // A write error (disk full) would leave the zip waiting for a stream that has ended.
      await Promise.race([workbook.commit(), failed]);
      await rename(part, path);
    },
    async abort() {
      out.destroy();
      await rm(part, { force: true });
    },
  };
};
