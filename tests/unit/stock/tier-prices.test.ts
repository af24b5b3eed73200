/**
 * The product editor's tier prices, against numbers worked by hand from domain §4:
 * unit cost u = taxBase × (1 + C aliquot); a tier's price is round(u × m × f), f in kg or units.
 */
import { describe, expect, it } from 'vitest';
import type { PricingProduct, TaxDef } from '../../../src-shared/pricing/index.js';
import { listPrices, tierPrice } from '../../../src-renderer/features/products/tierPrices.js';

const TAXES: TaxDef[] = [
  { _id: 'ivaC', name: 'IVA 21% compras', type: 'C', aliquot: 0.21 },
  { _id: 'ivaV', name: 'IVA 21% ventas', type: 'V', aliquot: 0.21 },
];

// u = 9800 × 1.21 = 11858 per kg.
const ham: PricingProduct = {
  _id: 'ham',
  unit: 'WEIGHT',
  taxBase: 9800,
  taxes: ['ivaC', 'ivaV'],
  margins: [
    { quantity: 0, value: 1.2 },
    { quantity: 100, value: 1.5 },
    { quantity: 1000, value: 1.4 },
  ],
  contributions: 8,
  wholesalerContributions: 4,
};

// u = 1150 × 1.21 = 1391.5 per unit.
const milk: PricingProduct = {
  ...ham,
  _id: 'milk',
  unit: 'UNITY',
  taxBase: 1150,
  margins: [
    { quantity: 1, value: 1.4 },
    { quantity: 6, value: 1.32 },
  ],
};

describe('tierPrice', () => {
  it('prices a WEIGHT tier at its own grams and per kg', () => {
    // 100 g at × 1.5: 11858 × 1.5 × 0.1 = 1778.70; a kg 17787.
    expect(tierPrice(ham, TAXES, { quantity: 100, value: 1.5 })).toEqual({ wholesaler: false, quantity: 100, price: 1778.7, perBase: 17787 });
    // 1 kg at × 1.4: 16601.20.
    expect(tierPrice(ham, TAXES, { quantity: 1000, value: 1.4 })).toEqual({ wholesaler: false, quantity: 1000, price: 16601.2, perBase: 16601.2 });
  });

  it('prices the wholesaler tier per kg', () => {
    // 11858 × 1.2 = 14229.60.
    expect(tierPrice(ham, TAXES, { quantity: 0, value: 1.2 })).toEqual({ wholesaler: true, quantity: 1000, price: 14229.6, perBase: 14229.6 });
  });

  it('prices a UNITY tier for its units', () => {
    // 6 units at × 1.32: 1391.5 × 1.32 × 6 = 11020.68; one unit 1836.78.
    expect(tierPrice(milk, TAXES, { quantity: 6, value: 1.32 })).toEqual({ wholesaler: false, quantity: 6, price: 11020.68, perBase: 1836.78 });
  });

  it('uses an explicit unit cost over the one the taxes give', () => {
    // 10000 × 1.5 × 0.1 = 1500.
    expect(tierPrice({ ...ham, unitCost: 10000 }, TAXES, { quantity: 100, value: 1.5 })?.price).toBe(1500);
  });

  it('shows nothing for a tier or product that cannot be priced yet', () => {
    expect(tierPrice(ham, TAXES, { quantity: 100, value: 0 })).toBeNull();
    expect(tierPrice(ham, TAXES, { quantity: -1, value: 1.5 })).toBeNull();
    expect(tierPrice({ ...ham, taxes: ['unknown'] }, TAXES, { quantity: 100, value: 1.5 })).toBeNull();
  });
});

describe('listPrices', () => {
  it('quotes the smallest tier and the wholesaler tier per kg', () => {
    expect(listPrices(ham, TAXES)).toEqual({ retail: 17787, wholesaler: 14229.6 });
    expect(listPrices(milk, TAXES)).toEqual({ retail: 1948.1, wholesaler: null }); // 1391.5 × 1.4
  });
});
