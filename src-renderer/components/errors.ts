/** An error from the main process as the user should read it: the server's words when it gave some. */
import { isAppError } from '../../src-shared/errors.js';
import type { Translate } from '../i18n/i18n.js';

export function errorMessage(error: unknown, t: Translate): string {
  if (isAppError(error)) {
    // Validation and conflicts carry the server's precise reason; the rest read better generic.
    if (error.code === 'VALIDATION' || error.code === 'CONFLICT' || error.code === 'RATE_LIMITED') return error.message;
    return t(`error.${error.code}`);
  }
  return t('error.INTERNAL');
}

/** Field errors of a validation failure, by dotted path, for a form to show beside each field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isAppError(error) || error.code !== 'VALIDATION') return {};
  const byPath: Record<string, string> = {};
  for (const detail of error.details ?? []) byPath[detail.path] ??= detail.message;
  return byPath;
}
