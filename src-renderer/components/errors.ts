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

/** Every key of the vocabulary is a catalog key: this stops compiling when the catalog lacks one. */
const catalogKey = (key: ErrorKey): MessageKey => key;

/** A key with its parameters, as errors and details carry them. */
export interface KeyedText {
  readonly key: ErrorKey;
  readonly params?: ErrorParamValues | undefined;
}

const capitalized = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * A keyed text in the user's language. A text about a field (its parameters name one, or `field`
 * is given) is a predicate in the catalog: shown on its own it names the field first, beside its
 * field it does not.
 */
export function translateText(text: KeyedText, t: Translate, options: { withField: boolean; field?: string }): string {
  const params: Record<string, string | number> = { ...text.params };
  // A state refusal's action is a code; each language words it.
  if (typeof params.action === 'string') params.action = t(`errors.action.${params.action}` as MessageKey);
  const said = t(catalogKey(text.key), params);
  const field = typeof params.field === 'string' ? params.field : options.field;
  if (field === undefined || field === '') return capitalized(said);
  return options.withField ? t('validation.withField', { field, message: said }) : capitalized(said);
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
