/** Taking orders (spec §7 `POST /order`): the order planner's (src-shared/planners/order-create.ts) plan, stored. */
import { planOrderCreate } from '../../../src-shared/planners/order-create.js';
import type { OrderCreateBody, OrderCreateQuery } from '../../../src-shared/schemas/order.js';
import type { Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { serverPlanContext, serverPlanReads } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import type { OrderFields } from './collection.js';

export async function createOrder(tx: WriteTx, caller: Caller, query: OrderCreateQuery, body: OrderCreateBody): Promise<Doc<OrderFields>> {
  const plan = await planOrderCreate({ query, body }, serverPlanReads(tx.trx), serverPlanContext(tx, caller));
  return (await storePlan(tx, plan)).doc;
}
