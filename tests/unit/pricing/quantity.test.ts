import { describe, expect, it } from 'vitest';
import { english } from '../../../src-shared/error-keys/index.js';
import { isValidQuantity, quantityError, splitsPackage, timesQuantity } from '../../../src-shared/pricing/index.js';
import { dec } from '../../../src-shared/money.js';

describe('quantity validation', () => {
  it('accepts whole grams and whole units', () => {
    expect(quantityError(1, 'WEIGHT')).toBeNull();
    expect(quantityError(750, 'WEIGHT')).toBeNull();
    expect(quantityError(3, 'UNITY')).toBeNull();
  });

  it('refuses zero, negatives and non-numbers', () => {
    expect(english(quantityError(0, 'UNITY')!)).toBe('Quantity must be greater than 0');
    expect(english(quantityError(-1, 'WEIGHT')!)).toBe('Quantity must be greater than 0');
    expect(english(quantityError(Number.NaN, 'UNITY')!)).toBe('Quantity must be a number');
    expect(english(quantityError(Number.POSITIVE_INFINITY, 'UNITY')!)).toBe('Quantity must be a number');
  });

  it('refuses fractions of a gram even when packages may be split', () => {
    expect(english(quantityError(750.5, 'WEIGHT')!)).toBe('Weight quantities must be whole grams');
    expect(english(quantityError(750.5, 'WEIGHT', true)!)).toBe('Weight quantities must be whole grams');
  });

  it('accepts fractions of a unit only when the package may be split', () => {
    expect(english(quantityError(1.5, 'UNITY')!)).toBe('Quantity must be a whole number of units for this product');
    expect(quantityError(1.5, 'UNITY', true)).toBeNull();
    expect(isValidQuantity(0.5, 'UNITY', true)).toBe(true);
    expect(isValidQuantity(0.5, 'UNITY')).toBe(false);
  });
});

describe('timesQuantity', () => {
  it('counts WEIGHT quantities in kg and rounds once', () => {
    // 1545 × 333 / 1000 = 514.485 → 514.49
    expect(timesQuantity(dec(1545), 'WEIGHT', 333).toNumber()).toBe(514.49);
    // 0.01 × 1 g / 1000 = 0.00001 → 0
    expect(timesQuantity(dec(0.01), 'WEIGHT', 1).toNumber()).toBe(0);
  });

  it('counts UNITY quantities as they are', () => {
    // 33.3333 × 1.5 = 49.99995 → 50
    expect(timesQuantity(dec(33.3333), 'UNITY', 1.5).toNumber()).toBe(50);
  });
});

describe('selling in parts of a unit', () => {
  it('is allowed by the product, or else by its category', () => {
    expect(splitsPackage({ splitPackage: true }, undefined)).toBe(true);
    expect(splitsPackage({ splitPackage: false }, { splitPackage: true })).toBe(true);
    expect(splitsPackage({}, { _id: 'c1', name: 'Quesos' })).toBe(false);
    expect(splitsPackage({ splitPackage: null }, null)).toBe(false);
  });
});
