/**
 * The business day (domain §2): instants are stored in UTC, but days and months are the business's,
 * cut at midnight in its time zone (the business settings' `timeZone`). A date-only filter means
 * that local day; a month groups what happened between two local midnights. Pure, on `Intl`, so the
 * server, the desktop and the screens cut alike; no fixed offset is assumed (a zone may keep DST).
 */

/** `YYYY-MM-DD`: a calendar day of the business. */
export type DayKey = string;
/** `YYYY-MM`: a calendar month of the business. */
export type MonthKey = string;

/** The instants of a local day or month: `from` included, `to` excluded (ISO UTC text, as stored). */
export interface InstantRange {
  readonly from: string;
  readonly to: string;
}

export interface LocalParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const MINUTE_MS = 60_000;

/** Whether text names a day with no time (`2026-11-30`), rather than an instant. */
export const isDayOnly = (value: string): boolean => DAY_ONLY.test(value);

// Formatters are costly to build and answer the same for a zone every time.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(zone, format);
  }
  return format;
}

const toDate = (instant: string | Date | number): Date => (instant instanceof Date ? instant : new Date(instant));

/** The wall-clock reading of an instant in a zone. */
export function localParts(instant: string | Date | number, zone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(toDate(instant))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year ?? 0, month: parts.month ?? 1, day: parts.day ?? 1, hour: (parts.hour ?? 0) % 24, minute: parts.minute ?? 0, second: parts.second ?? 0 };
}

/** How far the zone's clock is ahead of UTC at an instant, in minutes (Buenos Aires: −180). */
export function zoneOffsetMinutes(instant: string | Date | number, zone: string): number {
  const at = toDate(instant);
  const p = localParts(at, zone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / MINUTE_MS);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const dayKeyOf = (year: number, month: number, day: number): DayKey => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The business day an instant falls on. */
export function localDay(instant: string | Date | number, zone: string): DayKey {
  const p = localParts(instant, zone);
  return dayKeyOf(p.year, p.month, p.day);
}

/** The business month an instant falls in. */
export function localMonth(instant: string | Date | number, zone: string): MonthKey {
  return localDay(instant, zone).slice(0, 7);
}

const wallOf = (instant: number, zone: string): number => instant + zoneOffsetMinutes(instant, zone) * MINUTE_MS;

/**
 * The instant the zone's clock reads `wall` (a wall time coded as UTC). Where the clock repeats it,
 * the earlier instant; where the clock jumps over it (a midnight DST change), the first instant
 * after the jump — so a day always begins at its first instant.
 */
function instantOfWall(wall: number, zone: string): number {
  const first = wall - zoneOffsetMinutes(wall, zone) * MINUTE_MS;
  const second = wall - zoneOffsetMinutes(first, zone) * MINUTE_MS;
  const exact = [first, second].filter((instant) => wallOf(instant, zone) === wall);
  return exact.length > 0 ? Math.min(...exact) : Math.max(first, second);
}

function dayNumbers(day: DayKey): [number, number, number] {
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
}

/** The day after (or `count` days after) a business day. */
export function addDays(day: DayKey, count: number): DayKey {
  const [y, m, d] = dayNumbers(day);
  const at = new Date(Date.UTC(y, m - 1, d + count));
  return dayKeyOf(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}

/** The month `count` months after a business month. */
export function addMonths(month: MonthKey, count: number): MonthKey {
  const at = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + count, 1));
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}`;
}

/** The instant a business day begins (its local midnight), as ISO UTC text. */
export function startOfDay(day: DayKey, zone: string): string {
  const [y, m, d] = dayNumbers(day);
  return new Date(instantOfWall(Date.UTC(y, m - 1, d), zone)).toISOString();
}

/** The instants of a business day: `dayRange('2026-11-30', 'America/Argentina/Buenos_Aires')` is 03:00Z to 03:00Z. */
export function dayRange(day: DayKey, zone: string): InstantRange {
  return { from: startOfDay(day, zone), to: startOfDay(addDays(day, 1), zone) };
}

/** The instants of a business month. */
export function monthRange(month: MonthKey, zone: string): InstantRange {
  return { from: startOfDay(`${month}-01`, zone), to: startOfDay(`${addMonths(month, 1)}-01`, zone) };
}

/** Every month from `from` to `to`, both included, in order. */
export function monthsBetween(from: MonthKey, to: MonthKey): MonthKey[] {
  const months: MonthKey[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** One millisecond before an instant: the last one an inclusive bound (`<=`) may name. */
export const justBefore = (iso: string): string => new Date(Date.parse(iso) - 1).toISOString();

/**
 * A list's period filter as inclusive instant bounds: a date-only `fromDate` starts at its local
 * midnight, a date-only `toDate` takes in its whole local day; a date-time is that instant.
 */
export function periodBounds(fromDate: string | undefined, toDate: string | undefined, zone: string): { from?: string; to?: string } {
  const bounds: { from?: string; to?: string } = {};
  if (fromDate) bounds.from = isDayOnly(fromDate) ? startOfDay(fromDate, zone) : new Date(fromDate).toISOString();
  if (toDate) bounds.to = isDayOnly(toDate) ? justBefore(startOfDay(addDays(toDate, 1), zone)) : new Date(toDate).toISOString();
  return bounds;
}

/**
 * The business day a stored date names: a date-only one is that day; a date-time, the local day of
 * its instant (a roadmap or a delivery date may be kept either way).
 */
export function dayOfDate(date: string, zone: string): DayKey {
  return isDayOnly(date) ? date : localDay(date, zone);
}

/** Today, for the business. */
export const today = (now: Date, zone: string): DayKey => localDay(now, zone);
