/**
 * An inventory count's rows are checked with the one rule of how finely a product is counted
 * (`partsProblem`, pricing/quantity.ts), in the count's own contract messages: places beyond the
 * thousandths stock keeps, whole grams, whole units unless the product or its category splits.
 */
import { describe, expect, it } from 'vitest';
import type { ProductFields } from '../../../src-shared/documents/products.js';
import { rowProblems, type CountContext } from '../../../src-shared/planners/audit-count-check.js';
import type { Stored } from '../../../src-shared/planners/types.js';

const CHEESES = '65f0a1b2c3d4e5f6a7b8c001';

const product = (number: number, name: string, unit: 'WEIGHT' | 'UNITY', extra: Partial<ProductFields> = {}) =>
  ({ _id: `65f0a1b2c3d4e5f6a7b800${String(number).padStart(2, '0')}`, number, name, unit, status: true, ...extra }) as unknown as Stored<ProductFields>;

const context: CountContext = {
  products: new Map([
    [1, product(1, 'Jamón cocido', 'WEIGHT')],
    [2, product(2, 'Leche', 'UNITY')],
    [3, product(3, 'Horma de queso', 'UNITY', { category: CHEESES })],
    [4, product(4, 'Salame', 'UNITY', { splitPackage: true })],
  ]),
  categories: new Map([[CHEESES, { _id: CHEESES, splitPackage: true }]]),
};

const messagesOf = (rows: Array<{ number: number; real: number }>) => rowProblems(rows, context).map((d) => ({ path: d.path, key: d.key, message: d.message }));

describe('an inventory count, row by row', () => {
  it('takes whole grams, whole units, and parts of a package the product or its category splits', () => {
    expect(
      rowProblems(
        [
          { number: 1, real: 1500 },
          { number: 2, real: 12 },
          { number: 3, real: 2.5 },
          { number: 4, real: 0.125 },
        ],
        context,
      ),
    ).toEqual([]);
  });

  it('refuses finer counts with the contract’s messages, every bad row at once', () => {
    expect(
      messagesOf([
        { number: 1, real: 1500.5 },
        { number: 2, real: 1.5 },
        { number: 3, real: 2.0005 },
        { number: 4, real: 0.1 + 0.2 },
      ]),
    ).toEqual([
      { path: 'rows.0.real', key: 'audit.wholeGrams', message: 'real must be whole grams for Jamón cocido' },
      { path: 'rows.1.real', key: 'audit.wholeUnits', message: 'real must be whole units for Leche (no split packages)' },
      { path: 'rows.2.real', key: 'audit.decimals', message: 'real keeps at most 3 decimals' },
      { path: 'rows.3.real', key: 'audit.decimals', message: 'real keeps at most 3 decimals' },
    ]);
  });
});
