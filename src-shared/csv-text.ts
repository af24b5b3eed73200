/**
 * Reading CSV text as spreadsheets export it: `,` or `;` between cells (Argentine spreadsheets use
 * `;` because `,` is their decimal mark), cells optionally in double quotes (`""` inside is one
 * quote), CRLF or LF line ends, a byte-order mark at the start. Pure: no file system, no locale.
 */

export type CsvSeparator = ',' | ';';

/** The text without its byte-order mark, split into lines (a trailing empty line is dropped). */
export function csvLines(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  if (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

/** Counts a character outside double quotes. */
function countOutsideQuotes(line: string, char: string): number {
  let quoted = false;
  let count = 0;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === char && !quoted) count += 1;
  }
  return count;
}

/**
 * The separator of a file, from its first line with content: `;` when it has any (a `;` file may
 * hold decimal commas), else `,`.
 */
export function detectSeparator(lines: readonly string[]): CsvSeparator {
  const first = lines.find((line) => line.trim() !== '') ?? '';
  return countOutsideQuotes(first, ';') > 0 ? ';' : ',';
}

/** The cells of one line, unquoted and trimmed. */
export function splitCells(line: string, separator: CsvSeparator): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else current += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      cells.push(current.trim());
      current = '';
    } else current += c;
  }
  cells.push(current.trim());
  return cells;
}

export type DecimalMark = '.' | ',';

const GROUPED = (mark: string) => new RegExp(`^\\d{1,3}(\\${mark}\\d{3})+$`);
const other = (mark: DecimalMark): DecimalMark => (mark === '.' ? ',' : '.');

/** A number written with `mark` as its decimal mark and the other one, if any, grouping thousands. */
function readWith(sign: string, body: string, mark: DecimalMark): number | null {
  const at = body.lastIndexOf(mark);
  const whole = at >= 0 ? body.slice(0, at) : body;
  const fraction = at >= 0 ? body.slice(at + 1) : '';
  if (!/^\d*$/.test(fraction) || (whole === '' && fraction === '')) return null;
  if (whole !== '' && !/^\d+$/.test(whole) && !GROUPED(other(mark)).test(whole)) return null;
  const digits = whole.split(other(mark)).join('') || '0';
  const value = Number(`${sign}${digits}${fraction ? `.${fraction}` : ''}`);
  return Number.isFinite(value) ? value : null;
}

function split(text: string): { sign: string; body: string } | null {
  const match = /^([-+]?)([\d.,]*\d[\d.,]*)$/.exec(text.replace(/[\s\u00A0]/g, ''));
  return match ? { sign: match[1] ?? '', body: match[2] ?? '' } : null;
}

/**
 * A number as people type it in a spreadsheet: `1234.5`, `1234,5`, `1.234,5`, `1,234.5`, `-3`.
 * With `mark` known (the file's, see `decimalMarkOf`) the other mark may only group thousands
 * (`1.500` is 1500 in a decimal-comma file). Without it: with both marks the last one is the
 * decimal mark, a single mark is decimal and a repeated one groups thousands. Anything else: null.
 */
export function parseDecimal(text: string, mark?: DecimalMark): number | null {
  const parts = split(text);
  if (!parts) return null;
  const { sign, body } = parts;
  if (mark) return readWith(sign, body, mark);
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) return readWith(sign, body, lastDot > lastComma ? '.' : ',');
  const single = lastDot >= 0 ? '.' : ',';
  if (body.split(single).length - 1 > 1) return GROUPED(single).test(body) ? readWith(sign, body, other(single)) : null;
  return readWith(sign, body, single);
}

/**
 * The decimal mark of a file, from its number cells: the one that only reads as a decimal mark
 * somewhere (`1,45` cannot be a thousands group), when the other never does. When nothing tells
 * (only whole numbers, or `1.500`), a `;` file follows the Argentine convention (decimal comma).
 * Null when the file mixes both: each cell is then read on its own.
 */
export function decimalMarkOf(cells: readonly string[], separator: CsvSeparator): DecimalMark | null {
  let comma = false;
  let point = false;
  for (const cell of cells) {
    const parts = split(cell);
    if (!parts) continue;
    if (parts.body.includes(',') && readWith('', parts.body, '.') === null) comma = true;
    if (parts.body.includes('.') && readWith('', parts.body, ',') === null) point = true;
  }
  if (comma && point) return null;
  if (comma) return ',';
  if (point) return '.';
  return separator === ';' ? ',' : '.';
}

/**
 * The text of a file's bytes: UTF-8 (with or without BOM) when it is valid UTF-8, else Windows-1252,
 * the encoding Excel uses for "CSV" on Spanish Windows — so "Jamón" reads right either way.
 */
export function decodeCsvBytes(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
