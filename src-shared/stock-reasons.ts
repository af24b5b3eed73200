/**
 * How a stock ledger row's reason reads (domain §5): the user's own words for an adjustment, and
 * for what the server wrote itself (in English) a word the screens translate — `critical level
 * set`, `buy #12 commit` → "Compra #12". The ledger screen and its export word it from here.
 */
import type { RecordFields } from './documents/stock.js';

export type StockReasonKey = 'critical' | 'forced' | 'inventory' | 'buy' | 'order';

export type StockReason = { readonly key: StockReasonKey; readonly number?: string } | { readonly text: string };

/** The reason a critical level's move records. */
export const CRITICAL_SET_REASON = 'critical level set';
/** The reason a count records when the user gives none. */
export const FORCED_COUNT_REASON = 'forced count';

const SERVER_REASONS: Readonly<Record<string, StockReasonKey>> = {
  [CRITICAL_SET_REASON]: 'critical',
  [FORCED_COUNT_REASON]: 'forced',
  'inventory count': 'inventory',
};

export function stockReason(record: Pick<RecordFields, 'reason' | 'refKind'>): StockReason {
  const known = SERVER_REASONS[record.reason];
  if (known) return { key: known };
  const document = /^(buy|order) #(\d+)\b/.exec(record.reason);
  if (document && (record.refKind === 'buy' || record.refKind === 'order')) return { key: document[1] === 'buy' ? 'buy' : 'order', number: document[2] ?? '' };
  return { text: record.reason };
}
