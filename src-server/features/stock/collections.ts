import type { StockField, TrackerKind } from '../../../src-shared/constants.js';
import { flag, type CollectionDef } from '../../db/documents.js';
import { toStored } from './quantities.js';

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

export const RECORDS: CollectionDef<RecordFields> = {
  name: 'records',
  table: 'records',
  label: 'record',
  columns: (doc) => ({ product: doc.product, garage: doc.garage, field: doc.field, delta: toStored(doc.delta), ref_id: doc.refId }),
};

/** An alert held until a user acknowledges it (domain §5). */
export interface TrackerFields {
  kind: TrackerKind;
  product: string;
  garage?: string | null;
  message: string;
  /** For cost changes: the unit cost before and after. */
  before?: number | null;
  after?: number | null;
  acknowledged: boolean;
  acknowledgedBy?: string | null;
  acknowledgedAt?: string | null;
}

export const TRACKERS: CollectionDef<TrackerFields> = {
  name: 'trackers',
  table: 'trackers',
  label: 'tracker alert',
  columns: (doc) => ({ product: doc.product, kind: doc.kind, acknowledged: flag(doc.acknowledged) }),
};
