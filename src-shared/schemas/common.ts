/**
 * Building blocks every feature schema is made of. Each one carries the shared error map, so no
 * feature file writes a message or a zod default text leaks through. Objects are always strict:
 * an unknown field is a 400, never silently stored (domain §2).
 */
import { z } from 'zod';
import { PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH } from '../constants/auth.js';
import { CUSTOMER_PHONE_EXAMPLE, CUSTOMER_PHONE_PATTERN } from '../constants/customers.js';
import { MONEY_DECIMALS, PERCENT_MAX, PERCENT_MIN, RATE_DECIMALS } from '../constants/products.js';
import { OBJECT_ID_PATTERN, normalizeId } from '../ids.js';
import { DATE_YEAR_MAX, DATE_YEAR_MIN, MONEY_MAX, MULTIPLIER_MAX, QUANTITY_MAX } from '../limits.js';
import { dec, meantDecimal } from '../money.js';
import { contract, fieldError, fieldLabel, say, type FieldErrorOptions } from './messages.js';

const err = (options?: FieldErrorOptions) => ({ error: fieldError(options) });

/** Caps for fields the spec leaves unconstrained, so no request can store an unbounded string. */
export const SHORT_TEXT_MAX = 255;
export const LONG_TEXT_MAX = 2000;
export const URL_MAX = 2048;

export function obj<T extends z.core.$ZodLooseShape>(shape: T, options?: FieldErrorOptions) {
  return z.strictObject(shape, err(options));
}

export function list<T extends z.ZodType>(item: T, bounds: { min?: number; max?: number } & FieldErrorOptions = {}) {
  const { min, max, ...options } = bounds;
  let schema = z.array(item, err(options));
  if (min !== undefined) schema = schema.min(min);
  if (max !== undefined) schema = schema.max(max);
  return schema;
}

/**
 * Control characters are never text a person typed: they break exports and printouts, and
 * PostgreSQL cannot store NUL at all. A single line takes none (C0, DEL, C1); free text keeps tab
 * and line breaks.
 */
const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** U+2028 and U+2029 break a line as a line feed does, so a single line takes neither. */
const isLineSeparator = (code: number): boolean => code === 0x2028 || code === 0x2029;
/**
 * Bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) make text display in
 * another order than it is stored: a name or note could show a customer or an amount it is not.
 */
const isBidiControl = (code: number): boolean => (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/**
 * What `value` holds that no text field takes: a C0 control, DEL, a C1 control or a bidirectional
 * control (free text may hold tab and line breaks, a single line no line separator either), or half
 * of a surrogate pair ("broken": no character at all, JSON's `\ud800` is not text and is stored as
 * garbage; a client that sends it cut a text in the middle of a character, which is not a control).
 */
function flawOf(value: string, freeText: boolean): 'control' | 'broken' | null {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20) {
      if (!(freeText && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN))) return 'control';
    } else if ((code >= 0x7f && code <= 0x9f) || isBidiControl(code) || (!freeText && isLineSeparator(code))) return 'control';
    else if (isHighSurrogate(code)) {
      if (!isLowSurrogate(value.charCodeAt(i + 1))) return 'broken';
      i += 1;
    } else if (isLowSurrogate(code)) return 'broken';
  }
  return null;
}

function withoutControls(schema: z.ZodString, freeText: boolean, options?: FieldErrorOptions): z.ZodString {
  return schema.refine((value) => flawOf(value, freeText) === null, {
    error: (iss) => {
      const field = options?.label ?? fieldLabel(iss.path);
      return say(iss, typeof iss.input === 'string' && flawOf(iss.input, freeText) === 'broken' ? contract.brokenCharacter(field) : contract.controlCharacters(field));
    },
    // The field's other rules (patterns, refinements added after) have nothing to say about it.
    abort: true,
  });
}

/**
 * What a single-line text loses at its ends: white space, and the characters that draw nothing
 * (soft hyphen, zero-width space and joiners, word joiner, byte-order mark), which a name copied
 * from a web page or a chat brings along. Without them, a name of only such characters would pass
 * for a name and show as a blank row.
 */
const BLANK = '[\\s\\u00AD\\u180E\\u200B-\\u200D\\u2060\\uFEFF]+';
const BLANK_ENDS = new RegExp(`^${BLANK}|${BLANK}$`, 'gu');

/**
 * A single-line text, trimmed first (`BLANK_ENDS`) so "   " does not pass for a name, and composed
 * (NFC): a keyboard that sends "é" as "e" and an accent stores the same text as one that sends "é",
 * so a unique slug is not taken twice in two spellings that look alike, and a length counts characters.
 */
export function text(max: number, min = 0, options?: FieldErrorOptions) {
  const base = z
    .string(err(options))
    .overwrite((value) => value.replace(BLANK_ENDS, ''))
    .normalize('NFC');
  return withoutControls(min > 0 ? base.min(min).max(max) : base.max(max), false, options);
}

/** Free text (notes, descriptions): kept as typed but composed (NFC, as `text`), only its length is checked. */
export function longText(max: number) {
  return withoutControls(z.string(err()).normalize('NFC').max(max), true);
}

/**
 * Every number the API takes stays within ±10^12: amounts in cents and quantities in thousandths
 * then remain exact integers, and no figure a distributor deals in comes near it.
 */
export const NUMBER_LIMIT = 1_000_000_000_000;

export function num(options?: FieldErrorOptions) {
  return z.number(err(options)).min(-NUMBER_LIMIT).max(NUMBER_LIMIT);
}

/**
 * A number that keeps at most `places` decimals (domain §3): money to the cent, a rate (a unit cost,
 * a margin, a percentage) to four places. More is refused, not rounded: a tax line of 0.004 would
 * be stored as 0 without a word. A client's binary-float noise is no decimal it typed: 0.1 + 0.2 is
 * taken as the 0.3 it stands for (storage rounds it to that).
 */
function withPlaces(schema: z.ZodNumber, places: number): z.ZodNumber {
  return schema.refine(
    (value) => {
      const meant = meantDecimal(value);
      return dec(meant).round(places).eq(meant);
    },
    { error: (iss) => say(iss, contract.decimals(fieldLabel(iss.path), places)) },
  );
}

/** A number within [min, max], or (min, max] when `exclusiveMin`, reported as one failure, with at most `places` decimals. */
function figure(min: number, max: number, places: number | null, exclusiveMin = false) {
  const base = z.number(err());
  const ranged = (exclusiveMin ? base.gt(min) : base.min(min)).max(max);
  return places === null ? ranged : withPlaces(ranged, places);
}

/** Money that cannot be negative, to the cent: prices, fees, totals, tax values. */
export const money = () => figure(0, MONEY_MAX, MONEY_DECIMALS);
/** A strictly positive amount of money, to the cent (a payment, a cash flow amount). */
export const positiveMoney = () => figure(0, MONEY_MAX, MONEY_DECIMALS, true);
/** Money either way, to the cent: an opening balance or a correction of one. */
export const signedMoney = () => figure(-MONEY_MAX, MONEY_MAX, MONEY_DECIMALS);
/** Money per unit or kg, which keeps a rate's four places (domain §3): a unit cost, a tax base. */
export const unitMoney = () => figure(0, MONEY_MAX, RATE_DECIMALS);
/** A strictly positive quantity up to `max` (units, or grams). */
export const quantityUpTo = (max: number) => figure(0, max, null, true);
/** A quantity moved or sold (units, or grams): strictly positive. */
export const quantity = () => quantityUpTo(QUANTITY_MAX);
/** A stock figure or count that cannot be negative (a shelf count, a critical level). */
export const count = () => figure(0, QUANTITY_MAX, null);
/** A stock change or figure either way (an adjustment, a theoretical count). */
export const signedQuantity = () => figure(-QUANTITY_MAX, QUANTITY_MAX, null);
/** A margin: a multiplier of the unit cost (1.35), to a rate's four places. */
export const multiplier = () => figure(0, MULTIPLIER_MAX, RATE_DECIMALS, true);
/**
 * A percentage (contributions, an aliquot, an order's discount): 0 to 100, to a rate's four places.
 * `options` give a field its own words for a wrong value (the discount's contract message).
 */
export const percent = (options?: FieldErrorOptions) => withPlaces(num(options).min(PERCENT_MIN).max(PERCENT_MAX), RATE_DECIMALS);
/** A whole number: whatever is not one (text, a fraction) is told "must be an integer", as a query's whole numbers are. */
export const int = () => num({ wrongType: (field) => contract.wrongType(field, 'int') }).int();
export const flag = () => z.boolean(err());

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, err());
}

/** Ids are 24 hex characters in either case; the output is the stored lowercase form (domain §2). */
export const id = () =>
  z
    .string(err({ mismatch: contract.id }))
    .regex(OBJECT_ID_PATTERN)
    .transform(normalizeId);

/** A client-chosen id on create, for offline creation (domain §2). */
export const clientId = () => id().optional();

const PAIRING_CODE_PATTERN = new RegExp(`^[${PAIRING_CODE_ALPHABET}]{${PAIRING_CODE_LENGTH}}$`, 'i');
/** A device pairing code; people type it, so any case is accepted and upper case is kept. */
export const pairingCode = () =>
  z
    .string(err({ mismatch: (f) => contract.charactersFrom(f, PAIRING_CODE_LENGTH, PAIRING_CODE_ALPHABET) }))
    .regex(PAIRING_CODE_PATTERN)
    .transform((s) => s.toUpperCase());

/**
 * Emails without a top-level-domain check (spec §5: `a@b` is valid): a dotted local part, an
 * `@`, and one or more dot-separated host labels.
 */
const LOCAL = "[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
export const EMAIL_PATTERN = new RegExp(`^${LOCAL}@${LABEL}(?:\\.${LABEL})*$`);
const EMAIL_OR_EMPTY = new RegExp(`^(?:${LOCAL}@${LABEL}(?:\\.${LABEL})*)?$`);
const emailError = err({ format: contract.email });

export const email = () => z.string(emailError).trim().max(SHORT_TEXT_MAX).regex(EMAIL_PATTERN);
/** An email a form may leave blank: a valid email, an empty string, or null. */
export const optionalEmail = () => z.string(emailError).trim().max(SHORT_TEXT_MAX).regex(EMAIL_OR_EMPTY).nullable().optional();

/** Spec §5 order delivery `contactEmail`: must be present, but may be null or empty. */
export const emailOrEmpty = () => z.string(emailError).trim().max(SHORT_TEXT_MAX).regex(EMAIL_OR_EMPTY).nullable();

export const customerPhone = () =>
  z
    .string(err({ format: (f) => contract.looksLike(f, CUSTOMER_PHONE_EXAMPLE) }))
    .trim()
    .regex(CUSTOMER_PHONE_PATTERN);

/** `YYYY-MM-DD`, or an ISO 8601 date-time with an optional offset; it must be a real calendar day. */
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function isCalendarDate(value: string): boolean {
  const m = DATE_PATTERN.exec(value);
  if (m === null) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day && !Number.isNaN(Date.parse(value));
}

const yearOf = (value: string): number => Number(value.slice(0, 4));

export const date = () =>
  z
    .string(err({ format: contract.date, wrongType: contract.date }))
    .trim()
    .refine(isCalendarDate, { error: (iss) => say(iss, contract.date(fieldLabel(iss.path))), abort: true })
    .refine((value) => yearOf(value) >= DATE_YEAR_MIN && yearOf(value) <= DATE_YEAR_MAX, { error: (iss) => say(iss, contract.dateYears(fieldLabel(iss.path), DATE_YEAR_MIN, DATE_YEAR_MAX)) });

/** Any address of up to URL_MAX characters, its scheme checked by its caller (a mail server's `smtp://`). */
export const address = () => text(URL_MAX);

/**
 * A web address the screens show behind an image or a link: http or https only, so no
 * `javascript:` or `data:` address is ever stored to be opened; an empty one clears the field.
 */
const WEB_ADDRESS = /^https?:\/\/\S+$/i;
export const url = () => text(URL_MAX).refine((value) => value === '' || WEB_ADDRESS.test(value), { error: (iss) => say(iss, contract.webAddress(fieldLabel(iss.path))) });
