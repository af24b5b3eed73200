/**
 * A product's stock set by hand (domain §5): its critical level, an adjustment of what is on hand,
 * and a count that states the figures. Each is a stock move in one garage (the one named, else the
 * default); the product document itself is left as it is (the stock service refreshes its totals).
 * A mixed product keeps no stock of its own: its components are adjusted instead.
 */
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import { dec } from '../money.js';
import { splitsPackage, stockQuantityError } from '../pricing/quantity.js';
import { CRITICAL_SET_REASON, FORCED_COUNT_REASON } from '../stock-reasons.js';
import type { ProductAdjustmentBody, ProductCriticalBody, ProductForceAdjustmentBody } from '../schemas/product.js';
import { changed } from './planned.js';
import { ownFields, pick } from './reads.js';
import { required, stockGarageOrDefault } from './references.js';
import type { GarageFigures, Plan, PlanReads, StockMove, Stored } from './types.js';
import type { ProductFields } from '../documents/products.js';

async function stockProduct(reads: PlanReads, id: string): Promise<Stored<ProductFields>> {
  const product = await required(reads, 'products', id);
  if (product.mixed?.components.length) throw AppError.conflict(said('product.mixedNoStock', { product: product.name }));
  return product;
}

/**
 * Stock counts what items move (domain §4): whole grams, whole units unless the product or its
 * category splits packages. A figure that is not is bad input on its field.
 */
async function checkStockQuantities(reads: PlanReads, product: Stored<ProductFields>, figures: Readonly<Record<string, number | undefined>>): Promise<void> {
  const categories = product.category ? await reads.docs('categories', [product.category]) : new Map<string, object>();
  const splits = splitsPackage(product, pick(categories, product.category));
  for (const [path, quantity] of Object.entries(figures)) {
    const problem = quantity === undefined ? null : stockQuantityError(quantity, product.unit, splits, path);
    if (problem) throw AppError.invalid(path, problem);
  }
}

async function figuresOf(reads: PlanReads, product: string, garage: string): Promise<GarageFigures> {
  const figures = (await reads.stockIn(garage, [product])).get(product);
  if (figures === undefined) throw new Error(`no stock figures answered for ${product} in ${garage}`);
  return figures;
}

const moving = (product: Stored<ProductFields>, move: Omit<StockMove, 'product'>): Plan<'products'> => ({
  doc: changed('products', product, ownFields(product)),
  linked: [],
  stock: [{ product: product._id, ...move }],
});

/** `PUT /product/{id}/critical`: the garage's critical level becomes the one given. */
export async function planProductCritical(id: string, body: ProductCriticalBody, reads: PlanReads): Promise<Plan<'products'>> {
  const product = await stockProduct(reads, id);
  await checkStockQuantities(reads, product, { critical: body.critical });
  const garage = await stockGarageOrDefault(reads, body.garage);
  const figures = await figuresOf(reads, product._id, garage);
  const delta = dec(body.critical).sub(figures.critical).toNumber();
  return moving(product, { garage, field: 'critical', delta, reason: CRITICAL_SET_REASON, refKind: 'adjustment', refId: null, path: 'critical' });
}

/** `PUT /product/{id}/adjustment`: `real += quantity`, for the reason given. */
export async function planProductAdjustment(id: string, body: ProductAdjustmentBody, reads: PlanReads): Promise<Plan<'products'>> {
  const product = await stockProduct(reads, id);
  await checkStockQuantities(reads, product, { quantity: body.quantity });
  const garage = await stockGarageOrDefault(reads, body.garage);
  return moving(product, { garage, field: 'real', delta: body.quantity, reason: body.reason, refKind: 'adjustment', refId: null, path: 'quantity' });
}

/**
 * `PUT /product/{id}/force/adjustment`: sets the counted figures and records the difference.
 * Theoretical is derived (real − committed + pending), so stating it moves real; given both, they
 * must agree.
 */
export async function planProductCount(id: string, body: ProductForceAdjustmentBody, reads: PlanReads): Promise<Plan<'products'>> {
  const product = await stockProduct(reads, id);
  await checkStockQuantities(reads, product, { real: body.real, theoretical: body.theoretical });
  const garage = await stockGarageOrDefault(reads, body.garage);
  const figures = await figuresOf(reads, product._id, garage);
  const realFromTheoretical = body.theoretical === undefined ? undefined : dec(body.theoretical).add(figures.committed).sub(figures.pending).toNumber();
  if (body.real !== undefined && realFromTheoretical !== undefined && !dec(body.real).eq(realFromTheoretical)) {
    throw AppError.invalid('theoretical', said('product.theoreticalMismatch', { real: dec(body.real).sub(figures.committed).add(figures.pending).toString() }));
  }
  const target = body.real ?? realFromTheoretical ?? figures.real;
  const delta = dec(target).sub(figures.real).toNumber();
  const path = body.real === undefined && body.theoretical !== undefined ? 'theoretical' : 'real';
  return moving(product, { garage, field: 'real', delta, reason: body.reason ?? FORCED_COUNT_REASON, refKind: 'force', refId: null, path });
}
