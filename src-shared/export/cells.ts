/**
 * One exported cell from one document, by its column: the same value the list shows, as a value a
 * spreadsheet can compute with. Money is the stored amount rounded to the cent with the exact
 * decimal rules of `src-shared/money.ts`; instants become the day and time the user saw, in their
 * time zone; codes become the labels the screen passed. Pure: both writers (XLSX, CSV) and the
 * tests read cells from here.
 */
import { GRAMS_PER_KG, MONEY_DECIMALS, RATE_DECIMALS } from '../constants/products.js';
import { NO_BREAK_SPACE } from '../format.js';
import { Decimal } from '../money.js';
import type { ExportColumn } from './columns.js';
import { derive, type DeriveContext } from './derived.js';

/** A day and time on the user's wall clock (no time zone left to apply). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export type Cell =
  | { readonly type: 'text'; readonly value: string }
  | { readonly type: 'number'; readonly value: number }
  | { readonly type: 'money'; readonly value: number }
  | { readonly type: 'cost'; readonly value: number }
  | { readonly type: 'weight'; readonly value: number }
  | { readonly type: 'percent'; readonly value: number }
  | { readonly type: 'date'; readonly value: WallClock; readonly time: boolean }
  | null;

type Doc = Readonly<Record<string, unknown>>;

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
const offsets = new Map<string, Map<number, number | null>>();
/** About ten years of days: the cache of a long-running app stays small. */
const MAX_CACHED_DAYS = 4_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Built once per time zone: building one costs more than a hundred uses. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The offset from UTC of `timeZone` at `time`, asked of Intl (a few microseconds). */
function offsetNow(time: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const minute = Math.floor(time / 60_000) * 60_000;
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')) - minute;
}

/**
 * The offset at `time`. Offsets change on a few days a year: for a UTC day whose start and end
 * agree it is kept once for the whole day (50,000 orders span a few hundred days); on a day with
 * a change each instant is asked of Intl.
 */
function offsetAt(time: number, timeZone: string): number {
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const day = Math.floor(time / DAY_MS) * DAY_MS;
  let offset = zone.get(day);
  if (offset === undefined) {
    const first = offsetNow(day, timeZone);
    offset = first === offsetNow(day + DAY_MS - 60_000, timeZone) ? first : null;
    if (zone.size >= MAX_CACHED_DAYS) zone.clear();
    zone.set(day, offset);
  }
  return offset ?? offsetNow(time, timeZone);
}

/** A date-only text is that calendar day; an instant is read on the wall clock of `timeZone`. */
export function wallClock(value: unknown, timeZone: string): WallClock | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const day = typeof value === 'string' ? DAY_ONLY.exec(value) : null;
  if (day) return { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]), hour: 0, minute: 0 };
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(time)) return null;
  const local = new Date(time + offsetAt(time, timeZone));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate(), hour: local.getUTCHours(), minute: local.getUTCMinutes() };
}

export function readPath(doc: Doc, path: string): unknown {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Doc)[part];
  }
  return value;
}

const missing = (value: unknown): boolean => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function fill(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => params[name] ?? match);
}

function decimalOf(value: unknown): Decimal | null {
  if (typeof value === 'number' && Number.isFinite(value)) return Decimal.from(value);
  if (typeof value === 'string' && value.trim() !== '') {
    try {
      return Decimal.from(value);
    } catch {
      return null;
    }
  }
  return null;
}

const CENTS = 10 ** MONEY_DECIMALS;

/**
 * An amount to the cent, rounded half away from zero by the exact decimal rules. A stored amount
 * is already the double nearest its cents (the server rounds with the same rules), and then it is
 * its own answer: that double prints as its cents, so the exact rounding would give it back.
 */
function moneyOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < Number.MAX_SAFE_INTEGER / CENTS && Math.round(value * CENTS) / CENTS === value) return value === 0 ? 0 : value;
  const amount = decimalOf(value);
  return amount === null ? null : amount.round(MONEY_DECIMALS).toNumber();
}

/**
 * An exported text holds plain spaces: the no-break space the screens keep "$ 1.350,50" in one
 * piece with (`NO_BREAK_SPACE`) means nothing in a spreadsheet cell, and a search or a formula typed
 * with the space bar would not find it. The same text as the XLSX money format's "$ ".
 */
const text = (value: string): Cell => ({ type: 'text', value: value.replaceAll(NO_BREAK_SPACE, ' ') });

/** Whether a quantity's unit is WEIGHT: a field of the same document, or of the one it points to. */
function isWeight(column: ExportColumn, doc: Doc, context: DeriveContext): boolean {
  if (column.unitField !== undefined) return readPath(doc, column.unitField) === 'WEIGHT';
  if (column.unitFrom === undefined) return false;
  const id = readPath(doc, column.unitFrom.field);
  return typeof id === 'string' && context.get(column.unitFrom.collection, id)?.unit === 'WEIGHT';
}

/** The raw value of the column, references resolved; a text cell when a derived label decides it. */
function rawValue(column: ExportColumn, doc: Doc, context: DeriveContext): { value: unknown } | { cell: Cell } {
  if (column.derived !== undefined) {
    const derived = derive(column.derived, doc, context);
    if ('label' in derived) return { cell: text(fill(column.labels?.[derived.label] ?? derived.label, derived.params ?? {})) };
    return { value: derived.value };
  }
  let value = readPath(doc, column.field ?? '');
  if (missing(value) && column.fallback !== undefined) value = column.fallback;
  if (column.ref && typeof value === 'string' && value !== '') {
    value = column.ref.show === 'number' ? context.get(column.ref.collection, value)?.number : context.name(column.ref.collection, value);
  }
  return { value };
}

export function exportCell(column: ExportColumn, doc: Doc, context: DeriveContext, timeZone: string): Cell {
  const blank = (): Cell => (column.empty !== undefined && column.empty !== '' ? text(column.empty) : null);
  if (column.emptyIf !== undefined && !missing(readPath(doc, column.emptyIf))) return blank();
  const raw = rawValue(column, doc, context);
  if ('cell' in raw) return raw.cell;
  const { value } = raw;
  // An empty list (a count excepted) is no value: the list's "—" or "everyone".
  if (missing(value) && !(column.kind === 'count' && Array.isArray(value))) return blank();
  if (column.labelsOnly && (typeof value !== 'string' || column.labels?.[value] === undefined)) return blank();
  const label = (key: string) => column.labels?.[key] ?? key;
  switch (column.kind) {
    case 'text':
      // A list of codes (a delivery's roles) reads as their labels, one after the other.
      if (Array.isArray(value)) return text(value.map((item) => label(String(item))).join(', '));
      return text(label(typeof value === 'object' ? JSON.stringify(value) : String(value)));
    case 'boolean':
      return text(label(String(Boolean(value))));
    case 'count':
      return Array.isArray(value) ? { type: 'number', value: value.length } : null;
    case 'number': {
      if (typeof value === 'number' && Number.isFinite(value)) return { type: 'number', value };
      const number = decimalOf(value);
      return number ? { type: 'number', value: number.toNumber() } : text(String(value));
    }
    case 'money': {
      const amount = moneyOf(value);
      return amount === null ? text(String(value)) : { type: 'money', value: amount };
    }
    case 'cost': {
      const cost = decimalOf(value);
      return cost ? { type: 'cost', value: cost.round(RATE_DECIMALS).toNumber() } : text(String(value));
    }
    case 'quantity': {
      const quantity = decimalOf(value);
      if (!quantity) return text(String(value));
      const weight = isWeight(column, doc, context);
      // Grams to kg is a shift of three places: exact at three more places than the grams have.
      return weight ? { type: 'weight', value: quantity.div(GRAMS_PER_KG, quantity.scale + 3).toNumber() } : { type: 'number', value: quantity.toNumber() };
    }
    case 'percent': {
      const fraction = decimalOf(value);
      return fraction ? { type: 'percent', value: fraction.toNumber() } : text(String(value));
    }
    case 'date':
    case 'datetime': {
      const clock = wallClock(value, timeZone);
      if (!clock) return text(String(value));
      return { type: 'date', value: column.kind === 'date' ? { ...clock, hour: 0, minute: 0 } : clock, time: column.kind === 'datetime' };
    }
  }
}
