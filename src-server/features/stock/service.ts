/**
 * Every stock change goes through here (domain §5): the figure per product and garage moves, one
 * record is written with the resulting value, the product's totals are refreshed, and alerts are
 * raised for negative stock and for stock at or below its critical level — all in the caller's
 * write transaction.
 */
import type { StockField } from '../../../src-shared/constants.js';
import { isShort, theoretical } from '../../../src-shared/stock.js';
import { insertDoc, requireDoc, saveDoc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import { PRODUCTS, type InventoryFigures } from '../products/collection.js';
import { RECORDS, type RecordFields } from './collections.js';
import { fromStored, toStored } from './quantities.js';
import { raiseAlert } from './tracker.js';

export interface StockChange {
  product: string;
  garage: string;
  field: StockField;
  /** Signed, in the product's unit (grams or units). */
  delta: number;
  reason: string;
  refKind: RecordFields['refKind'];
  refId: string | null;
}

async function ensureRow(tx: WriteTx, product: string, garage: string): Promise<void> {
  await tx.trx
    .insertInto('stock')
    .values({ product, garage, real: 0, committed: 0, pending: 0, critical: 0 })
    .onConflict((oc) => oc.columns(['product', 'garage']).doNothing())
    .execute();
}

async function moveFigure(tx: WriteTx, change: StockChange): Promise<number> {
  await ensureRow(tx, change.product, change.garage);
  const delta = toStored(change.delta);
  const row = await tx.trx
    .updateTable('stock')
    .set((eb) => ({ [change.field]: eb(change.field, '+', delta) }))
    .where('product', '=', change.product)
    .where('garage', '=', change.garage)
    .returning(change.field)
    .executeTakeFirstOrThrow();
  return fromStored(Number((row as Record<string, unknown>)[change.field]));
}

/** The product's figures summed over its garages. */
export async function inventoryOf(tx: WriteTx | { trx: WriteTx['trx'] }, product: string): Promise<InventoryFigures> {
  const sums = await tx.trx
    .selectFrom('stock')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('real'), eb.lit(0)).as('real'),
      eb.fn.coalesce(eb.fn.sum<number>('committed'), eb.lit(0)).as('committed'),
      eb.fn.coalesce(eb.fn.sum<number>('pending'), eb.lit(0)).as('pending'),
      eb.fn.coalesce(eb.fn.sum<number>('critical'), eb.lit(0)).as('critical'),
    ])
    .where('product', '=', product)
    .executeTakeFirst();
  const figures = {
    real: fromStored(Number(sums?.real ?? 0)),
    committed: fromStored(Number(sums?.committed ?? 0)),
    pending: fromStored(Number(sums?.pending ?? 0)),
    critical: fromStored(Number(sums?.critical ?? 0)),
  };
  return { ...figures, theoretical: theoretical(figures) };
}

async function refreshProduct(tx: WriteTx, productId: string, negativeGarages: readonly string[]): Promise<void> {
  const product = await requireDoc(tx.trx, PRODUCTS, productId);
  const inventory = await inventoryOf(tx, productId);
  await saveDoc(tx, PRODUCTS, product, { ...product, inventory });
  for (const garage of negativeGarages) {
    await raiseAlert(tx, { kind: 'NEGATIVE_STOCK', product: productId, garage, message: `${product.name}: stock below zero` });
  }
  if (inventory.critical > 0 && isShort(inventory)) {
    await raiseAlert(tx, { kind: 'CRITICAL_STOCK', product: productId, garage: null, message: `${product.name}: stock at or below its critical level` });
  }
}

/** Applies the changes in order; each writes one record. Products are refreshed once each. */
export async function applyStockChanges(tx: WriteTx, changes: readonly StockChange[]): Promise<void> {
  const touched = new Map<string, Set<string>>();
  for (const change of changes) {
    if (change.delta === 0) continue;
    const result = await moveFigure(tx, change);
    await insertDoc(tx, RECORDS, { ...change, result, user: tx.actor });
    const negatives = touched.get(change.product) ?? new Set<string>();
    if (change.field === 'real' && result < 0) negatives.add(change.garage);
    touched.set(change.product, negatives);
  }
  for (const [product, negatives] of touched) await refreshProduct(tx, product, [...negatives]);
}

/** The figures of one product in one garage. */
export async function figuresAt(tx: WriteTx, product: string, garage: string): Promise<Record<StockField, number>> {
  const row = await tx.trx.selectFrom('stock').selectAll().where('product', '=', product).where('garage', '=', garage).executeTakeFirst();
  return {
    real: fromStored(Number(row?.real ?? 0)),
    committed: fromStored(Number(row?.committed ?? 0)),
    pending: fromStored(Number(row?.pending ?? 0)),
    critical: fromStored(Number(row?.critical ?? 0)),
  };
}
