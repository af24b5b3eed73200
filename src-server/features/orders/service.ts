/** Taking orders (spec §7 `POST /order`): the order planner's (src-shared/planners/order-create.ts) plan, stored. */
import { PARTNER_ROLE } from '../../../src-shared/constants/roles.js';
import { planOrderCreate } from '../../../src-shared/planners/order-create.js';
import type { OrderCreateBody, OrderCreateQuery } from '../../../src-shared/schemas/order.js';
import type { Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { serverPlanContext, serverPlanReads, type PlanPreload } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import type { OrderFields } from './collection.js';

/**
 * What the order planner reads for this request, read in one statement before it runs: its
 * parties, the cart's products, the delivery option and garage it names (or the default one),
 * the tax table, and the id a request chose (to refuse one in use).
 */
function createReads(caller: Caller, body: OrderCreateBody): PlanPreload {
  const partner = caller.role === PARTNER_ROLE ? caller.id : body.partner;
  return {
    docs: {
      customers: [body.customer],
      products: body.cart.items.map((item) => item.product),
      deliveries: [body.delivery._id],
      garages: [body.garage],
      users: [partner],
      orders: [body._id],
    },
    taxes: true,
    housePartner: !partner,
    defaultGarage: !body.garage,
  };
}

export async function createOrder(tx: WriteTx, caller: Caller, query: OrderCreateQuery, body: OrderCreateBody): Promise<Doc<OrderFields>> {
  const plan = await planOrderCreate({ query, body }, serverPlanReads(tx.trx, new Set(), createReads(caller, body)), serverPlanContext(tx, caller));
  return (await storePlan(tx, plan)).doc;
}
