/**
 * Cart pricing is the order planners' (src-shared/planners/order-pricing.ts); the writes not yet
 * planned (carts) price through it over the server's reader.
 */
import * as planned from '../../../src-shared/planners/order-pricing.js';
import type { PricedItem } from '../../../src-shared/pricing/index.js';
import type { CartItemInput } from '../../../src-shared/schemas/cart.js';
import type { AnyReader } from '../../db/documents.js';
import { serverPlanReads } from '../plan-reads.js';

export type { PricedCart, PricingContext } from '../../../src-shared/planners/order-pricing.js';

export function pricingContext(db: AnyReader, parties: Parameters<typeof planned.pricingContext>[1]): Promise<planned.PricingContext> {
  return planned.pricingContext(serverPlanReads(db), parties);
}

export function priceCart(db: AnyReader, items: readonly CartItemInput[], context: planned.PricingContext, previous: readonly PricedItem[] = [], path?: string): Promise<planned.PricedCart> {
  return planned.priceCart(serverPlanReads(db), items, context, previous, path);
}
