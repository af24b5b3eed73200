/** A failed call in the customer's words: how long to wait, a lost connection, or the server's reason by its key. */
import type { Translate } from '../i18n/i18n.js';
import { translateText } from '../components/errors.js';
import { ApiError } from './api.js';

/** The customer's words for the fields a screen sends, by their path in the call's body. */
export type FieldLabels = Readonly<Record<string, string>>;

/**
 * A field the server refused is named by the label the customer saw beside it; one the screen has
 * no label for is left unnamed rather than shown by its contract name in English.
 */
export function storeErrorText(error: unknown, t: Translate, labels: FieldLabels = {}): string {
  if (error instanceof ApiError) {
    if (error.status === 429) {
      const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
      return t('store.error.wait', { minutes, count: minutes });
    }
    if (error.status === 0) return t('store.error.network');
    if (error.status === 401) return t('store.error.session');
    if (error.text !== null) {
      const field = (error.path !== null ? labels[error.path] : undefined) ?? '';
      return translateText({ key: error.text.key, params: { ...error.text.params, field } }, t, { withField: true });
    }
  }
  return t('store.error.other');
}
