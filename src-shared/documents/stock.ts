/** Stock ledger records and tracker alerts. The server writes these shapes; the desktop and screens read them. */
import type { StockField, TrackerKind } from '../constants/stock.js';

/** One ledger row (domain §5): every stock change, with what caused it. Quantities in the product's unit. */
export interface RecordFields {
  product: string;
  garage: string;
  field: StockField;
  delta: number;
  /** The figure after the change. */
  result: number;
  reason: string;
  /** What caused it: a buy, an order, an audit, or a manual adjustment. */
  refKind: 'buy' | 'order' | 'audit' | 'adjustment' | 'force';
  refId: string | null;
  user: string | null;
}

/** An alert held until a user acknowledges it (domain §5). */
export interface TrackerFields {
  kind: TrackerKind;
  product: string;
  garage?: string | null;
  message: string;
  /** For cost changes: the unit cost before and after. */
  before?: number | null;
  /** For cost changes, the unit cost after; for negative stock, the garage's real stock the change left (null on alerts raised before it was kept). */
  after?: number | null;
  acknowledged: boolean;
  acknowledgedBy?: string | null;
  acknowledgedAt?: string | null;
}
