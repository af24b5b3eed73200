/**
 * The inventory count file (spec §3 "Audit inventory import row", §5 "Audit import"; domain §6):
 * a CSV with the nine columns number, name, unitCost, m100, m500, m1000, wholesaler, theoretical,
 * real — with or without a header line naming them (in English or Spanish, any order), `,` or `;`
 * between cells, decimal comma or point. Every row is checked with the contract's own row schema
 * and every bad row is reported at once, by the line it has in the file, before anything is sent.
 * The server then checks what only it knows (a number that matches no product...); its details
 * are mapped back to file lines here too.
 */
import type { ErrorKey, ErrorParamValues } from './error-keys/index.js';
import { MIN_AUDIT_ROWS } from './constants/field-lengths.js';
import { csvLines, decimalMarkOf, detectSeparator, parseDecimal, splitCells, type CsvSeparator, type DecimalMark } from './csv-text.js';
import type { ErrorDetail } from './errors.js';
import { WEIGHT_TIER_COLUMNS } from './inventory-count.js';
import { auditInventoryRow, type AuditInventoryRow } from './schemas/audit.js';
import { messages } from './schemas/messages.js';

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
  separator: CsvSeparator;
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
 * A cell as the schema should see it: blank, the empty name, null for a weight tier, else absent
 * (refused as required); a number when it reads as one, else the text (refused as "must be a number").
 */
function cellValue(column: ImportColumn, cell: string | undefined, mark: DecimalMark | null): unknown {
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
  return { code: 'other' };
}

/** A first line is a header when it does not start with a number and names at least one column. */
const isHeader = (cells: readonly string[]): boolean => parseDecimal(cells[0] ?? '') === null && cells.some((c) => columnNamed(c) !== undefined);

/** Spreadsheets often end lines with empty cells past the last column: those are not columns. */
function withoutTrailingBlanks(cells: string[]): string[] {
  let end = cells.length;
  while (end > IMPORT_COLUMNS.length && cells[end - 1] === '') end -= 1;
  return cells.slice(0, end);
}

interface DataLine {
  line: number;
  cells: string[];
}

/** The header (when the first line with content is one) and the lines with data after it. */
function readLines(separator: CsvSeparator, lines: readonly string[]): { order: ImportColumn[] | ImportProblem; hasHeader: boolean; data: DataLine[] } {
  const all = lines.map((line, index) => ({ line: index + 1, cells: withoutTrailingBlanks(splitCells(line, separator)) })).filter((l) => l.cells.some((c) => c !== ''));
  const first = all[0];
  if (!first || !isHeader(first.cells)) return { order: [...IMPORT_COLUMNS], hasHeader: false, data: all };
  const header = readHeader(first.cells);
  return { order: 'problem' in header ? { ...header.problem, line: first.line } : header.order, hasHeader: true, data: all.slice(1) };
}

export function parseInventoryCsv(text: string): ParsedImport {
  const lines = csvLines(text);
  const separator = detectSeparator(lines);
  const { order, hasHeader, data } = readLines(separator, lines);
  const parsed: ParsedImport = { separator, hasHeader, rows: [], lines: [], dataLines: data.length, problems: [] };
  if (!Array.isArray(order)) {
    parsed.problems.push(order);
    return parsed;
  }
  const numberCells = data.flatMap(({ cells }) => cells.filter((_, i) => order[i] !== 'name'));
  const mark = decimalMarkOf(numberCells, separator);
  const seen = new Map<number, number>();
  for (const { line, cells } of data) {
    if (cells.length !== IMPORT_COLUMNS.length) {
      const message = `expected ${IMPORT_COLUMNS.length} columns (${IMPORT_COLUMNS.join(', ')}), found ${cells.length}`;
      parsed.problems.push({ line, column: null, reason: { code: 'columns', found: cells.length }, message });
      continue;
    }
    const raw = Object.fromEntries(order.map((column, i) => [column, cells[i]])) as Record<ImportColumn, string>;
    const candidate = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, cellValue(column, raw[column], mark)]));
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
