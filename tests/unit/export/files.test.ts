/**
 * What the export files hold and are called: CSV fields as a spreadsheet of the user's locale
 * reads them (separator, decimal mark, quoting, the formula guard), suggested file names, and the
 * browser host's download paths, which never reach outside the export's own folder.
 */
import { describe, expect, it } from 'vitest';
import type { Cell } from '../../../src-shared/export/cells.js';
import { csvLine } from '../../../src-main/export/csv-writer.js';
import { exportFileName } from '../../../src-main/export/file-name.js';
import { numberFormat, sheetName } from '../../../src-main/export/xlsx-writer.js';
import { exportFile } from '../../../src-main/host/exports.js';

const day = (year: number, month: number, d: number, hour = 0, minute = 0) => ({ year, month, day: d, hour, minute });

describe('CSV lines', () => {
  const cells: Cell[] = [
    { type: 'number', value: 20000 },
    { type: 'date', value: day(2026, 3, 1), time: false },
    { type: 'text', value: 'Fiambrería; La Esquina' },
    { type: 'text', value: 'Kiosco "El Sol"' },
    { type: 'money', value: -1234.5 },
    { type: 'weight', value: 1.25 },
    null,
    { type: 'date', value: day(2026, 12, 31, 23, 5), time: true },
  ];

  it('use ; and a decimal comma in es-AR, quoting what needs it', () => {
    expect(csvLine(cells, 'es-AR')).toBe('20000;01/03/2026;"Fiambrería; La Esquina";"Kiosco ""El Sol""";-1234,50;1,25;;31/12/2026 23:05\r\n');
  });

  it('use , and a decimal point in English, with its day order', () => {
    expect(csvLine(cells, 'en')).toBe('20000,03/01/2026,Fiambrería; La Esquina,"Kiosco ""El Sol""",-1234.50,1.25,,12/31/2026 23:05\r\n');
  });

  it('write a unit cost with two places at least and the four it keeps (domain §3)', () => {
    const costs: Cell[] = [
      { type: 'cost', value: 1391.5 },
      { type: 'cost', value: 9800.4137 },
      { type: 'cost', value: 12 },
    ];
    expect(csvLine(costs, 'es-AR')).toBe('1391,50;9800,4137;12,00\r\n');
    expect(csvLine(costs, 'en')).toBe('1391.50,9800.4137,12.00\r\n');
  });

  it('guard text a spreadsheet would run as a formula, and keep edge spaces quoted', () => {
    expect(
      csvLine(
        [
          { type: 'text', value: '=HYPERLINK("x")' },
          { type: 'text', value: '+54 11' },
          { type: 'text', value: ' a ' },
        ],
        'es-AR',
      ),
    ).toBe(`"'=HYPERLINK(""x"")";'+54 11;" a "\r\n`);
  });
});

describe('file names and sheets', () => {
  it('suggest the list’s name and the day, without characters a file system refuses', () => {
    expect(exportFileName('Pedidos', 'xlsx', '2026-03-05')).toBe('Pedidos 2026-03-05.xlsx');
    expect(exportFileName('Caja: "Temperley" / Lanús', 'csv', '2026-12-31')).toBe('Caja- -Temperley- - Lanús 2026-12-31.csv');
    expect(exportFileName('..', 'csv', '2026-01-01')).toBe('export 2026-01-01.csv');
    expect(sheetName('Historial de hojas de ruta [2026]: todas')).toBe('Historial de hojas de ruta  202');
  });

  it('format money with two decimals and dates in the user’s day order', () => {
    expect(numberFormat({ header: 'Total', kind: 'money', field: 'total' }, 'es-AR')).toBe('"$ "#,##0.00;-"$ "#,##0.00');
    expect(numberFormat({ header: 'Fecha', kind: 'date', field: 'createdAt' }, 'es-AR')).toBe('dd/mm/yyyy');
    expect(numberFormat({ header: 'Date', kind: 'datetime', field: 'createdAt' }, 'en')).toBe('mm/dd/yyyy hh:mm');
    expect(numberFormat({ header: 'N', kind: 'number', field: 'number' }, 'es-AR')).toBeUndefined();
    expect(numberFormat({ header: 'Costo unitario', kind: 'cost', field: 'unitCost' }, 'es-AR')).toBe('"$ "#,##0.00##;-"$ "#,##0.00##');
  });
});

describe('browser host download paths', () => {
  const token = '0123456789abcdef0123456789abcdef';

  it('name one file of a kept export', () => {
    expect(exportFile('/data/exports', `/exports/${token}/Pedidos%202026-03-05.xlsx`)).toEqual({
      path: `/data/exports/${token}/Pedidos 2026-03-05.xlsx`,
      name: 'Pedidos 2026-03-05.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(exportFile('/data/exports', `/exports/${token}/Caja.csv`)?.type).toBe('text/csv; charset=utf-8');
  });

  it('refuse anything else: other tokens, folders, climbing out, other kinds of file', () => {
    for (const path of [
      `/exports/${token}`,
      `/exports/${token.toUpperCase()}/a.xlsx`,
      `/exports/abc/a.xlsx`,
      `/exports/${token}/..%2F..%2Fsettings.json`,
      `/exports/${token}/%2E%2E%2Fa.csv`,
      `/exports/${token}/a.xlsx/b.xlsx`,
      `/exports/${token}/replica.db`,
      `/exports/${token}/.hidden.csv`,
      `/exports/${token}/%E0%A4%A.csv`,
      `/exports/${token}/a.csv%00.db`,
    ]) {
      expect(exportFile('/data/exports', path), path).toBeNull();
    }
  });
});
