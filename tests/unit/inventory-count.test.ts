/**
 * What a counted row changes on its product (domain §6, `src-shared/inventory-count.ts`): prices
 * compared after the sheet's rounding, the weight tiers on unit products, the theoretical check,
 * and the template row that changes nothing when imported back through the CSV reader.
 */
import { describe, expect, it } from 'vitest';
import { english } from '../../src-shared/error-keys/index.js';
import { parseInventoryCsv, IMPORT_COLUMNS } from '../../src-shared/audit-import.js';
import {
  expectedTheoretical,
  priceChanges,
  pricesOf,
  templateRow,
  theoreticalMismatch,
  tiersAfter,
  unitCostAfter,
  unitTierText,
  unitTierProblems,
  type TemplateProduct,
} from '../../src-shared/inventory-count.js';

const ham: TemplateProduct = {
  number: 1,
  name: 'Jamón cocido',
  unit: 'WEIGHT',
  unitCost: 11858.4963,
  margins: [
    { quantity: 0, value: 1.18 },
    { quantity: 100, value: 1.45 },
    { quantity: 1000, value: 1.35 },
    { quantity: 5000, value: 1.28 },
  ],
  inventory: { real: 2500, committed: 300, pending: 1000 },
};
const milk: TemplateProduct = {
  number: 73,
  name: 'Leche entera 1 l',
  unit: 'UNITY',
  unitCost: 1391.5,
  margins: [
    { quantity: 0, value: 1.15 },
    { quantity: 1, value: 1.4 },
    { quantity: 6, value: 1.32 },
  ],
  inventory: { real: 12, committed: 2, pending: 0 },
};

describe('price changes of a counted row', () => {
  it('sees no change where the sheet leaves a value equal after its rounding', () => {
    expect(priceChanges(ham, { unitCost: 11858.4963, wholesaler: 1.18, m100: 1.45, m500: null, m1000: 1.35000001 })).toEqual([]);
    expect(priceChanges(milk, { unitCost: 1391.5, wholesaler: 1.15 })).toEqual([]);
  });

  it('lists each changed price and margin, a tier the product lacked with null before', () => {
    const changes = priceChanges(ham, { unitCost: 12000, wholesaler: 1.2, m100: 1.45, m500: 1.4, m1000: 1.3 });
    expect(changes).toEqual([
      { field: 'unitCost', before: 11858.4963, after: 12000 },
      { field: 'wholesaler', before: 1.18, after: 1.2 },
      { field: 'm500', before: null, after: 1.4 },
      { field: 'm1000', before: 1.35, after: 1.3 },
    ]);
    expect(unitCostAfter(ham, changes)).toBe(12000);
    expect(tiersAfter(ham.margins, changes)).toEqual([
      { quantity: 0, value: 1.2 },
      { quantity: 100, value: 1.45 },
      { quantity: 500, value: 1.4 },
      { quantity: 1000, value: 1.3 },
      { quantity: 5000, value: 1.28 },
    ]);
    expect(unitCostAfter(ham, [])).toBe(ham.unitCost);
  });

  it('keeps a unit cost’s four places (domain §3): a change past the cent is a change, and is taken as written', () => {
    expect(priceChanges(ham, { unitCost: 11858.5, wholesaler: 1.18 })).toEqual([{ field: 'unitCost', before: 11858.4963, after: 11858.5 }]);
    expect(priceChanges(milk, { unitCost: 1391.4975, wholesaler: 1.15 })).toEqual([{ field: 'unitCost', before: 1391.5, after: 1391.4975 }]);
  });

  it('never changes a unit product’s weight tiers', () => {
    expect(priceChanges(milk, { unitCost: 1391.5, wholesaler: 1.15, m100: 2 })).toEqual([]);
  });

  it('reads the changes of an audit kept before they were listed from its before and after values', () => {
    const stored = {
      unitCost: { before: 100, after: 150 },
      margins: { before: { wholesaler: 1.2, m100: null, m500: null, m1000: 1.3 }, after: { wholesaler: 1.1, m100: 1.3, m500: null, m1000: 1.3 } },
    };
    expect(pricesOf(stored)).toEqual([
      { field: 'unitCost', before: 100, after: 150 },
      { field: 'wholesaler', before: 1.2, after: 1.1 },
      { field: 'm100', before: null, after: 1.3 },
    ]);
    expect(pricesOf({ ...stored, prices: [] })).toEqual([]);
  });
});

describe('weight tiers on a unit product', () => {
  it('accepts them blank or equal to the product’s own, and names the column of any other', () => {
    expect(unitTierProblems(milk, { m100: null, m500: undefined })).toEqual([]);
    expect(unitTierProblems({ ...milk, margins: [...milk.margins, { quantity: 100, value: 1.2 }] }, { m100: 1.2 })).toEqual([]);
    expect(unitTierProblems(milk, { m100: 1.45, m1000: 1.35 })).toEqual([
      { column: 'm100', text: unitTierText('m100', 'Leche entera 1 l', null) },
      { column: 'm1000', text: unitTierText('m1000', 'Leche entera 1 l', null) },
    ]);
    expect(unitTierProblems(ham, { m100: 2 })).toEqual([]);
  });

  it("says the problem by a key whose parameters the screens read, in the contract's English words", () => {
    const text = unitTierText('m500', 'Leche entera 1 l', 1.32);
    expect(text).toEqual({ key: 'audit.unitTier', params: { column: 'm500', product: 'Leche entera 1 l', stored: '1.32' } });
    expect(english(text)).toBe('m500 applies to weight products only: Leche entera 1 l is sold by unit, so leave m500 empty or equal to its margin (1.32)');
  });
});

describe('the counted theoretical', () => {
  it('is checked against the counted real less committed plus pending', () => {
    expect(expectedTheoretical(ham.inventory, 2000)).toBe(2700);
    expect(theoreticalMismatch(ham.inventory, 2000, 2700)).toBe(false);
    expect(theoreticalMismatch(ham.inventory, 2000, 3200)).toBe(true);
  });
});

describe('the count template', () => {
  it('writes a product as it stands, with a unit product’s weight tiers blank', () => {
    expect(templateRow(ham)).toEqual({ number: 1, name: 'Jamón cocido', unitCost: 11858.4963, m100: 1.45, m500: null, m1000: 1.35, wholesaler: 1.18, theoretical: 3200, real: 2500 });
    expect(templateRow(milk)).toEqual({ number: 73, name: 'Leche entera 1 l', unitCost: 1391.5, m100: null, m500: null, m1000: null, wholesaler: 1.15, theoretical: 10, real: 12 });
    // Sold ahead of what came in: the sheet offers a count of 0, which the import accepts.
    const short = templateRow({ ...milk, inventory: { ...milk.inventory, real: -6 } });
    expect(short.real).toBe(0);
    expect(short.theoretical).toBe(expectedTheoretical(milk.inventory, 0));
  });

  it('changes nothing when read back from an es-AR CSV', () => {
    const cell = (value: string | number | null) => (value === null ? '' : String(value).replace('.', ','));
    const rows = [ham, milk].map(templateRow);
    const text = [IMPORT_COLUMNS.join(';'), ...rows.map((r) => IMPORT_COLUMNS.map((c) => cell(r[c])).join(';'))].join('\r\n');
    const parsed = parseInventoryCsv(text);
    expect(parsed.problems).toEqual([]);
    for (const [i, product] of [ham, milk].entries()) {
      const row = parsed.rows[i]!;
      expect(priceChanges(product, row)).toEqual([]);
      expect(unitTierProblems(product, row)).toEqual([]);
      expect(row.real).toBe(product.inventory.real);
      expect(theoreticalMismatch(product.inventory, row.real, row.theoretical)).toBe(false);
    }
  });
});
