/**
 * The order editor's live pricing takes quantities the way the server does: a UNITY product sells
 * in parts of a unit when it, or its category, splits its package (domain §4).
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_FORM } from '../../../src-renderer/features/orders/form.js';
import { priceForm } from '../../../src-renderer/features/orders/pricing.js';
import { splitsPackage } from '../../../src-shared/pricing/index.js';
import type { ProductDoc } from '../../../src-renderer/components/documents/read.js';

const CHEESES = 'c0000000000000000000000a';
const product = {
  _id: '65f0a1b2c3d4e5f6a7b80d01',
  name: 'Horma de queso',
  unit: 'UNITY',
  taxBase: 1000,
  taxes: [],
  margins: [
    { quantity: 0, value: 1.2 },
    { quantity: 1, value: 1.3 },
  ],
  contributions: 10,
  wholesalerContributions: 5,
  category: CHEESES,
} as unknown as ProductDoc;

function halfWheel(categorySplits: boolean) {
  const categories = new Map([[CHEESES, { splitPackage: categorySplits }]]);
  const form = { ...EMPTY_FORM, items: [{ key: 'a', product: product._id, quantity: 1.5, isWholesaler: null }] };
  const inputs = {
    products: new Map([[product._id, product]]),
    taxes: [],
    wholesaler: false,
    previous: [],
    delivery: { charged: false, contributes: false, customerPrice: 0, partnerPrice: 0 },
    splits: (p: ProductDoc) => splitsPackage(p, p.category ? categories.get(p.category) : undefined),
  };
  const [line] = priceForm(form, inputs).lines;
  if (!line) throw new Error('one line priced');
  return line;
}

describe('order items in parts of a unit', () => {
  it('are priced when the product’s category splits its package', () => {
    const line = halfWheel(true);
    expect(line).toMatchObject({ splitPackage: true, error: null });
    expect(line.priced?.quantity).toBe(1.5);
  });

  it('are refused, as the server refuses them, when neither the product nor its category does', () => {
    expect(halfWheel(false)).toMatchObject({ splitPackage: false, priced: null, error: { key: 'quantity.wholeUnits', params: {} } });
  });
});
