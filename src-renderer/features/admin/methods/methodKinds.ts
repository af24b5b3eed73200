/** The two kinds of method and the words each is told with. */
import type { MessageKey } from '../../../i18n/catalog.js';

export type MethodKind = 'pay' | 'charge';

export interface MethodWords {
  new: MessageKey;
  emptyTitle: MessageKey;
  emptyHint: MessageKey;
  created: MessageKey;
  saved: MessageKey;
  removed: MessageKey;
  removeTitle: MessageKey;
}

export const METHOD_WORDS: Readonly<Record<MethodKind, MethodWords>> = {
  pay: {
    new: 'admin.payMethods.new',
    emptyTitle: 'admin.payMethods.emptyTitle',
    emptyHint: 'admin.payMethods.emptyHint',
    created: 'admin.payMethods.created',
    saved: 'admin.payMethods.saved',
    removed: 'admin.payMethods.removed',
    removeTitle: 'admin.payMethods.remove.title',
  },
  charge: {
    new: 'admin.chargeMethods.new',
    emptyTitle: 'admin.chargeMethods.emptyTitle',
    emptyHint: 'admin.chargeMethods.emptyHint',
    created: 'admin.chargeMethods.created',
    saved: 'admin.chargeMethods.saved',
    removed: 'admin.chargeMethods.removed',
    removeTitle: 'admin.chargeMethods.remove.title',
  },
};
