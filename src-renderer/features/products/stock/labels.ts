/** How stock words read on screen: figures, alert kinds, and what caused a ledger row. */
import type { StockField, TrackerKind } from '../../../../src-shared/constants/stock.js';
import type { RecordFields } from '../../../../src-shared/documents/stock.js';
import type { NegativeAlertLabel } from '../../../../src-shared/stock-alerts.js';
import { stockReason, type StockReasonKey } from '../../../../src-shared/stock-reasons.js';
import type { MessageKey } from '../../../i18n/catalog.js';

export const FIELD_LABEL: Readonly<Record<StockField, MessageKey>> = {
  real: 'stock.figure.real',
  committed: 'stock.figure.committed',
  pending: 'stock.figure.pending',
  critical: 'stock.figure.critical',
};

export const KIND_LABEL: Readonly<Record<TrackerKind, MessageKey>> = {
  COST_CHANGED: 'stock.alert.kind.COST_CHANGED',
  CRITICAL_STOCK: 'stock.alert.kind.CRITICAL_STOCK',
  NEGATIVE_STOCK: 'stock.alert.kind.NEGATIVE_STOCK',
};

/** A negative-stock alert's words (`src-shared/stock-alerts.ts`): what it was left at and when, and whether it recovered. */
export const NEGATIVE_DETAIL_LABEL: Readonly<Record<NegativeAlertLabel, MessageKey>> = {
  negative: 'stock.alert.negative.still',
  recovered: 'stock.alert.negative.recovered',
  negativeUnknown: 'stock.alert.negative.stillUnknown',
  recoveredUnknown: 'stock.alert.negative.recoveredUnknown',
};

export const KIND_COLOR: Readonly<Record<TrackerKind, string>> = { COST_CHANGED: 'blue', CRITICAL_STOCK: 'orange', NEGATIVE_STOCK: 'red' };

export const REF_LABEL: Readonly<Record<RecordFields['refKind'], MessageKey>> = {
  buy: 'stock.ref.buy',
  order: 'stock.ref.order',
  audit: 'stock.ref.audit',
  adjustment: 'stock.ref.adjustment',
  force: 'stock.ref.force',
};

/** The words of the reasons the server writes itself (`src-shared/stock-reasons.ts`). */
export const REASON_LABEL: Readonly<Record<StockReasonKey, MessageKey>> = {
  critical: 'stock.reason.critical',
  forced: 'stock.reason.forced',
  inventory: 'stock.reason.inventory',
  buy: 'stock.reason.buy',
  order: 'stock.reason.order',
};

/**
 * A ledger row's reason: the user's own words for adjustments, the screen's words for what the
 * server wrote (`critical level set`, `buy #12 commit` → "Compra #12").
 */
export function reasonText(record: Pick<RecordFields, 'reason' | 'refKind'>, t: (key: MessageKey, params?: Record<string, string | number>) => string): string {
  const reason = stockReason(record);
  if ('text' in reason) return reason.text;
  return t(REASON_LABEL[reason.key], { number: reason.number ?? '' });
}
