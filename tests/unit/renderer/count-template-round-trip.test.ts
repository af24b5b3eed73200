/**
 * The count template written as the export writes it (its columns, the es-AR CSV) and read back by
 * the import gives the rows it was made of: a unit cost keeps its four places (domain §3) on the way
 * out and in, so a template imported unchanged changes no price.
 */
import { describe, expect, it } from 'vitest';
import { csvLine } from '../../../src-main/export/csv-writer.js';
import { TEMPLATE_COLUMNS } from '../../../src-renderer/features/audits/countTemplate.js';
import { parseInventoryCsv } from '../../../src-shared/audit-import.js';
import { exportCell } from '../../../src-shared/export/cells.js';
import type { DeriveContext } from '../../../src-shared/export/derived.js';
import { priceChanges, templateRow, type TemplateProduct } from '../../../src-shared/inventory-count.js';

const CONTEXT = { get: () => undefined, name: () => undefined } as unknown as DeriveContext;

const ham: TemplateProduct = {
  number: 12,
  name: 'Jamón cocido',
  unit: 'WEIGHT',
  unitCost: 11858.4963,
  margins: [
    { quantity: 0, value: 1.18 },
    { quantity: 100, value: 1.45 },
    { quantity: 1000, value: 1.35 },
  ],
  inventory: { real: 2500, committed: 300, pending: 1000 },
};

describe('the count template', () => {
  it('comes back from its es-AR CSV as it went out, its unit cost to the fourth place, changing no price', () => {
    const row = templateRow(ham);
    const header = `${TEMPLATE_COLUMNS.map((c) => c.header).join(';')}\r\n`;
    const line = csvLine(
      TEMPLATE_COLUMNS.map((column) => exportCell(column, { ...row }, CONTEXT, 'America/Argentina/Buenos_Aires')),
      'es-AR',
    );
    expect(line.split(';')[2]).toBe('11858,4963');
    const parsed = parseInventoryCsv(header + line);
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toEqual([{ ...row, m100: 1.45, m500: null, m1000: 1.35 }]);
    expect(priceChanges(ham, parsed.rows[0]!)).toEqual([]);
  });
});
