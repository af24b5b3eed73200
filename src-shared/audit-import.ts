/**
 * The inventory count file (spec §3 "Audit inventory import row", §5 "Audit import"; domain §6):
 * a CSV or an Excel worksheet with the nine columns number, name, unitCost, m100, m500, m1000,
 * wholesaler, theoretical, real — with or without a header line naming them (in English or
 * Spanish, any order); in a CSV `,` or `;` between cells, decimal comma or point. Both formats
 * arrive as one table of cells (`import-table.ts`): a spreadsheet's number cell is taken as the
 * number it holds (its binary-float noise dropped, never its places), text is read as a CSV cell is, and a date is
 * refused. Every row is checked with the contract's own row schema
 * and every bad row is reported at once, by the line it has in the file, before anything is sent.
 * The server then checks what only it knows (a number that matches no product...); its details
 * are mapped back to file lines here too.
 */
import type { ErrorKey, ErrorParamValues } from './error-keys/index.js';
import { MIN_AUDIT_ROWS } from './constants/field-lengths.js';
import { decimalMarkOf, parseDecimal, type DecimalMark } from './csv-text.js';
import type { ErrorDetail } from './errors.js';
import { cellText, csvTable, isDateCell, type ImportTable, type TableCell, type TableLine, type TableSource } from './import-table.js';
import { IMPORT_FILE_MAX_BYTES, IMPORT_XLSX_UNPACKED_MAX_BYTES } from './limits.js';
import { meantDecimal } from './money.js';
import { WEIGHT_TIER_COLUMNS } from './inventory-count.js';
import { auditInventoryRow, type AuditInventoryRow } from './schemas/audit.js';
import { issueText, messages } from './schemas/messages.js';

export const IMPORT_COLUMNS = ['number', 'name', 'unitCost', 'm100', 'm500', 'm1000', 'wholesaler', 'theoretical', 'real'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Header names accepted for each column, compared without case, accents, spaces or signs. */
const COLUMN_ALIASES: Readonly<Record<ImportColumn, readonly string[]>> = {
  number: ['number', 'numero', 'nro', 'n'],
  name: ['name', 'nombre', 'producto', 'product'],
  unitCost: ['unitcost', 'costo', 'costounitario', 'cost'],
  m100: ['m100', 'margen100'],
  m500: ['m500', 'margen500'],
  m1000: ['m1000', 'margen1000'],
  wholesaler: ['wholesaler', 'mayorista', 'margenmayorista'],
  theoretical: ['theoretical', 'teorico', 'stockteorico'],
  real: ['real', 'stockreal'],
};

/** Why a line is refused, for the screen to say in its own words; `message` is the contract's. */
export type ImportReason =
  | { code: 'empty' }
  | { code: 'header'; missing: ImportColumn[]; unknown: string[] }
  | { code: 'columns'; found: number }
  | { code: 'required' }
  | { code: 'notNumber'; value: string }
  | { code: 'notInteger' }
  | { code: 'min'; min: number; inclusive: boolean }
  | { code: 'max'; max: number; inclusive: boolean }
  | { code: 'tooLong'; max: number }
  | { code: 'duplicate'; firstLine: number }
  /** A spreadsheet's date cell (`value`: its day, `2026-11-28`), where a number goes. */
  | { code: 'date'; value: string }
  /** The file as a whole: larger than the import reads, an old .xls workbook, or a workbook that cannot be read. */
  | { code: 'fileTooLarge'; size: number; max: number }
  /** A workbook that would unpack past `max` bytes (a zip bomb): not unpacked. */
  | { code: 'unpackedTooLarge'; max: number }
  | { code: 'oldExcel' }
  | { code: 'unreadable' }
  /** A weight tier on a unit product's row other than its own (`stored`: its margin, `none` when it has that tier not). */
  | { code: 'unitTier'; product: string; stored: string }
  /** Another refusal of the server, said by its key. */
  | { code: 'keyed'; key: ErrorKey; params: ErrorParamValues }
  | { code: 'other' };

export interface ImportProblem {
  /** The line in the file, from 1 (a spreadsheet's row number); null for the file as a whole. */
  line: number | null;
  column: ImportColumn | null;
  reason: ImportReason;
  /** The contract's wording (English), as the server would answer it. */
  message: string;
}

export interface ParsedImport {
  /** A CSV's separator or the worksheet read; null when the file was not read (`refusedFile`). */
  source: TableSource | null;
  hasHeader: boolean;
  /** The rows that passed, in file order; only sent when `problems` is empty. */
  rows: AuditInventoryRow[];
  /** The file line of each row of `rows`. */
  lines: number[];
  /** Lines with data (blank lines are skipped), good or bad. */
  dataLines: number;
  problems: ImportProblem[];
}

const normalize = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

function columnNamed(cell: string): ImportColumn | undefined {
  const key = normalize(cell);
  return IMPORT_COLUMNS.find((column) => COLUMN_ALIASES[column].includes(key));
}

/** The cell order a header line gives, or a problem when it does not name the nine columns once each. */
function readHeader(cells: readonly string[]): { order: ImportColumn[] } | { problem: ImportProblem } {
  const order = cells.map(columnNamed);
  const unknown = cells.filter((_, i) => order[i] === undefined);
  const missing = IMPORT_COLUMNS.filter((c) => !order.includes(c));
  const repeated = order.some((c, i) => c !== undefined && order.indexOf(c) !== i);
  if (unknown.length === 0 && missing.length === 0 && !repeated) return { order: order as ImportColumn[] };
  const message = `the header must name the columns ${IMPORT_COLUMNS.join(', ')} once each`;
  return { problem: { line: 1, column: null, reason: { code: 'header', missing, unknown }, message } };
}

const NUMERIC: ReadonlySet<ImportColumn> = new Set(IMPORT_COLUMNS.filter((c) => c !== 'name'));

/** The columns a row may leave empty: the weight tiers (an empty one is null, kept as it is). */
const MAY_BE_EMPTY: ReadonlySet<ImportColumn> = new Set(WEIGHT_TIER_COLUMNS);

/**
 * A number cell as the number it stands for. A spreadsheet keeps binary floats, so a formula's
 * `=0.1+0.2` is 0.30000000000000004 there: that noise is dropped (`meantDecimal`), and it is the 0.3
 * the CSV would have said. Places the cell really holds are kept, so a cost of 12.345 is refused as
 * past the cent on its line, as the CSV's is, not rounded to 12.35 without a word.
 */
function numberCell(column: ImportColumn, value: number): number | string {
  return NUMERIC.has(column) ? meantDecimal(value) : String(value);
}

/**
 * A cell as the schema should see it: blank, the empty name, null for a weight tier, else absent
 * (refused as required); a number cell as its number (its text in the name column); text as a
 * number when it reads as one, else the text (refused as "must be a number").
 */
function cellValue(column: ImportColumn, cell: string | number | undefined, mark: DecimalMark | null): unknown {
  if (typeof cell === 'number') return numberCell(column, cell);
  if (cell === undefined || cell === '') return column === 'name' ? '' : MAY_BE_EMPTY.has(column) ? null : undefined;
  if (!NUMERIC.has(column)) return cell;
  return parseDecimal(cell, mark ?? undefined) ?? cell;
}

interface ZodIssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  input?: unknown;
  expected?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: boolean;
  origin?: unknown;
}

function reasonOf(issue: ZodIssueLike, raw: string | undefined): ImportReason {
  if (issue.code === 'invalid_type') {
    if (raw === undefined || raw === '') return { code: 'required' };
    return issue.expected === 'int' ? { code: 'notInteger' } : { code: 'notNumber', value: raw };
  }
  if (issue.code === 'too_small' && issue.origin === 'number') return { code: 'min', min: Number(issue.minimum), inclusive: issue.inclusive !== false };
  if (issue.code === 'too_big' && issue.origin === 'number') return { code: 'max', max: Number(issue.maximum), inclusive: issue.inclusive !== false };
  if (issue.code === 'too_big' && issue.origin === 'string') return { code: 'tooLong', max: Number(issue.maximum) };
  // Any other rule of the row schema (a cost past the cent, a margin past four places) in its own words.
  const text = issueText(issue);
  return text === undefined ? { code: 'other' } : { code: 'keyed', key: text.key, params: text.params };
}

/**
 * A first line is a header when it does not start with a number and names at least one column
 * (a header is text: a number or date cell names no column).
 */
const isHeader = (cells: readonly TableCell[]): boolean =>
  typeof cells[0] !== 'number' && parseDecimal(cellText(cells[0])) === null && cells.some((c) => typeof c === 'string' && columnNamed(c) !== undefined);

/** Spreadsheets often end lines with empty cells past the last column: those are not columns. */
function withoutTrailingBlanks(cells: readonly TableCell[]): TableCell[] {
  let end = cells.length;
  while (end > IMPORT_COLUMNS.length && cells[end - 1] === '') end -= 1;
  return cells.slice(0, end);
}

/** The header (when the first line with content is one) and the lines with data after it. */
function readLines(lines: readonly TableLine[]): { order: ImportColumn[] | ImportProblem; hasHeader: boolean; data: TableLine[] } {
  const all = lines.map(({ line, cells }) => ({ line, cells: withoutTrailingBlanks(cells) })).filter((l) => l.cells.some((c) => c !== ''));
  const first = all[0];
  if (!first || !isHeader(first.cells)) return { order: [...IMPORT_COLUMNS], hasHeader: false, data: all };
  const header = readHeader(first.cells.map(cellText));
  return { order: 'problem' in header ? { ...header.problem, line: first.line } : header.order, hasHeader: true, data: all.slice(1) };
}

/** A spreadsheet's date cells on a line, each refused in its column. */
function dateProblems(line: number, order: readonly ImportColumn[], cells: readonly TableCell[]): ImportProblem[] {
  return cells.flatMap((cell, i) => {
    const column = order[i];
    if (!isDateCell(cell) || column === undefined) return [];
    return [{ line, column, reason: { code: 'date', value: cell.date }, message: `${column} must be a number, not a date` } satisfies ImportProblem];
  });
}

export function parseInventoryCsv(text: string): ParsedImport {
  return parseInventoryTable(csvTable(text));
}

/** The rows of a count file read as a table of cells (a CSV's, or an Excel worksheet's). */
export function parseInventoryTable(table: ImportTable): ParsedImport {
  const { order, hasHeader, data } = readLines(table.lines);
  const parsed: ParsedImport = { source: table.source, hasHeader, rows: [], lines: [], dataLines: data.length, problems: [] };
  if (!Array.isArray(order)) {
    parsed.problems.push(order);
    return parsed;
  }
  // Only text cells tell the decimal mark; in a worksheet, text follows the Argentine convention when they tell nothing.
  const textCells = data.flatMap(({ cells }) => cells.filter((c, i): c is string => order[i] !== 'name' && typeof c === 'string'));
  const mark = decimalMarkOf(textCells, table.source.format === 'csv' ? table.source.separator : ';');
  const seen = new Map<number, number>();
  for (const { line, cells } of data) {
    if (cells.length !== IMPORT_COLUMNS.length) {
      const message = `expected ${IMPORT_COLUMNS.length} columns (${IMPORT_COLUMNS.join(', ')}), found ${cells.length}`;
      parsed.problems.push({ line, column: null, reason: { code: 'columns', found: cells.length }, message });
      continue;
    }
    const dates = dateProblems(line, order, cells);
    if (dates.length > 0) {
      parsed.problems.push(...dates);
      continue;
    }
    const cellOf = Object.fromEntries(order.map((column, i) => [column, cells[i] as string | number])) as Record<ImportColumn, string | number>;
    const raw = Object.fromEntries(order.map((column, i) => [column, cellText(cells[i])])) as Record<ImportColumn, string>;
    const candidate = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, cellValue(column, cellOf[column], mark)]));
    const result = auditInventoryRow.safeParse(candidate);
    if (!result.success) {
      for (const issue of result.error.issues as unknown as ZodIssueLike[]) {
        const column = IMPORT_COLUMNS.find((c) => c === issue.path[0]) ?? null;
        parsed.problems.push({ line, column, reason: reasonOf(issue, column ? raw[column] : undefined), message: issue.message });
      }
      continue;
    }
    const first = seen.get(result.data.number);
    if (first !== undefined) {
      const message = `number ${result.data.number} is already counted in line ${first}`;
      parsed.problems.push({ line, column: 'number', reason: { code: 'duplicate', firstLine: first }, message });
      continue;
    }
    seen.set(result.data.number, line);
    parsed.rows.push(result.data);
    parsed.lines.push(line);
  }
  if (parsed.dataLines < MIN_AUDIT_ROWS) {
    parsed.problems.push({ line: null, column: null, reason: { code: 'empty' }, message: messages.minItems('rows', MIN_AUDIT_ROWS, 'row') });
  }
  return parsed;
}

/** A file refused as a whole before its cells are read (too large, packed or unpacked, an old .xls, an unreadable workbook). */
export function refusedFile(reason: Extract<ImportReason, { code: 'fileTooLarge' | 'unpackedTooLarge' | 'oldExcel' | 'unreadable' }>): ParsedImport {
  const messages: Record<typeof reason.code, string> = {
    fileTooLarge: `the file must be at most ${IMPORT_FILE_MAX_BYTES} bytes`,
    unpackedTooLarge: `the workbook must unpack to at most ${IMPORT_XLSX_UNPACKED_MAX_BYTES} bytes`,
    oldExcel: 'an Excel 97-2003 workbook (.xls) cannot be read: save it as .xlsx or CSV',
    unreadable: 'the file is not an Excel workbook (.xlsx) that can be read',
  };
  return { source: null, hasHeader: false, rows: [], lines: [], dataLines: 0, problems: [{ line: null, column: null, reason, message: messages[reason.code] }] };
}

/** Why the server refused a row, by the key it said it with. */
function serverReason(detail: ErrorDetail): ImportReason {
  if (detail.key === 'audit.unitTier') return { code: 'unitTier', product: String(detail.params?.product ?? ''), stored: String(detail.params?.stored ?? '') };
  return detail.key === undefined ? { code: 'other' } : { code: 'keyed', key: detail.key, params: detail.params ?? {} };
}

/**
 * The server's validation details (`rows.12.number: number 999 matches no product`) for rows sent
 * from `offset` of the file's rows, as problems on the file's lines.
 */
export function problemsFromDetails(details: readonly ErrorDetail[], lines: readonly number[], offset = 0): ImportProblem[] {
  return details.map((detail) => {
    const [head, index, field] = detail.path.split('.');
    const row = head === 'rows' && index !== undefined && /^\d+$/.test(index) ? Number(index) + offset : null;
    const column = IMPORT_COLUMNS.find((c) => c === field) ?? null;
    return { line: row === null ? null : (lines[row] ?? null), column, reason: serverReason(detail), message: detail.message };
  });
}

/**
 * How many rows go in one request. A row is at most about 300 bytes of JSON (a 100-character name
 * and eight numbers), so a chunk stays near 300 KB: well under the server's 1 MiB body limit, and
 * quick enough for the 30-second time-out even on a slow server.
 */
export const AUDIT_IMPORT_CHUNK_ROWS = 1000;

export interface ImportChunk {
  /** Index in the file's rows of the chunk's first row. */
  offset: number;
  rows: AuditInventoryRow[];
}

export function importChunks(rows: readonly AuditInventoryRow[], size = AUDIT_IMPORT_CHUNK_ROWS): ImportChunk[] {
  const chunks: ImportChunk[] = [];
  for (let offset = 0; offset < rows.length; offset += size) chunks.push({ offset, rows: rows.slice(offset, offset + size) });
  return chunks;
}
