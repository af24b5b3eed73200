/**
 * A form's failed write: validation messages go beside the fields that show them; only what no
 * field shows (or any other failure) is told in a notification, which would otherwise cover the
 * form's buttons while the user fixes it.
 */
import { fieldErrors } from '../errors.js';
import { notifyError } from '../notify.js';
import type { Translate } from '../../i18n/i18n.js';

export function reportFormError(error: unknown, t: Translate, shows: (path: string) => boolean): Record<string, string> {
  const fields = fieldErrors(error, t);
  const paths = Object.keys(fields);
  if (paths.length === 0 || paths.some((path) => !shows(path))) notifyError(error, t);
  return fields;
}

/** The first message about a path or anything under it (`cart` covers `cart.items.0.quantity`). */
export function firstUnder(errors: Record<string, string>, prefix: string): string | undefined {
  const key = Object.keys(errors).find((path) => path === prefix || path.startsWith(`${prefix}.`));
  return key === undefined ? undefined : errors[key];
}
