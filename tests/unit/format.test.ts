import { describe, expect, it } from 'vitest';
import { formatAliquot, formatDate, formatDateTime, formatMoment, formatMoney, formatMoneyShort, formatNumber, formatPercent, formatQuantity, formatWeight } from '../../src-shared/format.js';
import { dec } from '../../src-shared/money.js';

describe('formatMoneyShort', () => {
  it('shortens thousands and millions for an axis, in es-AR and en', () => {
    expect(formatMoneyShort(60_000_000)).toBe('$\u00a060\u00a0M');
    expect(formatMoneyShort(15_500_000)).toBe('$\u00a015,5\u00a0M');
    expect(formatMoneyShort(500_000)).toBe('$\u00a0500\u00a0mil');
    expect(formatMoneyShort(-4_432_000)).toBe('-$\u00a04,4\u00a0M');
    expect(formatMoneyShort(0)).toBe('$\u00a00');
    expect(formatMoneyShort(750)).toBe('$\u00a0750');
    expect(formatMoneyShort(1_234_567_890)).toBe('$\u00a01.234,6\u00a0M');
    expect(formatMoneyShort(60_000_000, 'en')).toBe('$60M');
    expect(formatMoneyShort(1_234_567_890, 'en')).toBe('$1.2B');
    expect(formatMoneyShort(2_500, 'en')).toBe('$2.5K');
  });
});

describe('formatMoney', () => {
  it('writes es-AR money by default', () => {
    expect(formatMoney(1234.56)).toBe('$\u00a01.234,56');
    expect(formatMoney(0)).toBe('$\u00a00,00');
    expect(formatMoney(5)).toBe('$\u00a05,00');
    expect(formatMoney(1234567.8)).toBe('$\u00a01.234.567,80');
    expect(formatMoney(-1234.56)).toBe('-$\u00a01.234,56');
  });

  it('writes en money', () => {
    expect(formatMoney(1234.56, 'en')).toBe('$1,234.56');
    expect(formatMoney(-1234.56, 'en')).toBe('-$1,234.56');
    expect(formatMoney(999.999, 'en')).toBe('$1,000.00');
  });

  it('rounds half away from zero from the exact value, not the float', () => {
    expect(formatMoney(1.005)).toBe('$\u00a01,01');
    expect(formatMoney(-0.005)).toBe('-$\u00a00,01');
    expect(formatMoney(dec(0.1).add(0.2))).toBe('$\u00a00,30');
    expect(formatMoney('1234.565')).toBe('$\u00a01.234,57');
  });

  it('shows no minus sign on an amount that rounds to zero', () => {
    expect(formatMoney(-0.004)).toBe('$\u00a00,00');
  });
});

describe('formatNumber and percentages', () => {
  it('groups thousands and keeps the digits the value needs', () => {
    expect(formatNumber(1234567.125)).toBe('1.234.567,125');
    expect(formatNumber(1234567.125, undefined, 'en')).toBe('1,234,567.125');
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(-1000)).toBe('-1.000');
  });

  it('writes a fixed number of places when asked', () => {
    expect(formatNumber(1.5, 2)).toBe('1,50');
    expect(formatNumber(1.005, 2, 'en')).toBe('1.01');
    expect(formatNumber(2.5, 0)).toBe('3');
  });

  it('writes percents and aliquots', () => {
    expect(formatPercent(21)).toBe('21\u00a0%');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(formatPercent(33.333333)).toBe('33,3333\u00a0%');
    expect(formatPercent(7, 'es-AR', 2)).toBe('7,00\u00a0%');
    expect(formatAliquot(0.105)).toBe('10,5\u00a0%');
    expect(formatAliquot(0.21, 'en')).toBe('21%');
  });
});

describe('formatWeight and formatQuantity', () => {
  it('writes grams below 1000 g', () => {
    expect(formatWeight(500)).toBe('500 g');
    expect(formatWeight(999)).toBe('999 g');
    expect(formatWeight(0)).toBe('0 g');
  });

  it('writes kilograms from 1000 g, trimming trailing zeros', () => {
    expect(formatWeight(1000)).toBe('1 kg');
    expect(formatWeight(1500)).toBe('1,5 kg');
    expect(formatWeight(12345)).toBe('12,345 kg');
    expect(formatWeight(1234500)).toBe('1.234,5 kg');
    expect(formatWeight(1500, 'en')).toBe('1.5 kg');
    expect(formatWeight(-2500)).toBe('-2,5 kg');
  });

  it('writes units as a plain number and weights by the gram rule', () => {
    expect(formatQuantity(3, 'UNITY')).toBe('3');
    expect(formatQuantity(1.5, 'UNITY')).toBe('1,5');
    expect(formatQuantity(2500, 'UNITY')).toBe('2.500');
    expect(formatQuantity(250, 'WEIGHT')).toBe('250 g');
    expect(formatQuantity(2500, 'WEIGHT', 'en')).toBe('2.5 kg');
  });
});

describe('dates', () => {
  it('prints a date-only string as that calendar day in any time zone', () => {
    // The process zone is whatever the machine has; a Date-based reading would shift west of UTC.
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('2026-03-05', 'en')).toBe('03/05/2026');
    expect(formatDate('2026-03-05', 'es-AR', 'Pacific/Honolulu')).toBe('05/03/2026');
    expect(formatDate('2026-03-05', 'es-AR', 'Pacific/Kiritimati')).toBe('05/03/2026');
    expect(formatDateTime('2026-03-05')).toBe('05/03/2026 00:00');
  });

  it('rejects dates that do not exist', () => {
    expect(() => formatDate('2026-02-30')).toThrow(/calendar date/);
    expect(() => formatDate('yesterday')).toThrow(/Not a date/);
    expect(() => formatDate(new Date(Number.NaN))).toThrow(/Not a date/);
  });

  it('prints instants in the given time zone', () => {
    const instant = '2026-03-05T02:30:00Z';
    expect(formatDate(instant, 'es-AR', 'UTC')).toBe('05/03/2026');
    // Buenos Aires is UTC−3: still the 4th there.
    expect(formatDate(instant, 'es-AR', 'America/Argentina/Buenos_Aires')).toBe('04/03/2026');
    expect(formatDateTime(instant, 'es-AR', 'America/Argentina/Buenos_Aires')).toBe('04/03/2026 23:30');
    expect(formatDateTime(new Date(Date.UTC(2026, 11, 31, 0, 5)), 'en', 'UTC')).toBe('12/31/2026 00:05');
  });

  it('names a moment in a sentence, in the business time zone', () => {
    const instant = '2026-11-27T01:14:00Z';
    expect(`Entregado ${formatMoment(instant, 'es-AR', 'America/Argentina/Buenos_Aires')}`).toBe('Entregado el 26/11/2026 a las 22:14');
    expect(`Delivered on ${formatMoment(instant, 'en', 'America/Argentina/Buenos_Aires')}`).toBe('Delivered on 11/26/2026 at 22:14');
    expect(formatMoment(instant, 'es-AR', 'UTC')).toBe('el 27/11/2026 a las 01:14');
  });
});
