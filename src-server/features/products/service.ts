/**
 * Products (spec §3, domain §4–5): create and update with their cost derived once here, critical
 * levels, adjustments and force adjustments — each stock change through the stock service so the
 * figures always equal the sum of their records.
 */
import { EMPTY_INVENTORY } from '../../../src-shared/documents/products.js';
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { dec } from '../../../src-shared/money.js';
import type {
  ProductAdjustmentBody,
  ProductCreateBody,
  ProductCriticalBody,
  ProductForceAdjustmentBody,
  ProductUpdateBody,
} from '../../../src-shared/schemas/product.js';
import { insertDoc, requireDoc, saveDoc, setDocStatus, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import { CATEGORIES, PROVIDERS } from '../catalog/collections.js';
import { garageOrDefault } from '../catalog/garages.js';
import { referenced } from '../catalog/references.js';
import { applyStockChanges, figuresAt } from '../stock/service.js';
import { PRODUCTS, type ProductFields } from './collection.js';
import { checkTaxIds, costOf, loadTaxes } from './pricing-inputs.js';
import { slugify } from './slug.js';

async function checkReferences(tx: WriteTx, body: { provider?: string | undefined; category?: string | null | undefined }): Promise<void> {
  if (body.provider) await referenced(tx.trx, PROVIDERS, body.provider, 'provider');
  if (body.category) await referenced(tx.trx, CATEGORIES, body.category, 'category');
}

export async function createProduct(tx: WriteTx, body: ProductCreateBody): Promise<Doc<ProductFields>> {
  const { _id, ...fields } = body;
  await checkReferences(tx, fields);
  const taxes = await loadTaxes(tx.trx);
  const taxIds = fields.taxes ?? [];
  checkTaxIds(taxIds, taxes);
  const cost = await costOf(tx.trx, { ...fields, taxes: taxIds }, taxes);
  const product: ProductFields = {
    ...fields,
    ...cost,
    slug: fields.slug || slugify(fields.name),
    taxes: taxIds,
    catalog: fields.catalog ?? true,
    isShortage: fields.isShortage ?? false,
    inventory: EMPTY_INVENTORY,
  };
  return insertDoc(tx, PRODUCTS, product, _id);
}

export async function updateProduct(tx: WriteTx, id: string, body: ProductUpdateBody): Promise<Doc<ProductFields>> {
  const current = await requireDoc(tx.trx, PRODUCTS, id);
  await checkReferences(tx, body);
  const taxes = await loadTaxes(tx.trx);
  checkTaxIds(body.taxes, taxes);
  const merged = { ...current, ...body, slug: body.slug || current.slug };
  // An explicit unit cost is kept only when this update states it; otherwise it follows the new tax base.
  const cost = await costOf(tx.trx, { ...merged, unitCost: body.unitCost ?? null }, taxes);
  return saveDoc(tx, PRODUCTS, current, { ...merged, ...cost, inventory: current.inventory });
}

export async function setProductStatus(tx: WriteTx, id: string, status: boolean): Promise<Doc<ProductFields>> {
  return setDocStatus(tx, PRODUCTS, id, status);
}

async function stockProduct(tx: WriteTx, id: string): Promise<Doc<ProductFields>> {
  const product = await requireDoc(tx.trx, PRODUCTS, id);
  if (product.mixed?.components.length) {
    throw AppError.conflict(said('product.mixedNoStock', { product: product.name }));
  }
  return product;
}

export async function setCritical(tx: WriteTx, id: string, body: ProductCriticalBody): Promise<Doc<ProductFields>> {
  const product = await stockProduct(tx, id);
  const garage = await garageOrDefault(tx.trx, body.garage);
  const figures = await figuresAt(tx, product._id, garage);
  const delta = dec(body.critical).sub(figures.critical).toNumber();
  await applyStockChanges(tx, [{ product: product._id, garage, field: 'critical', delta, reason: 'critical level set', refKind: 'adjustment', refId: null }]);
  return requireDoc(tx.trx, PRODUCTS, id);
}

export async function adjustStock(tx: WriteTx, id: string, body: ProductAdjustmentBody): Promise<Doc<ProductFields>> {
  const product = await stockProduct(tx, id);
  const garage = await garageOrDefault(tx.trx, body.garage);
  await applyStockChanges(tx, [{ product: product._id, garage, field: 'real', delta: body.quantity, reason: body.reason, refKind: 'adjustment', refId: null }]);
  return requireDoc(tx.trx, PRODUCTS, id);
}

/**
 * Sets the counted figures and records the difference. Theoretical is derived (real − committed +
 * pending), so forcing it moves real; given both, they must agree.
 */
export async function forceAdjustStock(tx: WriteTx, id: string, body: ProductForceAdjustmentBody): Promise<Doc<ProductFields>> {
  const product = await stockProduct(tx, id);
  const garage = await garageOrDefault(tx.trx, body.garage);
  const figures = await figuresAt(tx, product._id, garage);
  const realFromTheoretical =
    body.theoretical === undefined ? undefined : dec(body.theoretical).add(figures.committed).sub(figures.pending).toNumber();
  if (body.real !== undefined && realFromTheoretical !== undefined && !dec(body.real).eq(realFromTheoretical)) {
    throw AppError.invalid('theoretical', said('product.theoreticalMismatch', { real: dec(body.real).sub(figures.committed).add(figures.pending).toString() }));
  }
  const target = body.real ?? realFromTheoretical ?? figures.real;
  const delta = dec(target).sub(figures.real).toNumber();
  const reason = body.reason ?? 'forced count';
  await applyStockChanges(tx, [{ product: product._id, garage, field: 'real', delta, reason, refKind: 'force', refId: null }]);
  return requireDoc(tx.trx, PRODUCTS, id);
}
