/**
 * What the products list exports in each of its views: the replica's list with its filters
 * (enabled, disabled), or the server's shortage and negative-stock lists, under the view's name.
 */
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import type { ExportSource } from '../../../src-shared/ipc/export.js';
import type { Translate } from '../../i18n/i18n.js';

export type ProductView = 'enabled' | 'disabled' | 'shortage' | 'negative';

export function productExport(view: ProductView, query: Readonly<Record<string, unknown>>, title: string, t: Translate): { source: ExportSource; title: string } {
  const named = view === 'enabled' ? title : `${title} · ${t(`stock.products.tab.${view}`)}`;
  if (view === 'shortage' || view === 'negative') {
    return { source: { kind: 'server', call: view === 'shortage' ? 'inventory.shortage' : 'inventory.negative', input: { limit: MAX_LIMIT } }, title: named };
  }
  // Disabled products are only on the server, as the list reads them.
  if (view === 'disabled') return { source: { kind: 'server', call: 'product.serverList', input: { ...query } }, title: named };
  return { source: { kind: 'list', feature: 'product', query: { ...query } }, title: named };
}
