/**
 * Numbers as clerks type them, read in the user's locale, and the text an input shows back.
 *
 * es-AR writes `1.350,50`: "," is the decimal point and "." groups thousands; en writes `1,350.50`.
 * Reading "." as a decimal point in es-AR turned `1.350,50` into 1,35 and `50.000` into 50 without a
 * word, so the rules below only accept text whose meaning is clear and refuse the rest:
 *
 * 1. Spaces (any kind), a `$` and a `%` are ignored, so a pasted `$ 1.350,50` or `21 %` reads.
 * 2. Empty text is "no number" (`value: null`), for the form to decide whether that is allowed.
 * 3. With the locale's decimal separator present (once at most), the digits after it are the
 *    fraction; the digits before it may be grouped, but only in whole groups of three
 *    (`1.350,50`, `1350,50`; `1.35,5` is refused).
 * 4. Without it, group separators are thousands when every group has three digits and the first
 *    group is not a lone 0 (`50.000` → 50000, `1.000.000`).
 * 5. es-AR only: a single "." followed by 1 or 2 digits, or one after a lone 0 (`0.750`), is a
 *    decimal point — the numeric keypad's decimal key types "." on many Argentine keyboards, and
 *    no Argentine writes thousands that way. Anything else with "." (`1350.500`, `1.2345`) could
 *    mean two things and is refused with a message rather than guessed.
 * 6. A leading "-" (or "−") is read only where the field allows negatives.
 */
import { DEFAULT_LOCALE, type Locale } from './constants/locales.js';
import { formatNumber } from './format.js';
import { Decimal } from './money.js';

export type TypedNumberError = 'NOT_A_NUMBER' | 'AMBIGUOUS' | 'NEGATIVE' | 'TOO_MANY_DECIMALS' | 'TOO_LARGE';

export type TypedNumber = { ok: true; value: number | null } | { ok: false; error: TypedNumberError; maxDecimals?: number };

export interface TypedNumberOptions {
  /** Fraction digits the figure may have (money 2, rates 4, grams 0). */
  maxDecimals?: number;
  allowNegative?: boolean;
}

interface Separators {
  decimal: string;
  group: string;
  /** The keypad's decimal key, when it differs from the locale's decimal separator (rule 5). */
  keypadDecimal: string | null;
}

const SEPARATORS: Readonly<Record<Locale, Separators>> = {
  'es-AR': { decimal: ',', group: '.', keypadDecimal: '.' },
  en: { decimal: '.', group: ',', keypadDecimal: null },
};

// Beyond 15 digits a double no longer holds every whole number exactly; no amount here gets close.
const MAX_INTEGER_DIGITS = 15;
const IGNORED = /[\s$%]/gu;
const MINUS = /^[-−]/u;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole groups of three after a first group of one to three digits: `1.350`, `12.000.000`. */
function isGrouped(text: string, group: string): boolean {
  return new RegExp(`^\\d{1,3}(${escape(group)}\\d{3})+$`).test(text) && !/^0\D/.test(text);
}

/** The integer and fraction digits the text means, or why it cannot be read. */
function split(body: string, sep: Separators): { int: string; frac: string } | TypedNumberError {
  if (!/^[\d.,]+$/.test(body) || !/\d/.test(body)) return 'NOT_A_NUMBER';
  const parts = body.split(sep.decimal);
  if (parts.length > 2) return 'NOT_A_NUMBER';
  const [intText = '', frac] = parts;
  if (frac !== undefined) {
    if (!/^\d*$/.test(frac)) return 'AMBIGUOUS';
    if (intText.includes(sep.group) && !isGrouped(intText, sep.group)) return 'AMBIGUOUS';
    return { int: intText.split(sep.group).join(''), frac };
  }
  if (!intText.includes(sep.group)) return { int: intText, frac: '' };
  if (isGrouped(intText, sep.group)) return { int: intText.split(sep.group).join(''), frac: '' };
  if (sep.keypadDecimal === sep.group) {
    const keypad = new RegExp(`^(\\d*)${escape(sep.group)}(\\d+)$`).exec(intText);
    const [, int = '', digits = ''] = keypad ?? [];
    if (keypad && (digits.length <= 2 || /^0*$/.test(int))) return { int, frac: digits };
  }
  return 'AMBIGUOUS';
}

/** Reads what was typed into a number field; see the rules at the top of this file. */
export function parseTypedNumber(text: string, locale: Locale = DEFAULT_LOCALE, options: TypedNumberOptions = {}): TypedNumber {
  const compact = text.replace(IGNORED, '');
  if (compact === '') return { ok: true, value: null };
  const negative = MINUS.test(compact);
  const body = negative ? compact.slice(1) : compact.replace(/^\+/, '');
  const read = split(body, SEPARATORS[locale]);
  if (typeof read === 'string') return { ok: false, error: read };
  if (negative && !options.allowNegative) return { ok: false, error: 'NEGATIVE' };
  const frac = read.frac.replace(/0+$/, '');
  if (options.maxDecimals !== undefined && frac.length > options.maxDecimals) return { ok: false, error: 'TOO_MANY_DECIMALS', maxDecimals: options.maxDecimals };
  const int = read.int.replace(/^0+(?=\d)/, '') || '0';
  if (int.length > MAX_INTEGER_DIGITS) return { ok: false, error: 'TOO_LARGE' };
  const value = Decimal.from(`${negative ? '-' : ''}${int}.${frac || '0'}`).toNumber();
  // -0 would show as "-0".
  return { ok: true, value: value === 0 ? 0 : value };
}

/**
 * The text a number field shows for `value`, in the locale's convention, grouped: money with its
 * `fixedDecimals` always written (`1.350,50`), other figures with only the digits they need.
 * Parsing it back gives `value` again.
 */
export function formatTypedNumber(value: number | null | undefined, locale: Locale = DEFAULT_LOCALE, fixedDecimals?: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return formatNumber(value, fixedDecimals, locale);
}
