/**
 * Every validation message the schemas produce is built here, so the server, the IPC router and
 * the screens show one uniform English wording that names the field (`name is required`,
 * `quantity must be a number`, `unknown field: foo`). Schemas attach `fieldError(...)` as their
 * zod error map instead of passing message strings around, so a schema used anywhere (server,
 * IPC, a form) yields the same text without a parse-time option or a global zod configuration.
 */
import type { z } from 'zod';
import type { ErrorDetail } from '../errors.js';

/** A label for the field an issue is about: the last named key and any indexes after it. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const keys = (path ?? []).map((k) => String(k));
  for (let i = keys.length - 1; i >= 0; i -= 1) {
    if (!/^\d+$/.test(keys[i] ?? '')) return keys.slice(i).join('.');
  }
  return keys.length > 0 ? keys.join('.') : 'input';
}

/** How `wrongType` names each expected type (exported so the screens can translate every one). */
export const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'a boolean',
  object: 'an object',
  array: 'a list',
  date: 'a date',
  null: 'null',
};

function plural(noun: string, count: number | bigint): string {
  if (Number(count) === 1) return noun;
  return noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`;
}

export const messages = {
  required: (field: string) => `${field} is required`,
  wrongType: (field: string, expected: string) => `${field} must be ${TYPE_WORDS[expected] ?? expected}`,
  minChars: (field: string, min: number | bigint) =>
    `${field} must be at least ${min} ${plural('character', min)}`,
  maxChars: (field: string, max: number | bigint) =>
    `${field} must be at most ${max} ${plural('character', max)}`,
  minNumber: (field: string, min: number | bigint, inclusive: boolean) =>
    inclusive ? `${field} must be at least ${min}` : `${field} must be greater than ${min}`,
  maxNumber: (field: string, max: number | bigint, inclusive: boolean) =>
    inclusive ? `${field} must be at most ${max}` : `${field} must be less than ${max}`,
  minItems: (field: string, min: number | bigint, noun: string) =>
    `${field} must have at least ${min} ${plural(noun, min)}`,
  maxItems: (field: string, max: number | bigint, noun: string) =>
    `${field} must have at most ${max} ${plural(noun, max)}`,
  oneOf: (field: string, values: readonly unknown[]) => `${field} must be one of ${values.map(String).join(', ')}`,
  unknownField: (key: string) => `unknown field: ${key}`,
  unknownFields: (keys: readonly string[]) => `unknown fields: ${keys.join(', ')}`,
  multipleOf: (field: string, divisor: number) => `${field} must be a multiple of ${divisor}`,
  invalid: (field: string) => `${field} is invalid`,
  id: (field: string) => `${field} must be a 24-hex-character id`,
  email: (field: string) => `${field} must be a valid email address`,
  looksLike: (field: string, example: string) => `${field} must look like ${example}`,
  alphanumeric: (field: string) => `${field} must contain only letters and digits`,
  digits: (field: string, count: number) => `${field} must be ${count} digits`,
  charactersFrom: (field: string, count: number, alphabet: string) => `${field} must be ${count} characters from ${alphabet}`,
  date: (field: string) => `${field} must be a date (YYYY-MM-DD or an ISO 8601 date-time)`,
  notZero: (field: string) => `${field} must not be 0`,
  unique: (field: string, key: string) => `${field} must not repeat a ${key}`,
  differs: (field: string, other: string) => `${field} must differ from ${other}`,
  /** A value the server keeps unique (src-shared/unique-fields.ts) that another document holds. */
  taken: (field: string, value: string) => `${field} ${value} is already taken`,
  notWith: (field: string, other: string) => `${field} cannot be combined with ${other}`,
  notBefore: (field: string, other: string) => `${field} must not be before ${other}`,
  dateYears: (field: string, min: number, max: number) => `${field} must be a date between the years ${min} and ${max}`,
  periodMonths: (field: string, max: number) => `${field} is too early: a report spans at most ${max} months`,
  periodAfterEnd: (field: string) => `${field} is after the period's end (toDate, or today when none is given)`,
  oneRequired: (fields: readonly string[]) => `${fields.join(' or ')} is required`,
  controlCharacters: (field: string) => `${field} must not contain control characters`,
  /** An Argentine CUIT (src-shared/fiscal.ts): 11 digits, the last one checking the first ten. */
  cuit: (field: string) => `${field} must be a valid CUIT: 11 digits whose last one is the check digit (30-50000000-0)`,
  dni: (field: string) => `${field} must be a DNI of 7 or 8 digits`,
} as const;

export interface FieldErrorOptions {
  /** Names the field instead of the path (the spec's "cart must have at least 1 item"). */
  readonly label?: string;
  /** What a list holds, for "must have at least 2 entries". */
  readonly noun?: string;
  /** Names the list in its size messages only (spec: "cart must have at least 1 item" for cart.items). */
  readonly listLabel?: string;
  /** Message for a failed pattern or refinement (invalid_format other than email, custom). */
  readonly format?: (field: string) => string;
  /** One message for every failure but a missing value (ids: any wrong input is "not an id"). */
  readonly mismatch?: (field: string) => string;
  /** One fixed message for an out-of-range number (the discount's contract message). */
  readonly range?: string;
}

type RawIssue = z.core.$ZodRawIssue;

function messageFor(iss: RawIssue, field: string, o: FieldErrorOptions): string {
  switch (iss.code) {
    case 'invalid_type':
      return messages.wrongType(field, iss.expected);
    case 'too_small':
      if (iss.origin === 'string') return messages.minChars(field, iss.minimum);
      if (iss.origin === 'array' || iss.origin === 'set') return messages.minItems(o.listLabel ?? field, iss.minimum, o.noun ?? 'item');
      return o.range ?? messages.minNumber(field, iss.minimum, iss.inclusive !== false);
    case 'too_big':
      if (iss.origin === 'string') return messages.maxChars(field, iss.maximum);
      if (iss.origin === 'array' || iss.origin === 'set') return messages.maxItems(o.listLabel ?? field, iss.maximum, o.noun ?? 'item');
      return o.range ?? messages.maxNumber(field, iss.maximum, iss.inclusive !== false);
    case 'invalid_format':
      if (iss.format === 'email') return messages.email(field);
      return o.format?.(field) ?? messages.invalid(field);
    case 'invalid_value':
      return messages.oneOf(field, iss.values);
    case 'unrecognized_keys':
      return iss.keys.length === 1 ? messages.unknownField(iss.keys[0] ?? '') : messages.unknownFields(iss.keys);
    case 'custom':
      return o.format?.(field) ?? messages.invalid(field);
    case 'not_multiple_of':
      return messages.multipleOf(field, Number(iss.divisor));
    default:
      return messages.invalid(field);
  }
}

/**
 * The zod error map every schema of this folder carries. A value that is absent (`undefined`) is
 * always reported as "is required", whatever check it failed, because that is what the user can act on.
 */
export function fieldError(options: FieldErrorOptions = {}): z.core.$ZodErrorMap {
  return (iss) => {
    const field = options.label ?? fieldLabel(iss.path);
    const missing = iss.input === undefined && (iss.code === 'invalid_type' || iss.code === 'invalid_value');
    if (missing) return messages.required(field);
    if (options.mismatch !== undefined && iss.code !== 'unrecognized_keys') return options.mismatch(field);
    return messageFor(iss, field, options);
  };
}

/**
 * One detail per failing field, as the HTTP error body and IPC errors carry them (domain §2).
 * An object with several unknown keys yields one entry per key, each pointing at the key itself.
 */
export function issuesToDetails(error: { readonly issues: readonly z.core.$ZodIssue[] }): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map((k) => String(k));
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) details.push({ path: [...path, key].join('.'), message: messages.unknownField(key) });
    } else {
      details.push({ path: path.join('.'), message: issue.message });
    }
  }
  return details;
}
