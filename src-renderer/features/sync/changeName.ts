import type { RejectedWrite } from '../../../src-shared/ipc/sync.js';
import { routeOfRequest } from '../../../src-shared/routes/index.js';
import { isMessageKey } from '../../i18n/catalog.js';
import type { Translate } from '../../i18n/i18n.js';

/**
 * What a refused write tried, in the words the change history gives its route ("Creó la compra"),
 * never its HTTP method and path.
 */
export function changeName(item: Pick<RejectedWrite, 'method' | 'path'>, t: Translate): string {
  const key = `history.route.${routeOfRequest(item.method, item.path)?.name ?? ''}`;
  return isMessageKey(key) ? t(key) : t('sync.inbox.what');
}
