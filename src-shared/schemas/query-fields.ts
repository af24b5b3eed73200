/**
 * Query-string fields: values arrive as text ("2", "true") from HTTP and as numbers or booleans
 * from IPC, so both are accepted. An empty value counts as absent. Limits above the cap are
 * lowered to it rather than rejected (domain §2), so a client asking for "everything" gets a page.
 */
import { z } from 'zod';
import { DEFAULT_PAGE, MAX_LIMIT } from '../constants/paging.js';
import { date, id, list, oneOf, text } from './common.js';
import { contract, fieldError } from './messages.js';

const QUERY_TEXT_MAX = 200;

/**
 * A whole number as a query writes it: digits with an optional sign. Any other text ("abc", "2.5",
 * "1e3", "0x10", "Infinity") stays text, so it fails as not a whole number instead of becoming one.
 */
const WHOLE_NUMBER_TEXT = /^[+-]?\d+$/;

function integerFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return WHOLE_NUMBER_TEXT.test(trimmed) ? Number(trimmed) : value;
}

const BOOLEAN_TEXT: Readonly<Record<string, boolean>> = { true: true, false: false, '1': true, '0': false };

function booleanFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return BOOLEAN_TEXT[value.trim().toLowerCase()] ?? value;
}

function emptyAsAbsent(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

export const qBool = () => z.preprocess(booleanFromText, z.boolean({ error: fieldError() }).optional());

/**
 * A whole number ≥ `min`, `fallback` when absent; above `cap` it becomes the cap instead of failing.
 * Whatever is not a whole number (text, a fraction, a number too large to be one) is told the same
 * way, "must be an integer", naming the field.
 */
export function qInt(options: { min: number; fallback: number; cap?: number }) {
  const cap = options.cap ?? Number.POSITIVE_INFINITY;
  const value = z
    .number({ error: fieldError({ wrongType: (field) => contract.wrongType(field, 'int') }) })
    .int()
    .min(options.min)
    .transform((n) => Math.min(n, cap));
  return z.preprocess(integerFromText, value.default(options.fallback));
}

export const qPage = () => qInt({ min: 1, fallback: DEFAULT_PAGE });
export const qLimit = (fallback: number) => qInt({ min: 1, fallback, cap: MAX_LIMIT });
export const qId = () => z.preprocess(emptyAsAbsent, id().optional());
export const qDate = () => z.preprocess(emptyAsAbsent, date().optional());
export const qText = () => z.preprocess(emptyAsAbsent, text(QUERY_TEXT_MAX).optional());
export const qEnum = <const T extends readonly [string, ...string[]]>(values: T) => z.preprocess(emptyAsAbsent, oneOf(values).optional());

/** Ids as a query writes them, `a,b,c` (an array from IPC is taken as it is): at least one, at most `max`. */
function idsFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return ids.length === 0 ? undefined : ids;
}

export const qIdList = (bounds: { max: number; noun: string }) => z.preprocess(idsFromText, list(id(), { min: 1, ...bounds }));
