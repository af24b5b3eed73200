/**
 * The demo history's clock: working days (weekdays but Argentina's fixed national holidays) and
 * times of day in Buenos Aires (UTC−3 all year, no daylight saving), so every event falls inside
 * business hours and lands on the same day and month whichever zone statistics group by.
 */

/** Argentina's national holidays that never move (MM-DD); the movable ones are left out. */
const HOLIDAYS = new Set(['01-01', '03-24', '04-02', '05-01', '05-25', '06-20', '07-09', '12-08', '12-25']);

/** Buenos Aires is three hours behind UTC. */
const OFFSET_HOURS = 3;
const DAY_MS = 86_400_000;

/** A calendar day in Buenos Aires, `YYYY-MM-DD`. */
export type Day = string;

export function dayOf(instant: Date): Day {
  return new Date(instant.getTime() - OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

/** The instant at `minutes` past midnight of `day` in Buenos Aires. */
export function at(day: Day, minutes: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + (OFFSET_HOURS * 60 + minutes) * 60_000);
}

export const hours = (h: number, m = 0): number => h * 60 + m;

export function addDays(day: Day, count: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

export function isWorkingDay(day: Day): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(day.slice(5));
}

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (day: Day): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The working day `count` working days after `day` (the next one for 1). */
export function nextWorkingDay(day: Day, count = 1): Day {
  let next = day;
  for (let left = count; left > 0;) {
    next = addDays(next, 1);
    if (isWorkingDay(next)) left -= 1;
  }
  return next;
}

/** Every working day from `from` to `to`, both included. */
export function workingDays(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (isWorkingDay(day)) days.push(day);
  return days;
}

/** The first working day on or after the same date six months before `now`. */
export function historyStart(now: Date): Day {
  const today = dayOf(now);
  const month = Number(today.slice(5, 7)) - 1 - 6;
  const date = new Date(Date.UTC(Number(today.slice(0, 4)), month, Math.min(Number(today.slice(8, 10)), 28)));
  let day = date.toISOString().slice(0, 10);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** Whole months from `start` to `day` (0 in the first month of the history). */
export function monthsSince(start: Day, day: Day): number {
  return (Number(day.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + Number(day.slice(5, 7)) - Number(start.slice(5, 7));
}

/**
 * How busy a calendar month is against an average one: the winter school holidays (July) and the
 * summer (January, February) are quieter, the spring busier, December the peak of the year.
 */
const SEASON = [0.82, 0.86, 0.98, 1, 1, 1.02, 0.88, 1, 1.04, 1.08, 1.12, 1.3] as const;
/** Mondays restock after the weekend, Fridays are short. */
const WEEKDAY = [0, 1.15, 1, 1, 1.05, 0.88, 0] as const;
/** The business grows a little every month. */
const MONTHLY_GROWTH = 0.05;

/** How much more (or less) happens on `day` than on an average day of the history's first month. */
export function activity(start: Day, day: Day): number {
  const growth = 1 + MONTHLY_GROWTH * monthsSince(start, day);
  return growth * (SEASON[Number(day.slice(5, 7)) - 1] ?? 1) * (WEEKDAY[weekdayOf(day)] ?? 1);
}
