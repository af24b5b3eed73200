/**
 * Every validation message the schemas produce is built here, so the server, the IPC router and
 * the screens show one uniform English wording that names the field (`name is required`,
 * `quantity must be a number`, `unknown field: foo`). Schemas attach `fieldError(...)` as their
 * zod error map instead of passing message strings around, so a schema used anywhere (server,
 * IPC, a form) yields the same text without a parse-time option or a global zod configuration.
 */
import type { z } from 'zod';
import { english, said, WRONG_TYPE_KEYS, type ErrorText } from '../error-keys/index.js';
import type { ErrorDetail } from '../errors.js';

/** A label for the field an issue is about: the last named key and any indexes after it. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const keys = (path ?? []).map((k) => String(k));
  for (let i = keys.length - 1; i >= 0; i -= 1) {
    if (!/^\d+$/.test(keys[i] ?? '')) return keys.slice(i).join('.');
  }
  return keys.length > 0 ? keys.join('.') : 'input';
}

/**
 * Every message of the contract as a key and its parameters (`error-keys/validation.ts`), built
 * from the same arguments the English wording takes.
 */
export const contract = {
  required: (field: string) => said('validation.required', { field }),
  wrongType: (field: string, expected: string) => {
    const key = WRONG_TYPE_KEYS[expected as keyof typeof WRONG_TYPE_KEYS];
    return key === undefined ? said('validation.wrongType', { field, expected }) : said(key, { field });
  },
  minChars: (field: string, min: number | bigint) => said('validation.minChars', { field, count: Number(min) }),
  maxChars: (field: string, max: number | bigint) => said('validation.maxChars', { field, count: Number(max) }),
  minNumber: (field: string, min: number | bigint, inclusive: boolean) => said(inclusive ? 'validation.minNumber' : 'validation.minNumber.exclusive', { field, min: Number(min) }),
  maxNumber: (field: string, max: number | bigint, inclusive: boolean) => said(inclusive ? 'validation.maxNumber' : 'validation.maxNumber.exclusive', { field, max: Number(max) }),
  minItems: (field: string, min: number | bigint, noun: string) => said('validation.minItems', { field, count: Number(min), noun }),
  maxItems: (field: string, max: number | bigint, noun: string) => said('validation.maxItems', { field, count: Number(max), noun }),
  oneOf: (field: string, values: readonly unknown[]) => said('validation.oneOf', { field, values: values.map(String).join(', ') }),
  unknownField: (key: string) => said('validation.unknownField', { key }),
  unknownFields: (keys: readonly string[]) => said('validation.unknownFields', { keys: keys.join(', ') }),
  multipleOf: (field: string, divisor: number) => said('validation.multipleOf', { field, divisor }),
  /** Money keeps 2 decimals, a rate 4 (domain §3): more is refused, never rounded away. */
  decimals: (field: string, decimals: number) => said('validation.decimals', { field, decimals }),
  invalid: (field: string) => said('validation.invalid', { field }),
  id: (field: string) => said('validation.id', { field }),
  email: (field: string) => said('validation.email', { field }),
  looksLike: (field: string, example: string) => said('validation.looksLike', { field, example }),
  alphanumeric: (field: string) => said('validation.alphanumeric', { field }),
  digits: (field: string, count: number) => said('validation.digits', { field, count }),
  charactersFrom: (field: string, count: number, alphabet: string) => said('validation.charactersFrom', { field, count, alphabet }),
  date: (field: string) => said('validation.date', { field }),
  notZero: (field: string) => said('validation.notZero', { field }),
  webAddress: (field: string) => said('validation.webAddress', { field }),
  unique: (field: string, key: string) => said('validation.unique', { field, key }),
  differs: (field: string, other: string) => said('validation.differs', { field, other }),
  /** A value the server keeps unique (src-shared/unique-fields.ts) that another document holds. */
  taken: (field: string, value: string) => said('validation.taken', { field, value }),
  notWith: (field: string, other: string) => said('validation.notWith', { field, other }),
  notBefore: (field: string, other: string) => said('validation.notBefore', { field, other }),
  dateYears: (field: string, min: number, max: number) => said('validation.dateYears', { field, min, max }),
  periodMonths: (field: string, max: number) => said('validation.periodMonths', { field, max }),
  periodAfterEnd: (field: string) => said('validation.periodAfterEnd', { field }),
  oneRequired: (fields: readonly string[]) => said('validation.oneRequired', { first: fields[0] ?? '', second: fields.slice(1).join(' or ') }),
  controlCharacters: (field: string) => said('validation.controlCharacters', { field }),
  /** Half of a surrogate pair (`\ud800` alone): a text cut inside a character. */
  brokenCharacter: (field: string) => said('validation.brokenCharacter', { field }),
  /** An Argentine CUIT (src-shared/fiscal.ts): 11 digits, the last one checking the first ten. */
  cuit: (field: string) => said('validation.cuit', { field }),
  dni: (field: string) => said('validation.dni', { field }),
} as const;

type Contract = typeof contract;

/** The same messages as English text: the words the contract gives them, for the HTTP body. */
export const messages = Object.fromEntries(Object.entries(contract).map(([name, build]) => [name, (...args: never[]) => english((build as (...a: never[]) => ErrorText)(...args))])) as {
  readonly [K in keyof Contract]: (...args: Parameters<Contract[K]>) => string;
};

/**
 * Words a zod issue with its key: zod keeps every field of the issue an error map is given, but
 * takes only the text the map returns, so the key rides on the issue itself. Returns the English
 * words, for the map or refinement to return.
 */
export function say(iss: object, text: ErrorText): string {
  (iss as { contract?: ErrorText }).contract = text;
  return english(text);
}

/** The text a zod issue was worded with (`say`), when a map or refinement of this folder worded it. */
export const issueText = (issue: object): ErrorText | undefined => (issue as { contract?: ErrorText }).contract;

/** The key a zod issue was worded with (`say`), when a map or refinement of this folder worded it. */
export const issueKey = (issue: object): ErrorText['key'] | undefined => issueText(issue)?.key;

/** The fields of a custom issue (`ctx.addIssue`) that says `text`. */
export const issueSaying = (text: ErrorText): { message: string; contract: ErrorText } => ({ message: english(text), contract: text });

export interface FieldErrorOptions {
  /** Names the field instead of the path (the spec's "cart must have at least 1 item"). */
  readonly label?: string;
  /** What a list holds, for "must have at least 2 entries". */
  readonly noun?: string;
  /** Names the list in its size messages only (spec: "cart must have at least 1 item" for cart.items). */
  readonly listLabel?: string;
  /** Message for a failed pattern or refinement (invalid_format other than email, custom). */
  readonly format?: (field: string) => ErrorText;
  /** One message for every failure but a missing value (ids: any wrong input is "not an id"). */
  readonly mismatch?: (field: string) => ErrorText;
  /** One fixed message for an out-of-range number (the discount's contract message). */
  readonly range?: ErrorText;
  /** One message for a value of the wrong type, whatever type it was (a whole number's "must be an integer"). */
  readonly wrongType?: (field: string) => ErrorText;
}

type RawIssue = z.core.$ZodRawIssue;

function textFor(iss: RawIssue, field: string, o: FieldErrorOptions): ErrorText {
  switch (iss.code) {
    case 'invalid_type':
      return contract.wrongType(field, iss.expected);
    case 'too_small':
      if (iss.origin === 'string') return contract.minChars(field, iss.minimum);
      if (iss.origin === 'array' || iss.origin === 'set') return contract.minItems(o.listLabel ?? field, iss.minimum, o.noun ?? 'item');
      return o.range ?? contract.minNumber(field, iss.minimum, iss.inclusive !== false);
    case 'too_big':
      if (iss.origin === 'string') return contract.maxChars(field, iss.maximum);
      if (iss.origin === 'array' || iss.origin === 'set') return contract.maxItems(o.listLabel ?? field, iss.maximum, o.noun ?? 'item');
      return o.range ?? contract.maxNumber(field, iss.maximum, iss.inclusive !== false);
    case 'invalid_format':
      if (iss.format === 'email') return contract.email(field);
      return o.format?.(field) ?? contract.invalid(field);
    case 'invalid_value':
      return contract.oneOf(field, iss.values);
    case 'unrecognized_keys':
      return iss.keys.length === 1 ? contract.unknownField(iss.keys[0] ?? '') : contract.unknownFields(iss.keys);
    case 'custom':
      return o.format?.(field) ?? contract.invalid(field);
    case 'not_multiple_of':
      return contract.multipleOf(field, Number(iss.divisor));
    default:
      return contract.invalid(field);
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
    if (missing) return say(iss, contract.required(field));
    if (options.mismatch !== undefined && iss.code !== 'unrecognized_keys') return say(iss, options.mismatch(field));
    if (options.wrongType !== undefined && iss.code === 'invalid_type') return say(iss, options.wrongType(field));
    return say(iss, textFor(iss, field, options));
  };
}

/**
 * One detail per failing field, as the HTTP error body and IPC errors carry them (domain §2).
 * An object with several unknown keys yields one entry per key, each pointing at the key itself.
 * A field that fails several checks at once (a CUIT both too long and with a dash) is named once,
 * by the first check it fails, the order its schema states them in.
 */
export function issuesToDetails(error: { readonly issues: readonly z.core.$ZodIssue[] }): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const named = new Set<string>();
  const add = (entry: ErrorDetail): void => {
    if (named.has(entry.path)) return;
    named.add(entry.path);
    details.push(entry);
  };
  for (const issue of error.issues) {
    const path = issue.path.map((k) => String(k));
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(detail([...path, key].join('.'), contract.unknownField(key)));
    } else {
      // An issue no map of this folder worded (a library's own check) is keyed as invalid.
      const text = (issue as { contract?: ErrorText }).contract;
      add(text ? detail(path.join('.'), text) : { ...detail(path.join('.'), contract.invalid(fieldLabel(issue.path))), message: issue.message });
    }
  }
  return details;
}

/** One detail saying `text` about `path`. */
export function detail(path: string, text: ErrorText): ErrorDetail {
  return { path, message: english(text), key: text.key, params: text.params };
}
