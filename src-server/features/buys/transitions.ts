/**
 * Moving a buy along its state machine (domain §5), planned by src-shared/planners/buy-transitions.ts
 * and stored in the caller's write transaction, so a refused action (409) changes nothing. Each
 * product cost a commit changes raises a COST_CHANGED tracker alert with the unit cost before and
 * after, so staff review the prices that follow from it.
 */
import type { BuyAction } from '../../../src-shared/constants/buys.js';
import type { ProductFields } from '../../../src-shared/documents/products.js';
import { dec } from '../../../src-shared/money.js';
import { costChanges } from '../../../src-shared/planners/buy-costs.js';
import { planBuyAction } from '../../../src-shared/planners/buy-transitions.js';
import type { Stored } from '../../../src-shared/planners/types.js';
import type { Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { serverPlanContext, serverPlanReads } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import { raiseAlerts } from '../stock/tracker.js';
import type { BuyFields } from './collection.js';

export async function runBuyAction(tx: WriteTx, caller: Pick<Caller, 'id' | 'role'>, id: string, action: BuyAction): Promise<Doc<BuyFields>> {
  const reads = serverPlanReads(tx.trx);
  const plan = await planBuyAction(id, action, reads, serverPlanContext(tx, caller));
  const stored = (await storePlan(tx, plan)).doc;
  // A linked document's collection does not narrow its `before`'s type; the products' are products.
  const products = new Map(plan.linked.flatMap((doc) => (doc.collection === 'products' && doc.before ? [[doc._id, doc.before as Stored<ProductFields>] as const] : [])));
  if (products.size === 0) return stored;
  // The items of the products the plan changed are the ones whose costs changed, in buy order.
  const changes = costChanges(
    stored.cart.items.filter((item) => products.has(item.product)),
    products,
    await reads.taxes(),
  );
  await raiseAlerts(
    tx,
    changes.map(({ product, before, after }) => ({
      kind: 'COST_CHANGED' as const,
      product: product._id,
      garage: stored.garage,
      message: `${product.name}: unit cost changed from ${before.toString()} to ${dec(after).toString()} by buy #${stored.number}`,
      before: before.toNumber(),
      after,
    })),
  );
  return stored;
}
