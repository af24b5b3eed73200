/** A failed call in the customer's words: how long to wait, a lost connection, or the server's reason. */
import type { Translate } from '../i18n/i18n.js';
import { ApiError } from './api.js';

export function storeErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.status === 429) {
      const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
      return t('store.error.wait', { minutes, count: minutes });
    }
    if (error.status === 0) return t('store.error.network');
    if (error.status === 401) return t('store.error.session');
    return t('store.error.other', { message: error.message });
  }
  return t('store.error.other', { message: error instanceof Error ? error.message : String(error) });
}
