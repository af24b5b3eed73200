/** The stock side of orders lives with the order planners (src-shared/planners/order-stock.ts); transitions read it through the server's reader. */
import { stockHolder as plannedHolder, type StockHolder } from '../../../src-shared/planners/order-stock.js';
import type { AnyReader } from '../../db/documents.js';
import { serverPlanReads } from '../plan-reads.js';
import type { OrderFields } from './collection.js';

export { committedDiff, effectChanges, holdsCommitted, type StockHolder } from '../../../src-shared/planners/order-stock.js';

export function stockHolder(db: AnyReader, order: Pick<OrderFields, 'garage' | 'stockLines' | 'cart'>): Promise<StockHolder> {
  return plannedHolder(serverPlanReads(db), order);
}
