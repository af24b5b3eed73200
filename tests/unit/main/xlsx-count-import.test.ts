/**
 * An inventory count saved by Excel (.xlsx), read the way the screen reads it: the file's bytes go
 * through the IPC router to the main process's reader (exceljs), and its cells come back to the
 * same parser a CSV goes through. Each workbook is built here with exceljs, as Excel would save it:
 * number cells, decimals, text numbers written the Argentine way, empty rows, a header or none, a
 * date, formulas with their cached results.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseInventoryCsv, type ParsedImport } from '../../../src-shared/audit-import.js';
import { readCountFile, toBase64 } from '../../../src-shared/count-file.js';
import { createIpcClient } from '../../../src-shared/ipc/client.js';
import { IMPORT_FILE_MAX_BYTES, IMPORT_XLSX_UNPACKED_MAX_BYTES } from '../../../src-shared/limits.js';
import { sheetHandlers } from '../../../src-main/ipc/handlers/sheet.js';
import { createIpcRouter } from '../../../src-main/ipc/router.js';

const HEADER = ['number', 'name', 'unitCost', 'm100', 'm500', 'm1000', 'wholesaler', 'theoretical', 'real'];
const TEMPLATE_SHEET = 'Plantilla de conteo';

const router = createIpcRouter([sheetHandlers()]);
const api = createIpcClient((name, input) => router.call(name, input));

type Row = ExcelJS.CellValue[];

async function workbook(sheets: Record<string, Row[]>, hidden: readonly string[] = []): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name, { state: hidden.includes(name) ? 'hidden' : 'visible' });
    rows.forEach((row, i) => {
      if (row.length > 0) sheet.getRow(i + 1).values = row;
    });
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const file = (bytes: Uint8Array) => ({ size: bytes.byteLength, arrayBuffer: async () => bytes.slice().buffer });

const read = async (bytes: Uint8Array, sheet?: string): Promise<ParsedImport> => readCountFile(file(bytes), (input) => api.sheet.read(input), sheet);

const reasons = (parsed: ParsedImport) => parsed.problems.map((p) => ({ line: p.line, column: p.column, reason: p.reason }));

describe('an Excel count file', () => {
  it('takes number cells as the numbers they hold: 11858.5 is what the CSV "11858,50" gives', async () => {
    const parsed = await read(
      await workbook({
        [TEMPLATE_SHEET]: [HEADER, [12, 'Jamón cocido', 11858.5, 1.45, 1.4, 1.35, 1.18, 2500, 2400], [73, 'Leche entera 1 l', 1391.5, null, null, null, 1.15, 12, 12]],
      }),
    );
    const csv = parseInventoryCsv(
      'number;name;unitCost;m100;m500;m1000;wholesaler;theoretical;real\n12;Jamón cocido;11858,50;1,45;1,40;1,35;1,18;2500;2400\n73;Leche entera 1 l;1391,50;;;;1,15;12;12\n',
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.source).toEqual({ format: 'xlsx', sheet: TEMPLATE_SHEET });
    expect(parsed.hasHeader).toBe(true);
    expect(parsed.rows).toEqual(csv.rows);
    expect(parsed.rows[0]).toEqual({ number: 12, name: 'Jamón cocido', unitCost: 11858.5, m100: 1.45, m500: 1.4, m1000: 1.35, wholesaler: 1.18, theoretical: 2500, real: 2400 });
    expect(parsed.rows[1]).toMatchObject({ m100: null, m500: null, m1000: null });
    expect(parsed.lines).toEqual([2, 3]);
  });

  it('reads text cells as a CSV cell: "1.350,50" is 1350.5, a name typed as a number is its text', async () => {
    const parsed = await read(await workbook({ Hoja1: [HEADER, [' 7 ', 2024, '1.350,50', '', '', '', '1,2', '1.500', '1.500']] }));
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toEqual([{ number: 7, name: '2024', unitCost: 1350.5, m100: null, m500: null, m1000: null, wholesaler: 1.2, theoretical: 1500, real: 1500 }]);
  });

  it('skips empty rows and keeps the sheet row numbers for the problems', async () => {
    const parsed = await read(await workbook({ Hoja1: [HEADER, [], [1, 'Queso', 100, null, null, null, 1.2, 5, 5], [], [2, 'Yerba', 'caro', null, null, null, 1.2, 5, -1]] }));
    expect(parsed.dataLines).toBe(2);
    expect(parsed.lines).toEqual([3]);
    expect(reasons(parsed)).toEqual([
      { line: 5, column: 'unitCost', reason: { code: 'notNumber', value: 'caro' } },
      { line: 5, column: 'real', reason: { code: 'min', min: 0, inclusive: true } },
    ]);
  });

  it('reads a sheet without a header in the contract order', async () => {
    const parsed = await read(await workbook({ Hoja1: [[1, 'Queso', 100, 1.5, null, null, 1.2, 5, 5]] }));
    expect(parsed.hasHeader).toBe(false);
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toEqual([{ number: 1, name: 'Queso', unitCost: 100, m100: 1.5, m500: null, m1000: null, wholesaler: 1.2, theoretical: 5, real: 5 }]);
  });

  it('reads a header in Spanish and in another order, as the CSV does', async () => {
    const header = ['Real', 'Nombre', 'Número', 'Costo', 'M100', 'M500', 'M1000', 'Mayorista', 'Teórico'];
    const parsed = await read(await workbook({ Hoja1: [header, [8, 'Queso', 1, 100, null, null, null, 1.2, 8]] }));
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toEqual([{ number: 1, name: 'Queso', unitCost: 100, m100: null, m500: null, m1000: null, wholesaler: 1.2, theoretical: 8, real: 8 }]);
  });

  it('refuses a date cell, naming its row and column', async () => {
    const parsed = await read(await workbook({ Hoja1: [HEADER, [1, 'Queso', 100, null, null, null, 1.2, 5, 5], [2, 'Yerba', 200, null, null, null, 1.2, 5, new Date(Date.UTC(2026, 10, 28))]] }));
    expect(reasons(parsed)).toEqual([{ line: 3, column: 'real', reason: { code: 'date', value: '2026-11-28' } }]);
    expect(parsed.problems[0]?.message).toBe('real must be a number, not a date');
    expect(parsed.rows).toHaveLength(1);
  });

  it("takes a formula's cached result, rounded to the column's places: =0.1+0.2 is 0.3", async () => {
    const parsed = await read(
      await workbook({
        Hoja1: [
          HEADER,
          [
            { formula: '0+1', result: 1 },
            { formula: '"Queso"', result: 'Queso' },
            { formula: '1391.4+0.1', result: 1391.4 + 0.1 },
            null,
            null,
            null,
            { formula: '1.1+2.2', result: 1.1 + 2.2 },
            { formula: 'I2-2', result: 0.1 + 0.2 - 2 },
            0.1 + 0.2,
          ],
        ],
      }),
    );
    expect([1.1 + 2.2, 0.1 + 0.2]).not.toEqual([3.3, 0.3]);
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toEqual([{ number: 1, name: 'Queso', unitCost: 1391.5, m100: null, m500: null, m1000: null, wholesaler: 3.3, theoretical: -1.7, real: 0.3 }]);
  });

  it('refuses a cell with more places than its column keeps, on its line, as the CSV does, instead of rounding it away', async () => {
    const parsed = await read(await workbook({ Hoja1: [HEADER, [1, 'Queso', 12.34567, null, null, null, 1.23456, 5, 2.0004]] }));
    expect(parsed.problems.map((p) => ({ line: p.line, column: p.column, message: p.message }))).toEqual([
      { line: 2, column: 'unitCost', message: 'unitCost keeps at most 4 decimals' },
      { line: 2, column: 'wholesaler', message: 'wholesaler keeps at most 4 decimals' },
    ]);
    // The screen says it in its own words, from the key.
    expect(parsed.problems.map((p) => p.reason)).toEqual([
      { code: 'keyed', key: 'validation.decimals', params: { field: 'unitCost', decimals: 4 } },
      { code: 'keyed', key: 'validation.decimals', params: { field: 'wholesaler', decimals: 4 } },
    ]);
    expect(parsed.rows).toEqual([]);
    // How finely a count may go depends on its product, which the server checks: the count goes as the cell holds it.
    const counted = await read(await workbook({ Hoja1: [HEADER, [1, 'Queso', 12.3456, null, null, null, 1.2345, 5, 2.0004]] }));
    expect(counted.rows).toEqual([{ number: 1, name: 'Queso', unitCost: 12.3456, m100: null, m500: null, m1000: null, wholesaler: 1.2345, theoretical: 5, real: 2.0004 }]);
    const csv = parseInventoryCsv(`${HEADER.join(';')}\n1;Queso;12,34567;;;;1,23456;5;2,0004\n`);
    expect(csv.problems.map((p) => ({ line: p.line, column: p.column, message: p.message }))).toEqual(parsed.problems.map((p) => ({ line: p.line, column: p.column, message: p.message })));
  });

  it('refuses a product number that is not whole, as the CSV does', async () => {
    const parsed = await read(await workbook({ Hoja1: [[1.5, 'Queso', 100, null, null, null, 1.2, 5, 5]] }));
    expect(reasons(parsed)).toEqual([{ line: 1, column: 'number', reason: { code: 'notInteger' } }]);
  });

  it("reads the count template's sheet when the workbook has it, else the first sheet", async () => {
    const bytes = await workbook({ Notas: [['contado por Marta']], [TEMPLATE_SHEET]: [HEADER, [1, 'Queso', 100, null, null, null, 1.2, 5, 5]] });
    const preferred = await read(bytes, TEMPLATE_SHEET);
    expect(preferred.source).toEqual({ format: 'xlsx', sheet: TEMPLATE_SHEET });
    expect(preferred.rows).toHaveLength(1);
    const first = await read(bytes, 'Count template');
    expect(first.source).toEqual({ format: 'xlsx', sheet: 'Notas' });
    expect(reasons(first)).toEqual([{ line: 1, column: null, reason: { code: 'columns', found: 1 } }]);
  });

  it('skips a hidden first sheet and reads the first visible one, saying which', async () => {
    const bytes = await workbook({ Precios: [['lista vieja'], [1, 2, 3]], Conteo: [HEADER, [1, 'Queso', 100, null, null, null, 1.2, 5, 5]] }, ['Precios']);
    const parsed = await read(bytes, TEMPLATE_SHEET);
    expect(parsed.source).toEqual({ format: 'xlsx', sheet: 'Conteo' });
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toEqual([{ number: 1, name: 'Queso', unitCost: 100, m100: null, m500: null, m1000: null, wholesaler: 1.2, theoretical: 5, real: 5 }]);
  });
});

/**
 * A workbook of a few kilobytes that unpacks past the limit: one cell of 70 MB of the same letter
 * (on a second sheet, as a note would be), which deflate packs a thousand to one. Made once: exceljs
 * takes seconds to write it.
 */
let huge: Promise<Uint8Array> | undefined;
function unpacksHuge(): Promise<Uint8Array> {
  huge ??= hugeWorkbook();
  return huge;
}

async function hugeWorkbook(): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Hoja1').getRow(1).values = [1, 'Queso', 100, null, null, null, 1.2, 5, 5];
  book.addWorksheet('Notas').getCell('A1').value = 'x'.repeat(IMPORT_XLSX_UNPACKED_MAX_BYTES + 6 * 1024 * 1024);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** The same bytes with every entry declaring it unpacks to 1 KB, as a crafted zip bomb lies (central directory and local headers). */
function declaringSmallSizes(zip: Uint8Array): Uint8Array {
  const bytes = zip.slice();
  const view = new DataView(bytes.buffer);
  let end = bytes.byteLength - 22;
  while (view.getUint32(end, true) !== 0x06054b50) end -= 1;
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < view.getUint16(end + 10, true); i += 1) {
    view.setUint32(at + 24, 1024, true);
    view.setUint32(view.getUint32(at + 42, true) + 22, 1024, true);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return bytes;
}

describe('a workbook that unpacks huge (a zip bomb)', () => {
  const refusal = [{ line: null, column: null, reason: { code: 'unpackedTooLarge', max: IMPORT_XLSX_UNPACKED_MAX_BYTES } }];

  it('is refused before it is unpacked, though it is far under the size limit', async () => {
    const bytes = await unpacksHuge();
    expect(bytes.byteLength).toBeLessThan(IMPORT_FILE_MAX_BYTES / 10);
    const parsed = await read(bytes);
    expect(reasons(parsed)).toEqual(refusal);
    expect(parsed.problems[0]?.message).toBe(`the workbook must unpack to at most ${IMPORT_XLSX_UNPACKED_MAX_BYTES} bytes`);
    expect(parsed.rows).toEqual([]);
  });

  it('is refused when its entries lie about their size: what they inflate to is counted, and stopped at the limit', async () => {
    expect(reasons(await read(declaringSmallSizes(await unpacksHuge())))).toEqual(refusal);
  });

  it('still reads a workbook whose entries declare their sizes truly and small', async () => {
    const parsed = await read(await workbook({ Hoja1: [HEADER, [1, 'Queso', 100, null, null, null, 1.2, 5, 5]] }));
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toHaveLength(1);
  });
});

describe('a file refused as a whole', () => {
  it('refuses a workbook over the size limit without sending it to be unzipped', async () => {
    const bytes = await workbook({ Hoja1: [HEADER] });
    const big = { size: IMPORT_FILE_MAX_BYTES + 1, arrayBuffer: () => Promise.resolve(bytes.slice().buffer) };
    const parsed = await readCountFile(big, () => Promise.reject(new Error('the sheet was read')));
    expect(reasons(parsed)).toEqual([{ line: null, column: null, reason: { code: 'fileTooLarge', size: IMPORT_FILE_MAX_BYTES + 1, max: IMPORT_FILE_MAX_BYTES } }]);
  });

  it('reads a CSV past that size: it stays in the screen and goes to the server in parts', async () => {
    const text = `${HEADER.join(';')}\n12;Jamón cocido;11858,50;1,45;1,40;1,35;1,18;2500;2400\n`;
    const big = { size: IMPORT_FILE_MAX_BYTES + 1, arrayBuffer: () => Promise.resolve(new TextEncoder().encode(text).buffer) };
    const parsed = await readCountFile(big, () => Promise.reject(new Error('the sheet was read')));
    expect(parsed.source).toMatchObject({ format: 'csv' });
    expect(reasons(parsed)).toEqual([]);
    expect(parsed.rows).toHaveLength(1);
  });

  it('refuses an old .xls workbook and a damaged .xlsx', async () => {
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
    expect(reasons(await read(xls))).toEqual([{ line: null, column: null, reason: { code: 'oldExcel' } }]);
    const damaged = (await workbook({ Hoja1: [HEADER] })).slice(0, 200);
    expect(reasons(await read(damaged))).toEqual([{ line: null, column: null, reason: { code: 'unreadable' } }]);
  });

  it('still reads a CSV file as text', async () => {
    const parsed = await read(new TextEncoder().encode('1;Queso;100;;;;1,2;5;5\n'));
    expect(parsed.source).toEqual({ format: 'csv', separator: ';' });
    expect(parsed.rows).toHaveLength(1);
  });

  it('refuses bytes that are too many or not base64 at the IPC door, with the field', async () => {
    const tooMany = await router.call('sheet.read', { data: 'A'.repeat(Math.ceil(IMPORT_FILE_MAX_BYTES / 3) * 4 + 4) });
    expect(tooMany).toMatchObject({ ok: false, error: { code: 'VALIDATION', details: [{ path: 'data', message: `data must be a file of at most ${IMPORT_FILE_MAX_BYTES} bytes` }] } });
    const notBase64 = await router.call('sheet.read', { data: 'no es base64!' });
    expect(notBase64).toMatchObject({ ok: false, error: { code: 'VALIDATION', details: [{ path: 'data', message: 'data must be the file in base64' }] } });
    expect(toBase64(new Uint8Array([0xe2, 0x82, 0xac]))).toBe('4oKs');
  });
});
