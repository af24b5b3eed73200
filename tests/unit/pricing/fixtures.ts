/**
 * Taxes and products the pricing tests share. Functions return fresh objects so a test that
 * changes a product cannot leak into another.
 */
import type { PricingProduct, TaxDef } from '../../../src-shared/pricing/index.js';

export const IVA21: TaxDef = { _id: 'tax-iva-21', name: 'IVA 21%', type: 'V', aliquot: 0.21 };
export const IVA105: TaxDef = { _id: 'tax-iva-105', name: 'IVA 10.5%', type: 'V', aliquot: 0.105 };
export const PERCEPTION: TaxDef = { _id: 'tax-perc', name: 'Percepción 3%', type: 'C', aliquot: 0.03 };
export const IIBB: TaxDef = { _id: 'tax-iibb', name: 'IIBB 1.5%', type: 'C', aliquot: 0.015 };
export const TAXES: readonly TaxDef[] = [IVA21, IVA105, PERCEPTION, IIBB];

/**
 * Cheese sold by weight: taxBase 1000 per kg, one C tax of 3 % → unit cost 1000 × 1.03 = 1030.
 * Tiers: wholesaler 1.2; from 100 g 1.5; from 500 g 1.4; from 1000 g 1.3.
 */
export function cheese(): PricingProduct {
  return {
    _id: 'cheese',
    unit: 'WEIGHT',
    taxBase: 1000,
    taxes: [PERCEPTION._id, IVA21._id],
    margins: [
      { quantity: 0, value: 1.2 },
      { quantity: 100, value: 1.5 },
      { quantity: 500, value: 1.4 },
      { quantity: 1000, value: 1.3 },
    ],
    contributions: 10,
    wholesalerContributions: 5,
  };
}

/**
 * Bottles sold by unit: taxBase 80, C taxes 1.5 % + 3 % → unit cost 80 × 1.045 = 83.6.
 * Tiers: wholesaler 1.15; from 1 unit 1.5; from 6 units 1.35; from 12 units 1.25.
 */
export function bottle(): PricingProduct {
  return {
    _id: 'bottle',
    unit: 'UNITY',
    taxBase: 80,
    taxes: [IIBB._id, PERCEPTION._id, IVA105._id],
    margins: [
      { quantity: 0, value: 1.15 },
      { quantity: 1, value: 1.5 },
      { quantity: 6, value: 1.35 },
      { quantity: 12, value: 1.25 },
    ],
    contributions: 12.5,
    wholesalerContributions: 7,
  };
}
