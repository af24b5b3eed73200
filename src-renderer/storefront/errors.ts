/** A failed call in the customer's words: how long to wait, a lost connection, or the server's reason by its key. */
import type { Translate } from '../i18n/i18n.js';
import { translateText } from '../components/errors.js';
import { ApiError } from './api.js';

export function storeErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.status === 429) {
      const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
      return t('store.error.wait', { minutes, count: minutes });
    }
    if (error.status === 0) return t('store.error.network');
    if (error.status === 401) return t('store.error.session');
    if (error.text !== null) return translateText(error.text, t, { withField: true });
  }
  return t('store.error.other');
}
