/**
 * Products (spec §3, domain §4–5): create and update with their cost derived by their planner, critical
 * levels, adjustments and force adjustments planned by src-shared/planners/product-stock.ts — each
 * stock change stored through the stock service so the figures always equal the sum of their records.
 */
import { planProductAdjustment, planProductCount, planProductCritical } from '../../../src-shared/planners/product-stock.js';
import { PRODUCT_WRITES } from '../../../src-shared/planners/product-writes.js';
import type { Plan } from '../../../src-shared/planners/types.js';
import type { ProductAdjustmentBody, ProductCreateBody, ProductCriticalBody, ProductForceAdjustmentBody, ProductUpdateBody } from '../../../src-shared/schemas/product.js';
import type { PlannedDoc } from '../../../src-shared/planners/types.js';
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { docs, flag, requireDoc, rowToDoc, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import { crud } from '../crud.js';
import { serverPlanReads, type PlanLocks } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import { PRODUCTS, type ProductFields } from './collection.js';

/**
 * A product some mixed product is made of cannot become mixed itself: that one would then hold a
 * mixed product, which the planner refuses only when the holder is written (product-cost.ts), and
 * selling it would commit stock on a product that keeps none. Mixed products are few, so they are
 * read whole, disabled ones included (enabling one must not bring the nesting back).
 */
async function checkNotAComponent(tx: WriteTx, planned: PlannedDoc<'products'>): Promise<void> {
  if (!planned.before || planned.before.mixed?.components.length || !planned.fields.mixed?.components.length) return;
  const rows = await docs(tx.trx).selectFrom(PRODUCTS.table).select(['doc', 'status']).where('is_mixed', '=', flag(true)).orderBy('number').execute();
  const holder = rows.map((row) => rowToDoc<ProductFields>(row)).find((product) => product.mixed?.components.some((c) => c.product === planned._id));
  if (holder) throw AppError.invalid('mixed', said('product.componentOfMixed', { product: holder.name }));
}

/** Products' plain writes, planned as the desktop plans them (src-shared/planners/product-writes.ts). */
const store = crud<'products', ProductCreateBody, ProductUpdateBody>(PRODUCTS, { writes: PRODUCT_WRITES, checkPlanned: checkNotAComponent });

export const createProduct = store.create;
export const updateProduct = store.update;
export const setProductStatus = store.setStatus;

/** A count or a critical level is set from the garage's figure: it is read locked (plan-reads.ts `toWrite`). */
const SETS_FIGURES: PlanLocks = new Set(['stock']);

/** Stores a stock plan; answers the product as the stock service left it (its totals refreshed). */
async function storeStockPlan(tx: WriteTx, id: string, plan: Plan<'products'>): Promise<Doc<ProductFields>> {
  await storePlan(tx, plan);
  return requireDoc(tx.trx, PRODUCTS, id);
}

export async function setCritical(tx: WriteTx, id: string, body: ProductCriticalBody): Promise<Doc<ProductFields>> {
  return storeStockPlan(tx, id, await planProductCritical(id, body, serverPlanReads(tx.trx, SETS_FIGURES)));
}

export async function adjustStock(tx: WriteTx, id: string, body: ProductAdjustmentBody): Promise<Doc<ProductFields>> {
  return storeStockPlan(tx, id, await planProductAdjustment(id, body, serverPlanReads(tx.trx)));
}

export async function forceAdjustStock(tx: WriteTx, id: string, body: ProductForceAdjustmentBody): Promise<Doc<ProductFields>> {
  return storeStockPlan(tx, id, await planProductCount(id, body, serverPlanReads(tx.trx, SETS_FIGURES)));
}
