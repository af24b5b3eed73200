/**
 * CSV for the spreadsheet the user opens it with, not for a parser: UTF-8 with a BOM (so Excel
 * reads the accents), and the separator, decimal mark and date order of the user's locale — in
 * es-AR `;`, `1234,56` and `dd/mm/yyyy`, which Excel set to Spanish (Argentina) reads as numbers
 * and dates on a double click, where `1234.56` would become 123456 or text. Numbers carry no
 * grouping and no currency sign, so every number cell stays a number. A program that wants plain
 * machine numbers should take the XLSX, whose cells are typed and locale-free.
 *
 * Text that a spreadsheet would run as a formula (starting with = + - @) is prefixed with an
 * apostrophe, the usual guard against formula injection through a customer's name.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import type { Locale } from '../../src-shared/constants/locales.js';
import { MONEY_DECIMALS } from '../../src-shared/constants/products.js';
import type { Cell, WallClock } from '../../src-shared/export/cells.js';
import { Decimal } from '../../src-shared/money.js';
import { partPath, type OpenSheet } from './sheet.js';

interface CsvStyle {
  separator: string;
  decimal: string;
  dayFirst: boolean;
}

const STYLES: Readonly<Record<Locale, CsvStyle>> = {
  'es-AR': { separator: ';', decimal: ',', dayFirst: true },
  en: { separator: ',', decimal: '.', dayFirst: false },
};

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function dateText(clock: WallClock, time: boolean, style: CsvStyle): string {
  const day = style.dayFirst ? `${pad(clock.day)}/${pad(clock.month)}/${clock.year}` : `${pad(clock.month)}/${pad(clock.day)}/${clock.year}`;
  return time ? `${day} ${pad(clock.hour)}:${pad(clock.minute)}` : day;
}

function quote(text: string, style: CsvStyle): string {
  const guarded = FORMULA_START.test(text) ? `'${text}` : text;
  return /["\r\n]/.test(guarded) || guarded.includes(style.separator) || guarded !== guarded.trim() ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function csvField(cell: Cell, style: CsvStyle): string {
  if (cell === null) return '';
  switch (cell.type) {
    case 'text':
      return quote(cell.value, style);
    case 'money':
      return Decimal.from(cell.value).toFixed(MONEY_DECIMALS).replace('.', style.decimal);
    case 'cost': {
      // "1391,50" as money reads, "9800,4137" with the places a cost keeps.
      const cost = Decimal.from(cell.value);
      return (cost.scale <= MONEY_DECIMALS ? cost.toFixed(MONEY_DECIMALS) : cost.toString()).replace('.', style.decimal);
    }
    case 'number':
    case 'weight':
      return Decimal.from(cell.value).toString().replace('.', style.decimal);
    case 'percent':
      // "21%" / "10,5%": what a spreadsheet of the locale reads as a percentage.
      return `${Decimal.from(cell.value).mul(100).toString().replace('.', style.decimal)}%`;
    case 'date':
      return dateText(cell.value, cell.time, style);
  }
}

export function csvLine(cells: readonly Cell[], locale: Locale): string {
  const style = STYLES[locale];
  return `${cells.map((cell) => csvField(cell, style)).join(style.separator)}\r\n`;
}

export const openCsv: OpenSheet = (path, columns, { locale }) => {
  const part = partPath(path);
  const out = createWriteStream(part, { encoding: 'utf8' });
  const failed = new Promise<never>((_, reject) => out.once('error', reject));
  failed.catch(() => undefined);
  out.write(
    BOM +
      csvLine(
        columns.map((c) => ({ type: 'text', value: c.header })),
        locale,
      ),
  );
  return {
    async row(cells) {
      // Backpressure: a slow disk makes the export wait rather than hold the rows in memory.
      if (!out.write(csvLine(cells, locale))) await Promise.race([once(out, 'drain'), failed]);
    },
    async finish() {
      await Promise.race([new Promise<void>((resolve) => out.end(resolve)), failed]);
      await rename(part, path);
    },
    async abort() {
      out.destroy();
      await rm(part, { force: true });
    },
  };
};
