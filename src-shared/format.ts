/**
 * Display text for money, numbers, weights and dates. Digits come from exact decimals (never
 * from float formatting), so what is shown is what is stored.
 */
import { DEFAULT_LOCALE, type Locale } from './constants/locales.js';
import { GRAMS_PER_KG, MONEY_DECIMALS, RATE_DECIMALS, type Unit } from './constants/products.js';
import { Decimal, type Numeric } from './money.js';

interface LocaleStyle {
  decimal: string;
  group: string;
  currency: string;
  percent: string;
  dateOrder: 'dmy' | 'mdy';
  /** A day and a time as a sentence names them. */
  moment: (day: string, time: string) => string;
}

// 1000 g to the kg is a shift of three decimal places.
const KG_SHIFT = String(GRAMS_PER_KG).length - 1;

/**
 * The no-break space (U+00A0) that joins "$" to its figure, a short amount to its scale and a
 * percentage to its "%": with a plain space a narrow cell, a toast or a printed column broke
 * "$ 1.350,50" into "$" on one line and the figure on the next, and "21 %" into "21" and "%". Text
 * leaving the app as plain text (exports) turns it back into a space.
 */
export const NO_BREAK_SPACE = '\u00a0';

const STYLES: Readonly<Record<Locale, LocaleStyle>> = {
  'es-AR': { decimal: ',', group: '.', currency: `$${NO_BREAK_SPACE}`, percent: `${NO_BREAK_SPACE}%`, dateOrder: 'dmy', moment: (day, time) => `el ${day} a las ${time}` },
  en: { decimal: '.', group: ',', currency: '$', percent: '%', dateOrder: 'mdy', moment: (day, time) => `${day} at ${time}` },
};

/** Plain decimal text ("-1234.5") in the locale's separators, sign kept apart for money. */
function localize(plain: string, style: LocaleStyle): { negative: boolean; body: string } {
  const negative = plain.startsWith('-');
  const [intPart = '0', fracPart] = (negative ? plain.slice(1) : plain).split('.');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  return { negative, body: fracPart ? `${grouped}${style.decimal}${fracPart}` : grouped };
}

function plainText(x: Numeric, places: number | undefined): string {
  const d = Decimal.from(x);
  return places === undefined ? d.toString() : d.toFixed(places);
}

/**
 * `x` with grouping: exactly `places` fraction digits when given, else as many as the value
 * needs (trailing zeros dropped).
 */
export function formatNumber(x: Numeric, places?: number, locale: Locale = DEFAULT_LOCALE): string {
  const { negative, body } = localize(plainText(x, places), STYLES[locale]);
  return negative ? `-${body}` : body;
}

/** `$ 1.234,56` (es-AR, a no-break space after the sign), `$1,234.56` (en); negatives as `-$ 1.234,56`. */
export function formatMoney(x: Numeric, locale: Locale = DEFAULT_LOCALE): string {
  const style = STYLES[locale];
  // The sign comes from the rounded text, so -0.001 shows as $ 0,00 and not -$ 0,00.
  const { negative, body } = localize(Decimal.from(x).toFixed(MONEY_DECIMALS), style);
  return `${negative ? '-' : ''}${style.currency}${body}`;
}

/** Thousands and millions as a chart's axis names them: `$ 60 M`, `$ 1,5 M`, `$ 500 mil` (es-AR); `$60M`, `$500K` (en). */
const SHORT_SCALES: Readonly<Record<Locale, ReadonlyArray<{ size: number; suffix: string }>>> = {
  'es-AR': [
    { size: 1_000_000, suffix: `${NO_BREAK_SPACE}M` },
    { size: 1_000, suffix: `${NO_BREAK_SPACE}mil` },
  ],
  en: [
    { size: 1_000_000_000, suffix: 'B' },
    { size: 1_000_000, suffix: 'M' },
    { size: 1_000, suffix: 'K' },
  ],
};

/** Money shortened for an axis tick (one decimal at most), where `$ 60.000.000,00` would not fit. */
export function formatMoneyShort(x: Numeric, locale: Locale = DEFAULT_LOCALE): string {
  const style = STYLES[locale];
  const value = Decimal.from(x);
  const scale = SHORT_SCALES[locale].find((s) => !value.abs().lt(s.size));
  const shown = scale === undefined ? value.round(0) : value.div(scale.size, 1);
  const { negative, body } = localize(shown.toString(), style);
  return `${negative ? '-' : ''}${style.currency}${body}${scale?.suffix ?? ''}`;
}

/**
 * A percentage given in percent units (contributions, discounts: 21 → `21 %`, a no-break space
 * before the sign in es-AR), kept to the rate precision unless `places` is given.
 */
export function formatPercent(percent: Numeric, locale: Locale = DEFAULT_LOCALE, places?: number): string {
  const value = places === undefined ? Decimal.from(percent).round(RATE_DECIMALS) : percent;
  return `${formatNumber(value, places, locale)}${STYLES[locale].percent}`;
}

/** An aliquot given as a fraction (taxes: 0.105 → `10,5 %`). */
export function formatAliquot(aliquot: Numeric, locale: Locale = DEFAULT_LOCALE): string {
  return formatPercent(Decimal.from(aliquot).mul(100), locale);
}

/** Grams below 1000 g (`500 g`), kilograms from there (`1,5 kg`, `1 kg`, `12,345 kg`). */
export function formatWeight(grams: Numeric, locale: Locale = DEFAULT_LOCALE): string {
  const g = Decimal.from(grams);
  if (g.abs().lt(GRAMS_PER_KG)) return `${formatNumber(g, undefined, locale)} g`;
  // With KG_SHIFT more places than the grams have, the quotient is exact.
  const kg = g.div(GRAMS_PER_KG, g.scale + KG_SHIFT);
  return `${formatNumber(kg, undefined, locale)} kg`;
}

/** A cart quantity: units as a plain number, grams as a weight. */
export function formatQuantity(quantity: Numeric, unit: Unit, locale: Locale = DEFAULT_LOCALE): string {
  return unit === 'WEIGHT' ? formatWeight(quantity, locale) : formatNumber(quantity, undefined, locale);
}

interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * One formatter per time zone, made once: building an Intl.DateTimeFormat costs far more than
 * formatting with it, and a list formats a date in every row it draws.
 */
const PARTS_FORMATS = new Map<string | undefined, Intl.DateTimeFormat>();
function partsFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  let format = PARTS_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    PARTS_FORMATS.set(timeZone, format);
  }
  return format;
}

/**
 * A date-only string is a calendar day, not an instant: reading it through `Date` would print
 * the previous day west of UTC. Instants are shown in `timeZone` (the machine's when omitted).
 */
function dateParts(value: string | Date, timeZone: string | undefined): DateParts {
  const dayMatch = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  if (dayMatch) {
    const [, year = '', month = '', day = ''] = dayMatch;
    const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
    if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day)) {
      throw new RangeError(`Not a calendar date: "${value}"`);
    }
    return { year, month, day, hour: '00', minute: '00' };
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: "${String(value)}"`);
  if (timeZone === undefined) {
    // The machine's zone: what Intl would use, read straight from the date (a list formats a date
    // in every row it draws; formatToParts costs tens of times more).
    const two = (n: number): string => String(n).padStart(2, '0');
    return { year: String(date.getFullYear()).padStart(4, '0'), month: two(date.getMonth() + 1), day: two(date.getDate()), hour: two(date.getHours()), minute: two(date.getMinutes()) };
  }
  const parts = partsFormat(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year').padStart(4, '0'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

function dayText(p: DateParts, locale: Locale): string {
  return STYLES[locale].dateOrder === 'dmy' ? `${p.day}/${p.month}/${p.year}` : `${p.month}/${p.day}/${p.year}`;
}

/** `dd/mm/yyyy` (es-AR) or `mm/dd/yyyy` (en). */
export function formatDate(value: string | Date, locale: Locale = DEFAULT_LOCALE, timeZone?: string): string {
  return dayText(dateParts(value, timeZone), locale);
}

/** The day and month alone, `dd/mm` (es-AR) or `mm/dd` (en): beside a column that already gives the whole date. */
export function formatDayMonth(value: string | Date, locale: Locale = DEFAULT_LOCALE, timeZone?: string): string {
  const p = dateParts(value, timeZone);
  return STYLES[locale].dateOrder === 'dmy' ? `${p.day}/${p.month}` : `${p.month}/${p.day}`;
}

/** The date as `formatDate` writes it, then the 24-hour time: `05/03/2026 14:07`. */
export function formatDateTime(value: string | Date, locale: Locale = DEFAULT_LOCALE, timeZone?: string): string {
  const p = dateParts(value, timeZone);
  return `${dayText(p, locale)} ${p.hour}:${p.minute}`;
}

/**
 * An instant inside a sentence: `el 26/11/2026 a las 22:14` (es-AR), `11/26/2026 at 22:14` (en).
 * Spanish needs the article in every place a moment is named ("Entregado el…", "hasta el…"), so
 * it is written here once; English sentences put their own preposition ("on", "until") before it.
 */
export function formatMoment(value: string | Date, locale: Locale = DEFAULT_LOCALE, timeZone?: string): string {
  const p = dateParts(value, timeZone);
  return STYLES[locale].moment(dayText(p, locale), `${p.hour}:${p.minute}`);
}
