/**
 * A list's count under its header: "12 filas" (or "1 fila") once the list has answered, "Cargando…"
 * until its first page does — never a "0" that is not true yet.
 */
import type { MessageKey } from '../i18n/catalog.js';
import type { Translate } from '../i18n/i18n.js';

export function rowCount(t: Translate, list: { total: number; loading: boolean }, words: MessageKey = 'common.rows'): string {
  if (list.loading && list.total === 0) return t('common.loading');
  return t(words, { count: list.total });
}
