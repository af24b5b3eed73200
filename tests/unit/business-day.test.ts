import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayOfDate, dayRange, localDay, localMonth, monthRange, monthsBetween, periodBounds, startOfDay, zoneOffsetMinutes } from '../../src-shared/business-day.js';

const BA = 'America/Argentina/Buenos_Aires';
const MADRID = 'Europe/Madrid';

describe('the business day', () => {
  it('puts 22:30 of 30 November in Buenos Aires in November, though it is already December in UTC', () => {
    const lateOrder = '2026-12-01T01:30:00.000Z';
    expect(localDay(lateOrder, BA)).toBe('2026-11-30');
    expect(localMonth(lateOrder, BA)).toBe('2026-11');
    expect(localDay('2026-12-01T03:00:00.000Z', BA)).toBe('2026-12-01');
    expect(localDay('2026-12-01T02:59:59.999Z', BA)).toBe('2026-11-30');
  });

  it('cuts a Buenos Aires day and month at local midnight, 03:00 UTC', () => {
    expect(dayRange('2026-11-30', BA)).toEqual({ from: '2026-11-30T03:00:00.000Z', to: '2026-12-01T03:00:00.000Z' });
    expect(monthRange('2026-11', BA)).toEqual({ from: '2026-11-01T03:00:00.000Z', to: '2026-12-01T03:00:00.000Z' });
    expect(monthRange('2026-12', BA)).toEqual({ from: '2026-12-01T03:00:00.000Z', to: '2027-01-01T03:00:00.000Z' });
  });

  it('follows a zone that changes its offset instead of assuming one', () => {
    expect(zoneOffsetMinutes('2026-01-15T12:00:00Z', MADRID)).toBe(60);
    expect(zoneOffsetMinutes('2026-07-15T12:00:00Z', MADRID)).toBe(120);
    // Madrid moves to summer time on 29 March 2026: that day still starts at 23:00Z the day before, the next at 22:00Z.
    expect(dayRange('2026-03-29', MADRID)).toEqual({ from: '2026-03-28T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' });
    expect(monthRange('2026-10', MADRID)).toEqual({ from: '2026-09-30T22:00:00.000Z', to: '2026-10-31T23:00:00.000Z' });
  });

  it('starts a day whose midnight the clock skips at the first instant after the jump', () => {
    // Santiago de Chile moved to summer time at 00:00 on 6 September 2026: the day begins at 01:00 local, 04:00Z.
    expect(startOfDay('2026-09-06', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
    expect(localDay('2026-09-06T04:00:00.000Z', 'America/Santiago')).toBe('2026-09-06');
  });

  it('counts days and months across their ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it('reads a date-only period as whole local days and a date-time as its instant', () => {
    expect(periodBounds('2026-11-30', '2026-11-30', BA)).toEqual({ from: '2026-11-30T03:00:00.000Z', to: '2026-12-01T02:59:59.999Z' });
    expect(periodBounds('2026-11-30T10:00:00-03:00', undefined, BA)).toEqual({ from: '2026-11-30T13:00:00.000Z' });
    expect(periodBounds(undefined, undefined, BA)).toEqual({});
  });

  it('tells the day a stored date names, whether kept as a day or as an instant', () => {
    expect(dayOfDate('2026-11-30', BA)).toBe('2026-11-30');
    expect(dayOfDate('2026-12-01T01:30:00.000Z', BA)).toBe('2026-11-30');
    expect(dayOfDate('2026-12-01T01:30:00.000Z', MADRID)).toBe('2026-12-01');
  });
});
