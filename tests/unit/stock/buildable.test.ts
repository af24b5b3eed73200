import { describe, expect, it } from 'vitest';
import { buildableQuantity, componentMovement } from '../../../src-shared/stock.js';

describe('buildableQuantity of a mixed product', () => {
  it('counts whole units of a UNITY mixed product by its scarcest component', () => {
    // A gift box: 2 bottles (UNITY) and 250 g of cheese (a WEIGHT component of a UNITY product is in grams).
    // 9 bottles make 4 boxes (8); 1,100 g of cheese make 4 boxes (1000 g) → 4.
    expect(
      buildableQuantity('UNITY', [
        { unit: 'UNITY', quantity: 2, available: 9 },
        { unit: 'WEIGHT', quantity: 250, available: 1100 },
      ]),
    ).toBe(4);
    // Cheese is now the short one: 740 g make 2 boxes (500 g), not 3 (750 g).
    expect(
      buildableQuantity('UNITY', [
        { unit: 'UNITY', quantity: 2, available: 9 },
        { unit: 'WEIGHT', quantity: 250, available: 740 },
      ]),
    ).toBe(2);
  });

  it('counts grams of a WEIGHT mixed product, components counted per 100 g', () => {
    // A picada: 40 g of ham and 60 g of cheese per 100 g. 2 kg of ham make 5000 g; 1.5 kg of cheese make 2500 g.
    expect(
      buildableQuantity('WEIGHT', [
        { unit: 'WEIGHT', quantity: 40, available: 2000 },
        { unit: 'WEIGHT', quantity: 60, available: 1500 },
      ]),
    ).toBe(2500);
    // A UNITY component of a WEIGHT product counts per kg: 3 trays per kg, 10 trays make 3333 g.
    expect(buildableQuantity('WEIGHT', [{ unit: 'UNITY', quantity: 3, available: 10 }])).toBe(3333);
  });

  it('is the reverse of what a sale moves', () => {
    const made = buildableQuantity('WEIGHT', [{ unit: 'WEIGHT', quantity: 35, available: 1234 }]);
    expect(componentMovement('WEIGHT', 'WEIGHT', 35, made)).toBeLessThanOrEqual(1234);
    expect(componentMovement('WEIGHT', 'WEIGHT', 35, made + 1)).toBeGreaterThan(1234);
  });

  it('makes nothing without stock of a component, or without components', () => {
    expect(
      buildableQuantity('UNITY', [
        { unit: 'UNITY', quantity: 1, available: 50 },
        { unit: 'UNITY', quantity: 1, available: -3 },
      ]),
    ).toBe(0);
    expect(buildableQuantity('UNITY', [])).toBe(0);
  });
});
