import { describe, expect, it } from 'vitest';
import { english } from '../../../src-shared/error-keys/index.js';
import { isValidQuantity, partsProblem, quantityError, splitsPackage, timesQuantity } from '../../../src-shared/pricing/index.js';
import { stockQuantityError } from '../../../src-shared/pricing/quantity.js';
import { QUANTITY_MAX } from '../../../src-shared/limits.js';
import { dec } from '../../../src-shared/money.js';

describe('quantity validation', () => {
  it('accepts whole grams and whole units', () => {
    expect(quantityError(1, 'WEIGHT')).toBeNull();
    expect(quantityError(750, 'WEIGHT')).toBeNull();
    expect(quantityError(3, 'UNITY')).toBeNull();
  });

  it('refuses zero, negatives and non-numbers', () => {
    expect(english(quantityError(0, 'UNITY')!)).toBe('quantity must be greater than 0');
    expect(english(quantityError(-1, 'WEIGHT')!)).toBe('quantity must be greater than 0');
    expect(english(quantityError(Number.NaN, 'UNITY')!)).toBe('quantity must be a number');
    expect(english(quantityError(Number.POSITIVE_INFINITY, 'UNITY')!)).toBe('quantity must be a number');
  });

  it('refuses more than one quantity may be, with the item schema’s words', () => {
    expect(quantityError(QUANTITY_MAX, 'UNITY')).toBeNull();
    expect(quantityError(QUANTITY_MAX + 1, 'WEIGHT')).toEqual({ key: 'validation.maxNumber', params: { field: 'quantity', max: QUANTITY_MAX } });
    expect(english(quantityError(99_999_999_999, 'UNITY')!)).toBe(`quantity must be at most ${QUANTITY_MAX}`);
  });

  it('refuses fractions of a gram even when packages may be split', () => {
    expect(english(quantityError(750.5, 'WEIGHT')!)).toBe('quantity must be whole grams: the product is sold by weight');
    expect(english(quantityError(750.5, 'WEIGHT', true)!)).toBe('quantity must be whole grams: the product is sold by weight');
  });

  it('accepts fractions of a unit only when the package may be split', () => {
    expect(english(quantityError(1.5, 'UNITY')!)).toBe('quantity must be a whole number of units for this product');
    expect(quantityError(1.5, 'UNITY', true)).toBeNull();
    expect(isValidQuantity(0.5, 'UNITY', true)).toBe(true);
    expect(isValidQuantity(0.5, 'UNITY')).toBe(false);
  });

  it('refuses parts of a split package finer than the thousandths stock keeps', () => {
    expect(quantityError(1.125, 'UNITY', true)).toBeNull();
    expect(english(quantityError(1.1255, 'UNITY', true)!)).toBe('quantity keeps at most 3 decimals');
    // Finer than a whole unit or gram is told as that, however many places it has.
    expect(english(quantityError(1.1255, 'UNITY')!)).toBe('quantity must be a whole number of units for this product');
    expect(english(quantityError(0.1 + 0.2, 'WEIGHT')!)).toBe('quantity must be whole grams: the product is sold by weight');
  });
});

describe('quantity messages', () => {
  it('are worded like every field message, lower-case and naming the field, a stock figure its own', () => {
    expect(english(stockQuantityError(1.5, 'UNITY', false, 'critical')!)).toBe('critical must be a whole number of units for this product');
    expect(english(stockQuantityError(-0.5, 'WEIGHT', false, 'theoretical')!)).toBe('theoretical must be whole grams: the product is sold by weight');
    expect(english(stockQuantityError(1.0005, 'UNITY', true, 'real')!)).toBe('real keeps at most 3 decimals');
    expect(quantityError(0, 'UNITY')).toEqual({ key: 'validation.minNumber.exclusive', params: { field: 'quantity', min: 0 } });
    expect(quantityError(Number.NaN, 'UNITY')).toEqual({ key: 'validation.wrongType.number', params: { field: 'quantity' } });
  });
});

describe('how finely a product is counted (the rule orders, stock and inventory counts share)', () => {
  it('tells places beyond thousandths first, then whole grams, then whole units unless the package splits', () => {
    expect(partsProblem(0.1 + 0.2, 'WEIGHT', false)).toBe('decimals');
    expect(partsProblem(2.0005, 'UNITY', true)).toBe('decimals');
    expect(partsProblem(750.5, 'WEIGHT', true)).toBe('wholeGrams');
    expect(partsProblem(1.5, 'UNITY', false)).toBe('wholeUnits');
    expect(partsProblem(1.5, 'UNITY', true)).toBeNull();
    expect(partsProblem(750, 'WEIGHT', false)).toBeNull();
  });

  it('does not mind the sign: a count or an adjustment either way', () => {
    expect(partsProblem(-1.5, 'UNITY', false)).toBe('wholeUnits');
    expect(partsProblem(0, 'WEIGHT', false)).toBeNull();
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
