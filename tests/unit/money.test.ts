import { describe, expect, it } from 'vitest';
import { Decimal, dec, fromCents, fromScaled, percentOf, roundMoney, roundRate, toCents, toScaled } from '../../src-shared/money.js';

describe('Decimal.from', () => {
  it('reads numbers from their shortest decimal text', () => {
    expect(dec(0.1).toString()).toBe('0.1');
    expect(dec(1.005).toString()).toBe('1.005');
    expect(dec(-12.5).toString()).toBe('-12.5');
    expect(dec(-0).toString()).toBe('0');
  });

  it('handles exponent forms without losing digits', () => {
    expect(dec(1e21).toString()).toBe('1000000000000000000000');
    expect(dec(1.5e-7).toString()).toBe('0.00000015');
    expect(dec('2.5E+3').toString()).toBe('2500');
    expect(dec('-4e-2').toString()).toBe('-0.04');
  });

  it('reads strings, bigints and Decimals', () => {
    expect(dec(' 1234.5600 ').toString()).toBe('1234.56');
    expect(dec('.5').toString()).toBe('0.5');
    expect(dec('+7.').toString()).toBe('7');
    expect(dec(42n).toString()).toBe('42');
    const d = dec('3.14');
    expect(Decimal.from(d)).toBe(d);
    expect(Decimal.scaled(123n, 2).toString()).toBe('1.23');
  });

  it('rejects NaN, Infinity and text that is not a number', () => {
    expect(() => dec(Number.NaN)).toThrow(/finite/);
    expect(() => dec(Number.POSITIVE_INFINITY)).toThrow(/finite/);
    expect(() => dec(Number.NEGATIVE_INFINITY)).toThrow(/finite/);
    for (const bad of ['', '.', 'abc', '1.2.3', '1e', '--1', 'NaN', 'Infinity', '1,5']) {
      expect(() => dec(bad), bad).toThrow(/Not a decimal number/);
    }
  });
});

describe('arithmetic', () => {
  it('adds 0.1 and 0.2 to exactly 0.3', () => {
    const sum = dec(0.1).add(0.2);
    expect(sum.eq('0.3')).toBe(true);
    expect(sum.toNumber()).toBe(0.3);
  });

  it('subtracts, multiplies and sums exactly', () => {
    expect(dec(1).sub(0.9).toNumber()).toBe(0.1);
    expect(dec(1.1).mul(1.1).toString()).toBe('1.21');
    expect(dec('0.0001').mul('0.0001').toString()).toBe('0.00000001');
    expect(Decimal.sum([0.1, 0.1, 0.1, '-0.3']).isZero()).toBe(true);
    expect(Decimal.sum([]).toString()).toBe('0');
  });

  it('divides exactly and rounds once, half away from zero', () => {
    expect(dec(1).div(3, 4).toString()).toBe('0.3333');
    expect(dec(2).div(3, 2).toString()).toBe('0.67');
    expect(dec(-2).div(3, 2).toString()).toBe('-0.67');
    expect(dec(1).div(8, 2).toString()).toBe('0.13'); // 0.125 → 0.13
    expect(dec(-1).div(8, 2).toString()).toBe('-0.13');
    expect(dec(1).div(-8, 2).toString()).toBe('-0.13');
    expect(dec(10).div('0.4', 0).toString()).toBe('25');
    expect(() => dec(1).div(0, 2)).toThrow(/Division by zero/);
  });

  it('rounds half away from zero at the edge', () => {
    expect(dec(0.005).round(2).toNumber()).toBe(0.01);
    expect(dec(-0.005).round(2).toNumber()).toBe(-0.01);
    expect(dec(0.0049).round(2).toNumber()).toBe(0);
    expect(dec(2.5).round(0).toNumber()).toBe(3);
    expect(dec(-2.5).round(0).toNumber()).toBe(-3);
    expect(dec(1.2).round(4).toString()).toBe('1.2');
  });

  it('rounds the written 1.005 up, though the float 1.005 is just below it', () => {
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(1.004999)).toBe(1);
  });

  it('negates, takes absolute values and compares', () => {
    expect(dec(2).neg().toString()).toBe('-2');
    expect(dec(-2.5).abs().toString()).toBe('2.5');
    expect(dec('1.50').cmp('1.5')).toBe(0);
    expect(dec(1.5).lt(2)).toBe(true);
    expect(dec(1.5).gt(2)).toBe(false);
    expect(dec(2).lte(2)).toBe(true);
    expect(dec(2).gte(2.0001)).toBe(false);
    expect(dec(-0.01).isNegative()).toBe(true);
    expect(dec('0.000').isZero()).toBe(true);
  });

  it('refuses JS operators, which would fall back to strings or floats', () => {
    const a = dec(1) as unknown as number;
    expect(() => a + 1).toThrow(/methods/);
    expect(() => a * 2).toThrow(/methods/);
    expect(`${dec(1.5)}`).toBe('1.5');
  });
});

describe('text output', () => {
  it('writes plain decimals, never exponents', () => {
    expect(dec(1e-7).toString()).toBe('0.0000001');
    expect(dec('123456789012345678901234567890.5').toString()).toBe('123456789012345678901234567890.5');
  });

  it('writes a fixed number of places', () => {
    expect(dec(1.5).toFixed(2)).toBe('1.50');
    expect(dec(-0.005).toFixed(2)).toBe('-0.01');
    expect(dec(-0.004).toFixed(2)).toBe('0.00');
    expect(dec(12).toFixed(0)).toBe('12');
    expect(dec(0.5).toFixed(0)).toBe('1');
    expect(() => dec(1).toFixed(-1)).toThrow(/places/);
  });
});

describe('helpers', () => {
  it('rounds money to 2 places and rates to 4', () => {
    expect(roundMoney('2.675')).toBe(2.68);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundRate(1.23455)).toBe(1.2346);
    expect(roundRate(-1.23455)).toBe(-1.2346);
  });

  it('takes a percent of an amount', () => {
    // 199.99 × 15 / 100 = 29.9985 → 30.00
    expect(percentOf(199.99, 15, 2).toNumber()).toBe(30);
  });

  it('converts to and from scaled integers', () => {
    expect(toCents(1234.56)).toBe(123456);
    expect(toCents(0.29)).toBe(29); // 0.29 × 100 in floats is 28.999999999999996
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-0.005)).toBe(-1);
    expect(fromCents(123456)).toBe(1234.56);
    expect(fromCents(-1n)).toBe(-0.01);
    expect(toScaled(1.23456, 4)).toBe(12346);
    expect(fromScaled(12346, 4)).toBe(1.2346);
    expect(toScaled(7, 0)).toBe(7);
  });

  it('refuses scaled values that are not safe integers', () => {
    expect(() => toCents('90071992547409.92')).toThrow(/safe integer/);
    expect(() => fromCents(1.5)).toThrow(/safe integer/);
    expect(() => fromCents(2n ** 53n)).toThrow(/safe integer/);
    expect(() => fromScaled(Number.NaN, 2)).toThrow(/safe integer/);
  });
});
