/**
 * An error from the main process as the user should read it: the server's words when it gave some,
 * in the user's language when they are one of the contract's validation messages
 * (`contractMessages.ts`); any other wording of the server is shown as sent.
 */
import { isAppError, type AppErrorValue } from '../../src-shared/errors.js';
import type { Translate } from '../i18n/i18n.js';
import { translateContractMessage } from './contractMessages.js';

/** `path: message`, the way several server rules word a failure about one field. */
const PREFIXED = /^([\w.-]+): (.+)$/s;

function validationMessage(error: { message: string }, t: Translate): string {
  const own = translateContractMessage(error.message, t, true);
  if (own !== null) return own;
  const prefixed = PREFIXED.exec(error.message);
  // The message after the path names its field itself.
  const inner = prefixed ? translateContractMessage(prefixed[2] ?? '', t, true) : null;
  if (inner !== null) return inner;
  return error.message;
}

/** A refused write's error as kept by the outbox (a plain value): its message in the user's language. */
export function errorValueMessage(error: Pick<AppErrorValue, 'code' | 'message'>, t: Translate): string {
  return error.code === 'VALIDATION' ? validationMessage(error, t) : error.message;
}

/** One detail's message shown beside its path: without naming the field again. */
export function detailMessage(message: string, t: Translate): string {
  return translateContractMessage(message, t, false) ?? message;
}

export function errorMessage(error: unknown, t: Translate): string {
  if (isAppError(error)) {
    if (error.code === 'VALIDATION') return validationMessage(error, t);
    // Conflicts carry the server's precise reason; the rest read better generic.
    if (error.code === 'CONFLICT') return error.message;
    if (error.code === 'RATE_LIMITED' && error.retryAfter !== undefined) return t('error.RATE_LIMITED.wait', { minutes: String(Math.max(1, Math.ceil(error.retryAfter / 60))) });
    return t(`error.${error.code}`);
  }
  return t('error.INTERNAL');
}

/**
 * Field errors of a validation failure, by dotted path, for a form to show beside each field: the
 * contract's messages in the user's language and without the field's name (the field is right
 * there); words the contract does not have, as the server sent them.
 */
export function fieldErrors(error: unknown, t: Translate): Record<string, string> {
  if (!isAppError(error) || error.code !== 'VALIDATION') return {};
  const byPath: Record<string, string> = {};
  for (const detail of error.details ?? []) byPath[detail.path] ??= detailMessage(detail.message, t);
  return byPath;
}
