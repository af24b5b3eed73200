/**
 * Products (spec §3, domain §4–5): create and update with their cost derived by their planner, critical
 * levels, adjustments and force adjustments — each stock change through the stock service so the
 * figures always equal the sum of their records.
 */
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { dec } from '../../../src-shared/money.js';
import { PRODUCT_WRITES } from '../../../src-shared/planners/product-writes.js';
import type { ProductAdjustmentBody, ProductCreateBody, ProductCriticalBody, ProductForceAdjustmentBody, ProductUpdateBody } from '../../../src-shared/schemas/product.js';
import type { PlannedDoc } from '../../../src-shared/planners/types.js';
import { splitsPackage, stockQuantityError } from '../../../src-shared/pricing/quantity.js';
import { docs, flag, getDoc, requireDoc, rowToDoc, type Doc } from '../../db/documents.js';
import { CATEGORIES } from '../catalog/collections.js';
import type { WriteTx } from '../../db/write.js';
import { stockGarageOrDefault } from '../catalog/garages.js';
import { crud } from '../crud.js';
import { applyStockChanges, figuresAt } from '../stock/service.js';
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

async function stockProduct(tx: WriteTx, id: string): Promise<Doc<ProductFields>> {
  const product = await requireDoc(tx.trx, PRODUCTS, id);
  if (product.mixed?.components.length) {
    throw AppError.conflict(said('product.mixedNoStock', { product: product.name }));
  }
  return product;
}

/**
 * Stock counts what items move (domain §4): whole grams, whole units unless the product or its
 * category splits packages. A figure that is not is bad input on `path`.
 */
async function checkStockQuantity(tx: WriteTx, product: Doc<ProductFields>, path: string, quantity: number | undefined): Promise<void> {
  if (quantity === undefined) return;
  const category = product.category ? await getDoc(tx.trx, CATEGORIES, product.category) : undefined;
  const problem = stockQuantityError(quantity, product.unit, splitsPackage(product, category));
  if (problem) throw AppError.invalid(path, problem);
}

export async function setCritical(tx: WriteTx, id: string, body: ProductCriticalBody): Promise<Doc<ProductFields>> {
  const product = await stockProduct(tx, id);
  await checkStockQuantity(tx, product, 'critical', body.critical);
  const garage = await stockGarageOrDefault(tx.trx, body.garage);
  const figures = await figuresAt(tx, product._id, garage);
  const delta = dec(body.critical).sub(figures.critical).toNumber();
  await applyStockChanges(tx, [{ product: product._id, garage, field: 'critical', delta, reason: 'critical level set', refKind: 'adjustment', refId: null }]);
  return requireDoc(tx.trx, PRODUCTS, id);
}

export async function adjustStock(tx: WriteTx, id: string, body: ProductAdjustmentBody): Promise<Doc<ProductFields>> {
  const product = await stockProduct(tx, id);
  await checkStockQuantity(tx, product, 'quantity', body.quantity);
  const garage = await stockGarageOrDefault(tx.trx, body.garage);
  await applyStockChanges(tx, [{ product: product._id, garage, field: 'real', delta: body.quantity, reason: body.reason, refKind: 'adjustment', refId: null }]);
  return requireDoc(tx.trx, PRODUCTS, id);
}

/**
 * Sets the counted figures and records the difference. Theoretical is derived (real − committed +
 * pending), so forcing it moves real; given both, they must agree.
 */
export async function forceAdjustStock(tx: WriteTx, id: string, body: ProductForceAdjustmentBody): Promise<Doc<ProductFields>> {
  const product = await stockProduct(tx, id);
  await checkStockQuantity(tx, product, 'real', body.real);
  await checkStockQuantity(tx, product, 'theoretical', body.theoretical);
  const garage = await stockGarageOrDefault(tx.trx, body.garage);
  const figures = await figuresAt(tx, product._id, garage);
  const realFromTheoretical = body.theoretical === undefined ? undefined : dec(body.theoretical).add(figures.committed).sub(figures.pending).toNumber();
  if (body.real !== undefined && realFromTheoretical !== undefined && !dec(body.real).eq(realFromTheoretical)) {
    throw AppError.invalid('theoretical', said('product.theoreticalMismatch', { real: dec(body.real).sub(figures.committed).add(figures.pending).toString() }));
  }
  const target = body.real ?? realFromTheoretical ?? figures.real;
  const delta = dec(target).sub(figures.real).toNumber();
  const reason = body.reason ?? 'forced count';
  await applyStockChanges(tx, [{ product: product._id, garage, field: 'real', delta, reason, refKind: 'force', refId: null }]);
  return requireDoc(tx.trx, PRODUCTS, id);
}
