import { toCents } from '../../../src-shared/money.js';
import { flag, type CollectionDef } from '../../db/documents.js';
import type { ReceiptFields } from '../../../src-shared/documents/money.js';
export type { ReceiptFields } from '../../../src-shared/documents/money.js';

export const RECEIPTS: CollectionDef<ReceiptFields> = {
  name: 'receipts',
  table: 'receipts',
  label: 'receipt',
  columns: (doc) => ({ type: doc.type, provider: doc.provider, buy: doc.buy, is_budget: flag(doc.isBudget), total_cents: toCents(doc.total) }),
  owners: (doc) => ({ provider: doc.provider }),
};
