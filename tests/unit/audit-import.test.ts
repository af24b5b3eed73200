/**
 * The inventory count file as spreadsheets export it: `,` or `;`, decimal comma or point, with or
 * without a header, quoted names — and every bad line reported at once with its line number and
 * the contract's reason, before anything reaches the server.
 */
import { describe, expect, it } from 'vitest';
import { importChunks, parseInventoryCsv, problemsFromDetails } from '../../src-shared/audit-import.js';
import { decimalMarkOf, decodeCsvBytes, parseDecimal, splitCells } from '../../src-shared/csv-text.js';

const HEADER = 'number,name,unitCost,m100,m500,m1000,wholesaler,theoretical,real';

describe('numbers as spreadsheets write them', () => {
  it('reads a decimal point or comma, thousands groups and signs', () => {
    expect(parseDecimal('1391.5')).toBe(1391.5);
    expect(parseDecimal('1391,5')).toBe(1391.5);
    expect(parseDecimal('1.391,50')).toBe(1391.5);
    expect(parseDecimal('1,391.50')).toBe(1391.5);
    expect(parseDecimal('1.234.567')).toBe(1234567);
    expect(parseDecimal('-3')).toBe(-3);
    expect(parseDecimal(' 12 ')).toBe(12);
    expect(parseDecimal(',5')).toBe(0.5);
  });

  it('refuses what is not a number', () => {
    for (const text of ['', 'abc', '12a', '1.2.3', '1,2,3', '--1', '1.234,5.6', '-', '1e5']) expect(parseDecimal(text)).toBeNull();
  });

  it("takes the file's decimal mark from the cells that can only read one way", () => {
    expect(decimalMarkOf(['1,45', '1.500'], ';')).toBe(',');
    expect(decimalMarkOf(['1.45', '1,500'], ';')).toBe('.');
    expect(decimalMarkOf(['1500', '1.500'], ';')).toBe(',');
    expect(decimalMarkOf(['1500', '1.500'], ',')).toBe('.');
    expect(decimalMarkOf(['1,45', '1.45'], ';')).toBeNull();
    expect(parseDecimal('1.500', ',')).toBe(1500);
    expect(parseDecimal('1.500', '.')).toBe(1.5);
    expect(parseDecimal('1.45', ',')).toBeNull();
  });

  it('splits quoted cells with separators and quotes inside', () => {
    expect(splitCells('1;"Queso; rallado ""fino""";2,5', ';')).toEqual(['1', 'Queso; rallado "fino"', '2,5']);
  });
});

describe('parseInventoryCsv', () => {
  it('reads a comma file with a header and decimal points', () => {
    const parsed = parseInventoryCsv(`${HEADER}\n1,Jamón cocido,11858,1.45,1.4,1.35,1.18,2500,2400\n2,Leche entera 1 l,1391.5,1.4,1.32,1.25,1.15,24,20\n`);
    expect(parsed.source).toEqual({ format: 'csv', separator: ',' });
    expect(parsed.hasHeader).toBe(true);
    expect(parsed.problems).toEqual([]);
    expect(parsed.lines).toEqual([2, 3]);
    expect(parsed.rows[1]).toEqual({ number: 2, name: 'Leche entera 1 l', unitCost: 1391.5, m100: 1.4, m500: 1.32, m1000: 1.25, wholesaler: 1.15, theoretical: 24, real: 20 });
  });

  it('reads an Argentine export: semicolons, decimal commas, thousands dots, BOM, CRLF, Spanish header in another order', () => {
    const text = '\uFEFFNúmero;Nombre;Real;Teórico;Costo unitario;M100;M500;M1000;Mayorista\r\n7;"Yerba; 1 kg";1.500;1.450;2.345,67;1,45;1,4;1,35;1,18\r\n;;;;;;;;\r\n';
    const parsed = parseInventoryCsv(text);
    expect(parsed.source).toEqual({ format: 'csv', separator: ';' });
    expect(parsed.problems).toEqual([]);
    expect(parsed.dataLines).toBe(1);
    expect(parsed.rows).toEqual([{ number: 7, name: 'Yerba; 1 kg', unitCost: 2345.67, m100: 1.45, m500: 1.4, m1000: 1.35, wholesaler: 1.18, theoretical: 1450, real: 1500 }]);
  });

  it('reads empty weight tiers as null, so the row it sends still has all nine columns', () => {
    const parsed = parseInventoryCsv(`${HEADER}\n4,Aceite 1 l,1500,,,,1.1,12,12\n`);
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toEqual([{ number: 4, name: 'Aceite 1 l', unitCost: 1500, m100: null, m500: null, m1000: null, wholesaler: 1.1, theoretical: 12, real: 12 }]);
    expect(parsed.rows[0] && Object.keys(parsed.rows[0])).toHaveLength(9);
  });

  it('reads a file without header in the contract order', () => {
    const parsed = parseInventoryCsv('3;Arroz;900,5;1,4;1,3;1,2;1,1;-5;0\n');
    expect(parsed.hasHeader).toBe(false);
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows[0]).toMatchObject({ number: 3, theoretical: -5, real: 0 });
    expect(parsed.lines).toEqual([1]);
  });

  it('reports every bad line at once, with its line number, column and reason', () => {
    const text = [
      HEADER,
      '1,Jamón,11858,1.45,1.4,1.35,1.18,10,10',
      '2,Leche,1391.5,1.4,1.32,1.25,1.15,24', // a column missing
      '3,Queso,caro,1.4,1.32,1.25,1.15,24,20', // unitCost is not a number
      '4,Arroz,900,1.4,1.32,1.25,1.15,24,-2', // negative real
      '5,Fideos,700,0,1.32,1.25,1.15,,20', // zero margin, theoretical missing
      '1,Jamón otra vez,11858,1.45,1.4,1.35,1.18,10,10', // repeated product number
      '6.5,Azúcar,700,1.4,1.32,1.25,1.15,1,1', // number not an integer
    ].join('\n');
    const parsed = parseInventoryCsv(text);
    expect(parsed.problems.map((p) => [p.line, p.column, p.reason.code])).toEqual([
      [3, null, 'columns'],
      [4, 'unitCost', 'notNumber'],
      [5, 'real', 'min'],
      [6, 'm100', 'min'],
      [6, 'theoretical', 'required'],
      [7, 'number', 'duplicate'],
      [8, 'number', 'notInteger'],
    ]);
    expect(parsed.problems.map((p) => p.message)).toEqual([
      'expected 9 columns (number, name, unitCost, m100, m500, m1000, wholesaler, theoretical, real), found 8',
      'unitCost must be a number',
      'real must be at least 0',
      'm100 must be greater than 0',
      'theoretical is required',
      'number 1 is already counted in line 2',
      'number must be an integer',
    ]);
    expect(parsed.problems[1]?.reason).toEqual({ code: 'notNumber', value: 'caro' });
    expect(parsed.problems[5]?.reason).toEqual({ code: 'duplicate', firstLine: 2 });
    expect(parsed.rows.map((r) => r.number)).toEqual([1]);
    expect(parsed.dataLines).toBe(7);
  });

  it('drops empty cells past the last column, as spreadsheets add them', () => {
    const parsed = parseInventoryCsv('1;Jamón;11858;1,45;1,4;1,35;1,18;10;10;;\n');
    expect(parsed.problems).toEqual([]);
  });

  it('refuses a header that does not name the nine columns', () => {
    const parsed = parseInventoryCsv('number;name;cost;m100;m500;m1000;wholesaler;stock;real\n1;A;1;1;1;1;1;1;1\n');
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0]).toMatchObject({ line: 1, reason: { code: 'header', missing: ['theoretical'], unknown: ['stock'] } });
    expect(parsed.rows).toEqual([]);
  });

  it('refuses a file with no rows, as the contract does', () => {
    for (const text of ['', `${HEADER}\n`, '\n\n;;;\n']) {
      const parsed = parseInventoryCsv(text);
      expect(parsed.problems.map((p) => p.reason.code)).toEqual(['empty']);
      expect(parsed.problems[0]?.message).toBe('rows must have at least 1 row');
    }
  });
});

describe('the server side of the import', () => {
  it("maps the server's row details to the file's lines, with the chunk's offset", () => {
    const lines = [2, 3, 5, 6];
    const problems = problemsFromDetails(
      [
        { path: 'rows.1.number', message: 'number 999 matches no product' },
        { path: 'rows.0.real', message: 'real must be whole units for Leche (no split packages)' },
        { path: 'garage', message: 'no garage has id x' },
      ],
      lines,
      2,
    );
    expect(problems).toEqual([
      { line: 6, column: 'number', reason: { code: 'other' }, message: 'number 999 matches no product' },
      { line: 5, column: 'real', reason: { code: 'other' }, message: 'real must be whole units for Leche (no split packages)' },
      { line: null, column: null, reason: { code: 'other' }, message: 'no garage has id x' },
    ]);
  });

  it('cuts the rows in chunks that keep their offset in the file', () => {
    const rows = Array.from({ length: 5 }, (_, i) => ({ number: i + 1, name: '', unitCost: 1, m100: 1, m500: 1, m1000: 1, wholesaler: 1, theoretical: 0, real: 0 }));
    expect(importChunks(rows, 2).map((c) => [c.offset, c.rows.map((r) => r.number)])).toEqual([
      [0, [1, 2]],
      [2, [3, 4]],
      [4, [5]],
    ]);
    expect(importChunks(rows)).toHaveLength(1);
  });
});

describe('a file that writes its decimals with a point, semicolons between cells', () => {
  it('reads 1.45 as a margin and 1.500 as one and a half', () => {
    const parsed = parseInventoryCsv('1;Jamón;11858.5;1.45;1.4;1.35;1.18;1.500;2\n');
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows[0]).toMatchObject({ unitCost: 11858.5, m100: 1.45, theoretical: 1.5, real: 2 });
  });
});

describe('the bytes of a file', () => {
  it('reads UTF-8, and Windows-1252 as Excel saves CSV on Spanish Windows', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('1;Jamón;1'))).toBe('1;Jamón;1');
    expect(decodeCsvBytes(Uint8Array.from([0x31, 0x3b, 0x4a, 0x61, 0x6d, 0xf3, 0x6e]))).toBe('1;Jamón');
  });
});
