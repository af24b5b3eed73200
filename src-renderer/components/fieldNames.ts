/**
 * A document field's name as a user reads it, from its dotted path: the one catalog of field names
 * (`history.field.*`, one key per field of the documents) serves the change history and every
 * message about a field, so a notification says "Cantidad de la línea 3" or "Cobrado" where the
 * server's detail says `cart.items.2.quantity` or `collected.amount`.
 */
import { isMessageKey as isKey } from '../i18n/catalog.js';
import type { Translate } from '../i18n/i18n.js';

/** One segment of a path (`street`, `customerPrice`) in the user's words; null when the catalog has no name for it. */
export function segmentName(segment: string, t: Translate): string | null {
  const key = `history.field.${segment}`;
  return isKey(key) ? t(key) : null;
}

/** A cart's line: `cart.items.2.quantity` (orders, buys) or `items.2.quantity` (drafts), numbered from 1 as the screens number lines. */
const LINE = /^(?:cart\.)?items\.(\d+)(?:\.(.+))?$/;
const INDEX = /^\d+$/;

/**
 * The field a path names, in the user's words: a line of a cart by its number, a path the catalog
 * names whole (`collected.amount` is what was collected), else its segments joined ("Dirección ›
 * Calle y número"), a trailing `_id` naming the document it points to ("delivery._id" is the
 * delivery). Null when a segment has no name, for the caller to say it in general words.
 */
export function fieldName(path: string, t: Translate): string | null {
  const line = LINE.exec(path);
  if (line) {
    const number = Number(line[1]) + 1;
    const field = line[2] === undefined ? null : fieldName(line[2], t);
    return field === null ? t('fields.line', { line: number }) : t('fields.ofLine', { field, line: number });
  }
  const whole = `history.field.${path}`;
  if (isKey(whole)) return t(whole);
  const segments = path.split('.');
  if (segments.length > 1 && segments.at(-1) === '_id') segments.pop();
  const names: string[] = [];
  for (const segment of segments) {
    if (INDEX.test(segment)) {
      // An element of a list other than a cart's lines: numbered after the list's name.
      const list = names.pop();
      if (list === undefined) return null;
      names.push(t('fields.nth', { field: list, number: Number(segment) + 1 }));
      continue;
    }
    const name = segmentName(segment, t);
    if (name === null) return null;
    names.push(name);
  }
  return names.length > 0 ? names.join(' › ') : null;
}

/** `fieldName`, or general words ("Un dato") for a path the catalog cannot name: never the path itself. */
export function shownFieldName(path: string, t: Translate): string {
  return fieldName(path, t) ?? t('fields.unknown');
}
