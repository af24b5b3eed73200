import { describe, expect, it } from 'vitest';
import { mixedProductTaxBase, mixedTaxBase, productUnitCost, storedProductCost, unitCostFromTaxes, type PricingProduct } from '../../../src-shared/pricing/index.js';
import { bottle, cheese, IIBB, IVA105, IVA21, PERCEPTION, TAXES } from './fixtures.js';

describe('unit cost from purchase taxes', () => {
  it('adds the C aliquots and ignores the V ones', () => {
    // 80 × (1 + 0.015 + 0.03) = 83.6; IVA 10.5 % is a sales tax
    expect(unitCostFromTaxes(80, [IIBB._id, PERCEPTION._id, IVA105._id], TAXES).toNumber()).toBe(83.6);
    // 1000 × (1 + 0.03) = 1030
    expect(unitCostFromTaxes(1000, [PERCEPTION._id, IVA21._id], TAXES).toNumber()).toBe(1030);
    expect(unitCostFromTaxes(1000, [IVA21._id], TAXES).toNumber()).toBe(1000);
    expect(unitCostFromTaxes(1000, [], TAXES).toNumber()).toBe(1000);
  });

  it('keeps 4 places, rounding half away from zero', () => {
    // 33.3333 × 1.045 = 34.83329985 → 34.8333
    expect(unitCostFromTaxes(33.3333, [IIBB._id, PERCEPTION._id], TAXES).toNumber()).toBe(34.8333);
    // 0.005 × 1.03 = 0.00515, exactly half way → 0.0052
    expect(unitCostFromTaxes(0.005, [PERCEPTION._id], TAXES).toNumber()).toBe(0.0052);
    // 0.0025 × 1.03 = 0.002575 → 0.0026
    expect(unitCostFromTaxes(0.0025, [PERCEPTION._id], TAXES).toNumber()).toBe(0.0026);
  });

  it('refuses a tax id it does not know', () => {
    expect(() => unitCostFromTaxes(10, ['tax-gone'], TAXES)).toThrow('Unknown tax tax-gone');
  });

  it('uses an explicit unit cost as given', () => {
    expect(productUnitCost({ ...cheese(), unitCost: 1100 }, TAXES).toNumber()).toBe(1100);
    expect(productUnitCost({ ...cheese(), unitCost: null }, TAXES).toNumber()).toBe(1030);
    expect(productUnitCost(bottle(), TAXES).toNumber()).toBe(83.6);
  });
});

describe('mixed product tax base', () => {
  const bottleComponent = { unit: 'UNITY' as const, taxBase: 80, quantity: 2 };
  const cheeseComponent = { unit: 'WEIGHT' as const, taxBase: 1000, quantity: 250 };

  it('counts WEIGHT components per kg when the mixed product is UNITY', () => {
    // 80 × 2 + 1000 × 250 / 1000 = 160 + 250 = 410
    expect(mixedTaxBase('UNITY', [bottleComponent, cheeseComponent]).toNumber()).toBe(410);
  });

  it('counts WEIGHT components per 100 when the mixed product is WEIGHT, as the rule is written', () => {
    // 80 × 2 + 1000 × 250 / 100 = 160 + 2500 = 2660
    expect(mixedTaxBase('WEIGHT', [bottleComponent, cheeseComponent]).toNumber()).toBe(2660);
  });

  it('rounds the sum to 4 places, half away from zero', () => {
    // 0.05 × 1 / 1000 = 0.00005 → 0.0001 (mixed UNITY); 0.05 × 1 / 100 = 0.0005 (mixed WEIGHT)
    const tiny = { unit: 'WEIGHT' as const, taxBase: 0.05, quantity: 1 };
    expect(mixedTaxBase('UNITY', [tiny]).toNumber()).toBe(0.0001);
    expect(mixedTaxBase('WEIGHT', [tiny]).toNumber()).toBe(0.0005);
    // 12.3456 × 7 / 1000 + 0.3333 × 1 = 0.0864192 + 0.3333 = 0.4197192 → 0.4197
    const parts = [
      { unit: 'WEIGHT' as const, taxBase: 12.3456, quantity: 7 },
      { unit: 'UNITY' as const, taxBase: 0.3333, quantity: 1 },
    ];
    expect(mixedTaxBase('UNITY', parts).toNumber()).toBe(0.4197);
  });

  it('looks components up for a stored mixed product', () => {
    const products: Record<string, PricingProduct> = { bottle: bottle(), cheese: cheese() };
    const combo: PricingProduct = {
      ...bottle(),
      _id: 'combo',
      mixed: {
        components: [
          { product: 'bottle', quantity: 2 },
          { product: 'cheese', quantity: 250 },
        ],
      },
    };
    expect(mixedProductTaxBase(combo, (id) => products[id]).toNumber()).toBe(410);
    expect(mixedProductTaxBase({ ...combo, unit: 'WEIGHT' }, (id) => products[id]).toNumber()).toBe(2660);
    expect(() => mixedProductTaxBase(combo, () => undefined)).toThrow('Unknown component product bottle');
    expect(() => mixedProductTaxBase(bottle(), (id) => products[id])).toThrow('Product bottle is not mixed');
  });
});

describe('the cost a product is stored with', () => {
  it('keeps a stated unit cost, else follows the tax base with the C taxes', () => {
    const input = { unit: 'UNITY' as const, taxBase: 1000, taxes: [PERCEPTION._id, IVA21._id] };
    expect(storedProductCost(input, [], TAXES)).toEqual({ taxBase: 1000, unitCost: 1030 });
    expect(storedProductCost({ ...input, unitCost: 900 }, [], TAXES)).toEqual({ taxBase: 1000, unitCost: 900 });
    expect(storedProductCost({ ...input, unitCost: null }, [], TAXES)).toEqual({ taxBase: 1000, unitCost: 1030 });
  });

  it("takes a mixed product's tax base from its components, whatever was stated", () => {
    // 500 g of a 2000/kg component plus two units at 300: 1000 + 600, then × 1.03.
    const parts = [
      { unit: 'WEIGHT' as const, taxBase: 2000, quantity: 500 },
      { unit: 'UNITY' as const, taxBase: 300, quantity: 2 },
    ];
    expect(storedProductCost({ unit: 'UNITY', taxBase: 1, taxes: [PERCEPTION._id] }, parts, TAXES)).toEqual({ taxBase: 1600, unitCost: 1648 });
  });
});
