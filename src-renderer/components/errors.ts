/**
 * An error from the main process as the user should read it: its key (`src-shared/error-keys`)
 * translated through the catalogs with its parameters. The English `message` an error also carries
 * is for the log and the HTTP contract; nothing here reads it (tests/unit/renderer/no-message-
 * parsing.test.ts keeps it so). An error without a key says what its code means in general.
 */
import type { ErrorKey, ErrorParamValues } from '../../src-shared/error-keys/index.js';
import { isAppError, type AppErrorValue, type ErrorDetail } from '../../src-shared/errors.js';
import type { MessageKey } from '../i18n/catalog.js';
import type { Translate } from '../i18n/i18n.js';
import { shownFieldName } from './fieldNames.js';
import { referenceText } from './referenceText.js';

/** Every key of the vocabulary is a catalog key: this stops compiling when the catalog lacks one. */
const catalogKey = (key: ErrorKey): MessageKey => key;

/** A key with its parameters, as errors and details carry them. */
export interface KeyedText {
  readonly key: ErrorKey;
  readonly params?: ErrorParamValues | undefined;
}

const capitalized = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Parameters of the contract's validation messages that name another field ("tiene que ser distinto de {other}"). */
const OTHER_FIELDS = ['other', 'first'] as const;
/** `oneRequired` names the rest of its fields in one parameter, joined as the contract's English joins them. */
const OTHERS_JOINED = ' or ';

/** A validation message's parameters with every field they name in the user's words (components/fieldNames.ts). */
function namedFields(params: Record<string, string | number>, t: Translate): void {
  for (const name of OTHER_FIELDS) {
    const value = params[name];
    if (typeof value === 'string') params[name] = shownFieldName(value, t);
  }
  if (typeof params.second === 'string') {
    params.second = params.second
      .split(OTHERS_JOINED)
      .map((path) => shownFieldName(path, t))
      .join(` ${t('fields.or')} `);
  }
}

/**
 * A keyed text in the user's language. A text about a field (its parameters name one, or `field`
 * is given) is a predicate in the catalog: shown on its own it names the field first, by the name
 * users know it by (never its path), beside its field it does not. The path `field` a detail
 * gives names the field better than the message's own `field` (only its last key): it says which
 * line of a cart.
 */
export function translateText(text: KeyedText, t: Translate, options: { withField: boolean; field?: string; fieldName?: string }): string {
  // A record a write names that is gone or disabled is a whole sentence naming its kind: the field's name would only repeat it.
  const reference = text.key === 'reference.notEnabled' ? referenceText(text.params, t) : null;
  if (reference !== null) return reference;
  const params: Record<string, string | number> = { ...text.params };
  // A state refusal's action is a code; each language words it.
  if (typeof params.action === 'string') params.action = t(`errors.action.${params.action}` as MessageKey);
  if (text.key.startsWith('validation.')) namedFields(params, t);
  const said = t(catalogKey(text.key), params);
  const path = options.field !== undefined && options.field !== '' ? options.field : params.field;
  // A screen that labels its own fields (the storefront) names the field itself; '' leaves it unnamed.
  const name = options.fieldName ?? (typeof path === 'string' && path !== '' ? shownFieldName(path, t) : '');
  if (name === '') return capitalized(said);
  return options.withField ? t('validation.withField', { field: name, message: said }) : capitalized(said);
}

const keyed = (value: { key?: ErrorKey | undefined; params?: ErrorParamValues | undefined }): KeyedText | null => (value.key === undefined ? null : { key: value.key, params: value.params });

/** One detail's text shown beside its field, without naming the field again. */
export function detailMessage(detail: ErrorDetail, t: Translate): string {
  const text = keyed(detail);
  return text === null ? t('validation.invalid') : translateText(text, t, { withField: false });
}

/** What an error shows: its code, key and details (never its message). */
export type ShownError = Pick<AppErrorValue, 'code' | 'key' | 'params' | 'retryAfter'> & { readonly details?: readonly ErrorDetail[] | undefined };

/** An error value (a thrown `AppError`, or one the outbox kept) in the user's language. */
export function errorValueMessage(error: ShownError, t: Translate): string {
  if (error.code === 'VALIDATION') {
    const first = (error.details ?? []).find((d) => d.key !== undefined);
    const text = first ? keyed(first) : keyed(error);
    if (text !== null) return translateText(text, t, { withField: true, ...(first ? { field: first.path } : {}) });
    return t('error.VALIDATION');
  }
  if (error.code === 'RATE_LIMITED' && error.retryAfter !== undefined) return t('error.RATE_LIMITED.wait', { minutes: String(Math.max(1, Math.ceil(error.retryAfter / 60))) });
  // A refusal says why in its key; an error nobody worded (a network fault, a crash) reads generic.
  const text = keyed(error);
  return text !== null ? translateText(text, t, { withField: true }) : t(`error.${error.code}`);
}

export function errorMessage(error: unknown, t: Translate): string {
  return isAppError(error) ? errorValueMessage(error, t) : t('error.INTERNAL');
}

/**
 * Field errors of a validation failure, by dotted path, for a form to show beside each field, in
 * the user's language and without the field's name (the field is right there).
 */
export function fieldErrors(error: unknown, t: Translate): Record<string, string> {
  if (!isAppError(error) || error.code !== 'VALIDATION') return {};
  const byPath: Record<string, string> = {};
  for (const detail of error.details ?? []) byPath[detail.path] ??= detailMessage(detail, t);
  return byPath;
}
