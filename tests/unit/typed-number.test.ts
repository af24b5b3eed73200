import { describe, expect, it } from 'vitest';
import { formatTypedNumber, parseTypedNumber, type TypedNumberOptions } from '../../src-shared/typed-number.js';
import type { Locale } from '../../src-shared/constants/locales.js';

const value = (text: string, locale: Locale = 'es-AR', options: TypedNumberOptions = {}) => {
  const read = parseTypedNumber(text, locale, options);
  return read.ok ? read.value : read.error;
};

describe('parseTypedNumber in es-AR', () => {
  it('reads "," as the decimal point and "." as thousands', () => {
    expect(value('1.350,50')).toBe(1350.5);
    expect(value('1350,50')).toBe(1350.5);
    expect(value('1350')).toBe(1350);
    expect(value('50.000')).toBe(50000);
    expect(value('1.000.000')).toBe(1_000_000);
    expect(value('1.234.567,89')).toBe(1234567.89);
    expect(value('0,75')).toBe(0.75);
    expect(value(',5')).toBe(0.5);
    expect(value('5,')).toBe(5);
  });

  it('reads a pasted amount with its currency sign and spaces', () => {
    expect(value('$ 1.350,50')).toBe(1350.5);
    expect(value('$1.350,50')).toBe(1350.5);
    expect(value('  1 350,50 ')).toBe(1350.5);
    expect(value('$\u00a01.350,50')).toBe(1350.5);
    expect(value('21 %')).toBe(21);
    expect(value('10,5%')).toBe(10.5);
  });

  it('takes a lone "." with one or two decimals as the keypad\'s decimal point', () => {
    expect(value('1.5')).toBe(1.5);
    expect(value('1350.50')).toBe(1350.5);
    expect(value('12.75')).toBe(12.75);
    expect(value('.5')).toBe(0.5);
    // After a lone 0 no one writes thousands: 0.750 kg is three quarters of a kilo.
    expect(value('0.750')).toBe(0.75);
  });

  it('refuses text that could mean two things instead of guessing', () => {
    expect(value('1350.500')).toBe('AMBIGUOUS');
    expect(value('1.2345')).toBe('AMBIGUOUS');
    expect(value('1.35,5')).toBe('AMBIGUOUS');
    expect(value('12.34.567')).toBe('AMBIGUOUS');
    expect(value('1.350.')).toBe('AMBIGUOUS');
    expect(value('1,350.50')).toBe('AMBIGUOUS');
  });

  it('refuses garbage', () => {
    expect(value('abc')).toBe('NOT_A_NUMBER');
    expect(value('12a')).toBe('NOT_A_NUMBER');
    expect(value('1,2,3')).toBe('NOT_A_NUMBER');
    expect(value('--5')).toBe('NOT_A_NUMBER');
    expect(value('$')).toBe(null);
    expect(value('.')).toBe('NOT_A_NUMBER');
    expect(value('1e5')).toBe('NOT_A_NUMBER');
  });

  it('reads empty text as no number', () => {
    expect(value('')).toBe(null);
    expect(value('   ')).toBe(null);
  });

  it('reads a minus sign only where the field allows it', () => {
    expect(value('-1.350,50')).toBe('NEGATIVE');
    expect(value('-1.350,50', 'es-AR', { allowNegative: true })).toBe(-1350.5);
    expect(value('−20', 'es-AR', { allowNegative: true })).toBe(-20);
    expect(value('-0', 'es-AR', { allowNegative: true })).toBe(0);
    expect(value('+5')).toBe(5);
  });

  it('holds the field to its decimals, trailing zeros aside', () => {
    expect(parseTypedNumber('1,505', 'es-AR', { maxDecimals: 2 })).toEqual({ ok: false, error: 'TOO_MANY_DECIMALS', maxDecimals: 2 });
    expect(value('1,500', 'es-AR', { maxDecimals: 2 })).toBe(1.5);
    expect(value('750,5', 'es-AR', { maxDecimals: 0 })).toBe('TOO_MANY_DECIMALS');
    expect(value('1,2345', 'es-AR', { maxDecimals: 4 })).toBe(1.2345);
  });

  it('keeps the exact decimal and refuses figures beyond what a number holds', () => {
    expect(value('0,1')).toBe(0.1);
    expect(value('1.000.000.000.000.000')).toBe('TOO_LARGE');
    expect(value('007')).toBe(7);
  });
});

describe('parseTypedNumber in en', () => {
  it('reads "." as the decimal point and "," as thousands', () => {
    expect(value('1,350.50', 'en')).toBe(1350.5);
    expect(value('1350.50', 'en')).toBe(1350.5);
    expect(value('1350', 'en')).toBe(1350);
    expect(value('50,000', 'en')).toBe(50000);
    expect(value('$1,350.50', 'en')).toBe(1350.5);
    expect(value('1.5', 'en')).toBe(1.5);
  });

  it('has no keypad exception: a "," that is not a thousands group is refused', () => {
    expect(value('1,5', 'en')).toBe('AMBIGUOUS');
    expect(value('1.350,50', 'en')).toBe('AMBIGUOUS');
  });
});

describe('formatTypedNumber', () => {
  it("writes the locale's convention, with fixed decimals for money", () => {
    expect(formatTypedNumber(1350.5, 'es-AR', 2)).toBe('1.350,50');
    expect(formatTypedNumber(50000, 'es-AR', 2)).toBe('50.000,00');
    expect(formatTypedNumber(1350.5, 'en', 2)).toBe('1,350.50');
    expect(formatTypedNumber(0.75, 'es-AR')).toBe('0,75');
    expect(formatTypedNumber(1350, 'es-AR')).toBe('1.350');
    expect(formatTypedNumber(null)).toBe('');
  });

  it('writes text that reads back as the same number', () => {
    for (const locale of ['es-AR', 'en'] as const) {
      for (const n of [0, 0.5, 0.75, 1.5, 1350, 1350.5, 50000, 1234567.89, -20.25, 0.0001]) {
        expect(value(formatTypedNumber(n, locale), locale, { allowNegative: true })).toBe(n);
        expect(value(formatTypedNumber(n, locale, 2), locale, { allowNegative: true })).toBe(Number(n.toFixed(2)));
      }
    }
  });
});
