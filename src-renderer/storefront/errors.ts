/** A failed call in the customer's words: how long to wait, a lost connection, or the server's reason by its key. */
import { labelOf } from '../../src-shared/planners/references.js';
import type { MessageKey } from '../i18n/catalog.js';
import type { Translate } from '../i18n/i18n.js';
import { translateText } from '../components/errors.js';
import { ApiError, TIMED_OUT_STATUS } from './api.js';

/**
 * What a customer's call names that may have gone since the page loaded (a product left the
 * catalog, a delivery option was withdrawn), said in the customer's words: the server's
 * `{what} {id}` is the contract's English label and an id.
 */
const GONE: Readonly<Record<string, MessageKey>> = { [labelOf('products')]: 'store.error.productGone', [labelOf('deliveries')]: 'store.error.deliveryGone' };

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
    if (error.status === TIMED_OUT_STATUS) return t('store.error.timeout');
    // The server answers 503 only when no channel can send sign-in codes: trying again will not help, the shop must set one up.
    if (error.status === 503) return t('store.error.signInNotSetUp');
    if (error.status === 401) return t('store.error.session');
    const what = error.text?.key === 'reference.notEnabled' ? error.text.params?.what : undefined;
    const gone = typeof what === 'string' ? GONE[what] : undefined;
    if (gone !== undefined) return t(gone);
    if (error.text !== null) {
      const fieldName = (error.path !== null ? labels[error.path] : undefined) ?? '';
      return translateText({ key: error.text.key, params: error.text.params }, t, { withField: true, fieldName });
    }
  }
  return t('store.error.other');
}
