/**
 * The demo history's clock and agenda (src-server/setup/demo-history): working days skip weekends
 * and Argentina's fixed holidays, times are Buenos Aires business hours, the business grows with a
 * quieter July, events come out in time order and none at or after the history's end, and the
 * seeded chance repeats itself.
 */
import { describe, expect, it } from 'vitest';
import { Agenda } from '../../src-server/setup/demo-history/agenda.js';
import { activity, at, dayOf, historyStart, hours, isWorkingDay, nextWorkingDay, workingDays } from '../../src-server/setup/demo-history/calendar.js';
import { seededRandom } from '../../src-server/setup/demo-history/random.js';

describe('demo calendar', () => {
  it('works on weekdays but the fixed national holidays', () => {
    expect(isWorkingDay('2026-07-08')).toBe(true);
    expect(isWorkingDay('2026-07-09')).toBe(false); // Independence Day, a Thursday
    expect(isWorkingDay('2026-07-11')).toBe(false); // Saturday
    expect(nextWorkingDay('2026-07-08')).toBe('2026-07-10');
    expect(workingDays('2026-05-01', '2026-05-31')).toHaveLength(19);
  });

  it('starts six months back on a working day and tells times in Buenos Aires (UTC−3)', () => {
    expect(historyStart(new Date('2026-10-15T22:00:00Z'))).toBe('2026-04-15');
    expect(historyStart(new Date('2026-11-26T23:00:00Z'))).toBe('2026-05-26');
    expect(at('2026-10-15', hours(9, 30)).toISOString()).toBe('2026-10-15T12:30:00.000Z');
    // 22:30 in Buenos Aires is already the next day in UTC, still the same business day.
    expect(dayOf(new Date('2026-10-16T01:30:00Z'))).toBe('2026-10-15');
  });

  it('grows month on month, with July quieter than June', () => {
    const start = '2026-04-15';
    expect(activity(start, '2026-09-15')).toBeGreaterThan(activity(start, '2026-05-15'));
    expect(activity(start, '2026-07-15')).toBeLessThan(activity(start, '2026-06-17'));
  });
});

describe('demo agenda', () => {
  it('gives events back in time order, planned order breaking ties, and drops those at or after its end', () => {
    const agenda = new Agenda(new Date('2026-10-15T03:00:00Z'));
    const run = async () => undefined;
    agenda.add(new Date('2026-10-14T15:00:00Z'), 'b', 'order.create', run);
    agenda.add(new Date('2026-10-14T12:00:00Z'), 'a', 'order.create', run);
    agenda.add(new Date('2026-10-14T15:00:00Z'), 'c', 'order.create', run);
    agenda.add(new Date('2026-10-15T03:00:00Z'), 'late', 'order.create', run);
    const order: Array<string | null> = [];
    for (let event = agenda.take(); event; event = agenda.take()) order.push(event.actor);
    expect(order).toEqual(['a', 'b', 'c']);
  });
});

describe('demo chance', () => {
  it('repeats for the same seed', () => {
    const draw = () => {
      const random = seededRandom(7);
      return [random.next(), random.int(1, 6), random.pick(['x', 'y', 'z']), random.weighted([1, 2, 3], (n) => n)];
    };
    expect(draw()).toEqual(draw());
  });
});
