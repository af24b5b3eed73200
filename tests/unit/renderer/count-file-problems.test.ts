/**
 * What the count import says about an Excel file it cannot take, in the clerk's words: a date cell
 * by its day, a file over the limit by both sizes, an old .xls and a damaged workbook by what to do;
 * and a unit cost past its four places on its line.
 */
import { describe, expect, it } from 'vitest';
import { parseInventoryCsv, refusedFile, type ImportProblem } from '../../../src-shared/audit-import.js';
import { IMPORT_FILE_MAX_BYTES, IMPORT_XLSX_UNPACKED_MAX_BYTES } from '../../../src-shared/limits.js';
import { problemText } from '../../../src-renderer/features/audits/problemText.js';
import { makeI18n } from '../../../src-renderer/i18n/i18n.js';

const es = makeI18n('es-AR').t;
const en = makeI18n('en').t;

const only = (problems: readonly ImportProblem[]): ImportProblem => {
  expect(problems).toHaveLength(1);
  return problems[0]!;
};

describe('an Excel count file refused', () => {
  it('says a date cell by its day, in each language', () => {
    const date: ImportProblem = { line: 4, column: 'real', reason: { code: 'date', value: '2026-11-28' }, message: 'real must be a number, not a date' };
    expect(problemText(date, es, 'es-AR')).toBe('Es una fecha (28/11/2026): tiene que ser un número.');
    expect(problemText(date, en, 'en')).toBe('It is a date (11/28/2026): it must be a number.');
  });

  it('says a file too large with its size and the limit', () => {
    const problem = only(refusedFile({ code: 'fileTooLarge', size: 7_340_032, max: IMPORT_FILE_MAX_BYTES }).problems);
    expect(problem.line).toBeNull();
    expect(problemText(problem, es, 'es-AR')).toBe('El libro de Excel pesa 7 MB y el máximo es 5 MB. Dividí el conteo en varios libros o guardalo como CSV, que no tiene ese límite.');
  });

  it('says a workbook that unpacks huge is not opened, with the limit, and what to do', () => {
    const problem = only(refusedFile({ code: 'unpackedTooLarge', max: IMPORT_XLSX_UNPACKED_MAX_BYTES }).problems);
    expect(problem.line).toBeNull();
    expect(problemText(problem, es, 'es-AR')).toBe(
      'El libro de Excel ocupa más de 64 MB al descomprimirlo, así que no se abre: un conteo, aun de todo el catálogo, ocupa mucho menos. Puede estar dañado o armado para trabar el programa. Guardá el conteo como CSV o en un libro nuevo y elegilo de nuevo.',
    );
    expect(problemText(problem, en, 'en')).toMatch(/^The Excel workbook takes more than 64 MB once unpacked, so it is not opened/);
  });

  it('says what to do with an old .xls or a damaged workbook', () => {
    expect(problemText(only(refusedFile({ code: 'oldExcel' }).problems), es, 'es-AR')).toMatch(
      /^Es un archivo de Excel 97-2003 \(\.xls\), que no se puede leer\. Guardalo como «Libro de Excel \(\.xlsx\)»/,
    );
    expect(problemText(only(refusedFile({ code: 'unreadable' }).problems), es, 'es-AR')).toMatch(/^No se pudo leer el archivo como libro de Excel \(\.xlsx\)/);
  });
});

describe('a count file’s unit cost', () => {
  it('takes four places, as a product’s unit cost keeps (domain §3), on the CSV as on a workbook’s text', () => {
    const parsed = parseInventoryCsv('number;name;unitCost;m100;m500;m1000;wholesaler;theoretical;real\n12;Jamón cocido;11.858,4963;1,45;1,40;1,35;1,18;2500;2400\n');
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows[0]?.unitCost).toBe(11858.4963);
  });

  it('refuses a fifth place on its line, saying in Spanish how many it takes', () => {
    const parsed = parseInventoryCsv('number;name;unitCost;m100;m500;m1000;wholesaler;theoretical;real\n12;Jamón cocido;11858,49631;1,45;1,40;1,35;1,18;2500;2400\n');
    const problem = only(parsed.problems);
    expect({ line: problem.line, column: problem.column }).toEqual({ line: 2, column: 'unitCost' });
    expect(problemText(problem, es, 'es-AR')).toBe('Admite como máximo 4 decimales');
    expect(problemText(problem, en, 'en')).toBe('Keeps at most 4 decimals');
  });
});
