import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src-shared/constants/locales.js';
import { LIKELY_GRAMS_FROM_KG, type WeightUnit } from '../../src-shared/constants/products.js';
import { looksLikeGrams, parseTypedWeight, tellsInKg, weightIn } from '../../src-shared/typed-weight.js';

/** Grams and the unit typed, or the reason the text is refused. */
const read = (text: string, unit: WeightUnit, locale: Locale = 'es-AR', allowNegative = false) => {
  const r = parseTypedWeight(text, locale, { unit, allowNegative });
  return r.ok ? { grams: r.value, typed: r.unit } : r.error;
};

describe('parseTypedWeight in es-AR', () => {
  it('reads a unit typed after the number, with or without a space, whatever unit the field shows', () => {
    for (const shown of ['g', 'kg'] as const) {
      expect(read('750 g', shown)).toEqual({ grams: 750, typed: 'g' });
      expect(read('750g', shown)).toEqual({ grams: 750, typed: 'g' });
      expect(read('750 gr', shown)).toEqual({ grams: 750, typed: 'g' });
      expect(read('750 gr.', shown)).toEqual({ grams: 750, typed: 'g' });
      expect(read('750 GRS', shown)).toEqual({ grams: 750, typed: 'g' });
      expect(read('750 gramos', shown)).toEqual({ grams: 750, typed: 'g' });
      expect(read('1,5 kg', shown)).toEqual({ grams: 1500, typed: 'kg' });
      expect(read('1,5kg', shown)).toEqual({ grams: 1500, typed: 'kg' });
      expect(read('1,5 Kg', shown)).toEqual({ grams: 1500, typed: 'kg' });
      expect(read('2 kilos', shown)).toEqual({ grams: 2000, typed: 'kg' });
      expect(read('1 kilo', shown)).toEqual({ grams: 1000, typed: 'kg' });
    }
  });

  it('reads a number without a unit in the unit the field shows', () => {
    expect(read('750', 'kg')).toEqual({ grams: 750_000, typed: null });
    expect(read('750', 'g')).toEqual({ grams: 750, typed: null });
    expect(read('1,5', 'kg')).toEqual({ grams: 1500, typed: null });
    expect(read('0,750', 'kg')).toEqual({ grams: 750, typed: null });
    expect(read('', 'kg')).toEqual({ grams: null, typed: null });
    expect(read('  ', 'g')).toEqual({ grams: null, typed: null });
  });

  it('keeps es-AR grouping and the keypad point', () => {
    expect(read('1.350 g', 'kg')).toEqual({ grams: 1350, typed: 'g' });
    expect(read('1.350,5 kg', 'g')).toEqual({ grams: 1_350_500, typed: 'kg' });
    expect(read('12.500', 'g')).toEqual({ grams: 12_500, typed: null });
    expect(read('1.5 kg', 'g')).toEqual({ grams: 1500, typed: 'kg' });
    expect(read('0.750 kg', 'g')).toEqual({ grams: 750, typed: 'kg' });
    expect(read('1350.500 kg', 'g')).toBe('WEIGHT_AMBIGUOUS');
  });

  it('is exact in grams where a float product is not (1,001 kg × 1000 = 1000.9999999999999)', () => {
    expect(read('1,001 kg', 'g')).toEqual({ grams: 1001, typed: 'kg' });
    expect(read('4,35 kg', 'g')).toEqual({ grams: 4350, typed: 'kg' });
    expect(read('0,001', 'kg')).toEqual({ grams: 1, typed: null });
  });

  it('refuses grams with decimals, with their own reason, typed or shown', () => {
    expect(read('1.350,5 g', 'kg')).toBe('WHOLE_GRAMS');
    expect(read('1,5 g', 'kg')).toBe('WHOLE_GRAMS');
    expect(read('1,5', 'g')).toBe('WHOLE_GRAMS');
    // Trailing zeros are no decimals.
    expect(read('1.350,0 g', 'kg')).toEqual({ grams: 1350, typed: 'g' });
  });

  it('refuses kilograms finer than a gram', () => {
    const r = parseTypedWeight('1,2345 kg', 'es-AR', { unit: 'g' });
    expect(r).toEqual({ ok: false, error: 'TOO_MANY_DECIMALS', maxDecimals: 3 });
  });

  it('refuses words that are not a weight unit, and a unit with no figure', () => {
    expect(read('750 lb', 'g')).toBe('NOT_A_WEIGHT');
    expect(read('750 u', 'kg')).toBe('NOT_A_WEIGHT');
    expect(read('abc', 'kg')).toBe('NOT_A_WEIGHT');
    expect(read('kg', 'kg')).toBe('NOT_A_WEIGHT');
    expect(read('750 g g', 'kg')).toBe('NOT_A_WEIGHT');
    expect(read('750 kg 3', 'kg')).toBe('NOT_A_WEIGHT');
  });

  it('reads a negative weight only where the field allows it', () => {
    expect(read('-750 g', 'kg')).toBe('NEGATIVE');
    expect(read('-750 g', 'kg', 'es-AR', true)).toEqual({ grams: -750, typed: 'g' });
    expect(read('-1,5 kg', 'g', 'es-AR', true)).toEqual({ grams: -1500, typed: 'kg' });
  });

  it('refuses a weight too large to keep exactly in grams', () => {
    expect(read('999.999.999.999.999 kg', 'g')).toBe('TOO_LARGE');
    expect(read('999.999.999.999 kg', 'g')).toEqual({ grams: 999_999_999_999_000, typed: 'kg' });
  });
});

describe('parseTypedWeight in en', () => {
  it('reads the English decimal point with a unit', () => {
    expect(read('1.5 kg', 'g', 'en')).toEqual({ grams: 1500, typed: 'kg' });
    expect(read('1,350 g', 'kg', 'en')).toEqual({ grams: 1350, typed: 'g' });
    expect(read('1,350.5 g', 'kg', 'en')).toBe('WHOLE_GRAMS');
  });
});

describe('weightIn', () => {
  it('writes grams in the unit shown, kilograms down to the gram', () => {
    expect(weightIn(750, 'g')).toBe(750);
    expect(weightIn(750, 'kg')).toBe(0.75);
    expect(weightIn(1001, 'kg')).toBe(1.001);
  });
});

describe('looksLikeGrams', () => {
  it('questions a kilogram figure from LIKELY_GRAMS_FROM_KG up, never grams shown as grams', () => {
    expect(LIKELY_GRAMS_FROM_KG).toBe(100);
    expect(looksLikeGrams(750_000, 'kg')).toBe(true);
    expect(looksLikeGrams(100_000, 'kg')).toBe(true);
    expect(looksLikeGrams(99_999, 'kg')).toBe(false);
    expect(looksLikeGrams(40_000, 'kg')).toBe(false);
    expect(looksLikeGrams(750_000, 'g')).toBe(false);
    expect(looksLikeGrams(-750_000, 'kg')).toBe(true);
  });
});

describe('tellsInKg', () => {
  it('tells in kg 1.000 g or more the clerk typed, shown in grams', () => {
    expect(tellsInKg(2_500, 'g', true)).toBe(true);
    expect(tellsInKg(1_000, 'g', true)).toBe(true);
    expect(tellsInKg(-1_500, 'g', true)).toBe(true);
    expect(tellsInKg(999, 'g', true)).toBe(false);
    expect(tellsInKg(2_500, 'kg', true)).toBe(false);
  });

  it('says nothing under an untouched line: its default kilo, 1.000 g, is not news', () => {
    expect(tellsInKg(1_000, 'g', false)).toBe(false);
    expect(tellsInKg(2_500, 'g', false)).toBe(false);
  });
});
