/**
 * A weight as a clerk types it: a number in the user's locale (read by `typed-number`) and, after
 * it, the unit if the clerk says one — `750 g`, `750g`, `750 gr`, `1,5 kg`, `1,5kg`, `2 kilos`.
 * Without a unit the number is in the unit the field shows. Either way the result is grams, exact
 * (domain §3: WEIGHT quantities are whole grams), and the unit typed, for the field to switch to.
 *
 * - Grams are whole: `1.350,5 g` is refused with its own reason, not read as 1350 or 1351.
 * - Kilograms keep 3 decimals, down to the gram (`1,2345 kg` is refused).
 * - Any other word after the number is not a unit here and the text is not a number.
 * - Text that is no weight says so as a weight (`NOT_A_WEIGHT`, `WEIGHT_AMBIGUOUS`): the plain
 *   number's reasons showed `1.350,50` as the way to write it, which grams then refuse.
 */
import { DEFAULT_LOCALE, type Locale } from './constants/locales.js';
import { GRAMS_PER_KG, LIKELY_GRAMS_FROM_KG, type WeightUnit } from './constants/products.js';
import { Decimal } from './money.js';
import { parseTypedNumber, type TypedNumberError } from './typed-number.js';

export type TypedWeightError = Exclude<TypedNumberError, 'NOT_A_NUMBER' | 'AMBIGUOUS'> | 'WHOLE_GRAMS' | 'NOT_A_WEIGHT' | 'WEIGHT_AMBIGUOUS';

/** `value` is the grams, null for an empty field; `unit` is the unit typed after the number, null when none was. */
export type TypedWeight = { ok: true; value: number | null; unit: WeightUnit | null } | { ok: false; error: TypedWeightError; maxDecimals?: number };

export interface TypedWeightOptions {
  /** The unit the field shows: what a number typed without a unit means. */
  unit: WeightUnit;
  allowNegative?: boolean | undefined;
}

/** A kilogram has 3 decimals down to the gram. */
export const KG_DECIMALS = String(GRAMS_PER_KG).length - 1;
// Beyond this a double no longer holds every whole number of grams exactly.
const MAX_GRAM_DIGITS = 15;

/** The words clerks write after a weight, lower-cased; a trailing "." (`gr.`) is allowed. */
const UNIT_WORDS: Readonly<Record<string, WeightUnit>> = {
  g: 'g',
  gr: 'g',
  grs: 'g',
  gramo: 'g',
  gramos: 'g',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogramo: 'kg',
  kilogramos: 'kg',
};
const TRAILING_WORD = /^(.*?)\s*([a-z]+)\.?\s*$/iu;

/** The number's text and the unit written after it (null when the text ends in no unit word). */
function splitUnit(text: string): { figure: string; unit: WeightUnit | null } | null {
  const match = TRAILING_WORD.exec(text);
  if (!match) return { figure: text, unit: null };
  const unit = UNIT_WORDS[(match[2] ?? '').toLowerCase()];
  return unit ? { figure: match[1] ?? '', unit } : null;
}

/** Reads a weight typed into a quantity field as grams; see the rules at the top of this file. */
export function parseTypedWeight(text: string, locale: Locale = DEFAULT_LOCALE, options: TypedWeightOptions): TypedWeight {
  const split = splitUnit(text);
  if (!split) return { ok: false, error: 'NOT_A_WEIGHT' };
  // A unit with no figure before it ("kg") is not a weight yet; an empty field stays empty.
  if (split.unit && split.figure.trim() === '') return { ok: false, error: 'NOT_A_WEIGHT' };
  const unit = split.unit ?? options.unit;
  const read = parseTypedNumber(split.figure, locale, { maxDecimals: unit === 'kg' ? KG_DECIMALS : 0, allowNegative: options.allowNegative });
  if (!read.ok) {
    if (read.error === 'TOO_MANY_DECIMALS' && unit === 'g') return { ok: false, error: 'WHOLE_GRAMS' };
    if (read.error === 'NOT_A_NUMBER') return { ok: false, error: 'NOT_A_WEIGHT' };
    if (read.error === 'AMBIGUOUS') return { ok: false, error: 'WEIGHT_AMBIGUOUS' };
    return { ok: false, error: read.error, ...(read.maxDecimals !== undefined ? { maxDecimals: read.maxDecimals } : {}) };
  }
  if (read.value === null) return { ok: true, value: null, unit: split.unit };
  const grams = unit === 'kg' ? Decimal.from(read.value).mul(GRAMS_PER_KG) : Decimal.from(read.value);
  if (grams.abs().round(0).toString().length > MAX_GRAM_DIGITS) return { ok: false, error: 'TOO_LARGE' };
  return { ok: true, value: grams.toNumber(), unit: split.unit };
}

/** The figure a weight shows in `unit`: grams as they are, kilograms with up to 3 decimals. */
export function weightIn(grams: number, unit: WeightUnit): number {
  return unit === 'kg' ? Decimal.from(grams).div(GRAMS_PER_KG, KG_DECIMALS).toNumber() : grams;
}

/**
 * Whether a weight shown in kilograms is large enough to be grams typed in the wrong unit
 * (`LIKELY_GRAMS_FROM_KG`): the field then asks "¿750 kg?". Grams shown as grams never are.
 */
export function looksLikeGrams(grams: number, unit: WeightUnit): boolean {
  return unit === 'kg' && Math.abs(grams) >= LIKELY_GRAMS_FROM_KG * GRAMS_PER_KG;
}

/**
 * Whether a weight shown in grams is told in kilograms under its field ("= 2,5 kg": "2.500" could be
 * read either way): only a figure of 1.000 g or more that the clerk typed. A line they have not
 * touched holds its default (1.000 g, a kilo), which the hint would only repeat on every new line.
 */
export function tellsInKg(grams: number, unit: WeightUnit, typedByClerk: boolean): boolean {
  return typedByClerk && unit === 'g' && Math.abs(grams) >= GRAMS_PER_KG;
}
