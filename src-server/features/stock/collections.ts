import { flag, type CollectionDef } from '../../db/documents.js';
import { toStored } from './quantities.js';
import type { RecordFields, TrackerFields } from '../../../src-shared/documents/stock.js';
export type { RecordFields, TrackerFields } from '../../../src-shared/documents/stock.js';

export const RECORDS: CollectionDef<RecordFields> = {
  name: 'records',
  table: 'records',
  label: 'record',
  columns: (doc) => ({ product: doc.product, garage: doc.garage, field: doc.field, delta: toStored(doc.delta), ref_id: doc.refId }),
};

export const TRACKERS: CollectionDef<TrackerFields> = {
  name: 'trackers',
  table: 'trackers',
  label: 'tracker alert',
  columns: (doc) => ({ product: doc.product, kind: doc.kind, acknowledged: flag(doc.acknowledged) }),
};
