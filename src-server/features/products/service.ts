/**
 * Products (spec §3, domain §4–5): create and update with their cost derived by their planner, critical
 * levels, adjustments and force adjustments planned by src-shared/planners/product-stock.ts — each
 * stock change stored through the stock service so the figures always equal the sum of their records.
 */
import { planProductAdjustment, planProductCount, planProductCritical } from '../../../src-shared/planners/product-stock.js';
import { PRODUCT_WRITES } from '../../../src-shared/planners/product-writes.js';
import type { Plan } from '../../../src-shared/planners/types.js';
import type { ProductAdjustmentBody, ProductCreateBody, ProductCriticalBody, ProductForceAdjustmentBody, ProductUpdateBody } from '../../../src-shared/schemas/product.js';
import { requireDoc, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import { crud } from '../crud.js';
import { serverPlanReads, type PlanLocks } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import { PRODUCTS, type ProductFields } from './collection.js';

/** Products' plain writes, planned as the desktop plans them (src-shared/planners/product-writes.ts). */
const store = crud<'products', ProductCreateBody, ProductUpdateBody>(PRODUCTS, { writes: PRODUCT_WRITES });

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
