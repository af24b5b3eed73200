import { toCents } from '../../../src-shared/money.js';
import { flag, type CollectionDef } from '../../db/documents.js';
import { searchText } from '../../db/search.js';
import type { BuyFields } from '../../../src-shared/documents/buys.js';
export type { BuyWithdrawal, BuyStockPart, BuyFields } from '../../../src-shared/documents/buys.js';

export const BUYS: CollectionDef<BuyFields> = {
  name: 'buys',
  table: 'buys',
  label: 'buy',
  columns: (doc) => ({
    state: doc.state,
    provider: doc.provider,
    driver: doc.driver,
    roadmap: doc.roadmap,
    garage: doc.garage,
    committed: flag(doc.committed),
    has_receipt: flag(doc.receipts.length > 0),
    is_budget: flag(doc.isBudget),
    name_search: searchText(doc.providerName, doc.notes, String(doc.number)),
    cost_cents: toCents(doc.cost),
    total_cents: toCents(doc.total),
  }),
  owners: (doc) => ({ provider: doc.provider }),
};
