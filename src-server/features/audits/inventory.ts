/**
 * The inventory audit (domain §6): imports count rows, validates them all first, and either
 * answers the differences (`dryRun`, nothing written) or applies them — the counted `real` as
 * stock records (refKind 'audit', through the stock service) and the row's unit cost and margins
 * (tiers 100, 500, 1000 and the quantity-0 wholesaler tier) on the product.
 */
import { AppError } from '../../../src-shared/errors.js';
import { newId } from '../../../src-shared/ids.js';
import { dec, roundRate } from '../../../src-shared/money.js';
import type { MarginTier } from '../../../src-shared/pricing/types.js';
import type { CountDifference, CountMargins } from '../../../src-shared/documents/audits.js';
import type { AuditInventoryBody, AuditInventoryRow } from '../../../src-shared/schemas/audit.js';
import { theoretical } from '../../../src-shared/stock.js';
import { docs, saveDoc, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import { garageOrDefault } from '../catalog/garages.js';
import { PRODUCTS, type ProductFields } from '../products/collection.js';
import { RECORDS } from '../stock/collections.js';
import { fromStored } from '../stock/quantities.js';
import { applyStockChanges } from '../stock/service.js';
import type { AuditFields } from './collection.js';
import { countContext, rowProblems } from './inventory-check.js';
import { previousAudit, writeAudit } from './store.js';

/** Which margin tier each import column sets. */
const TIER_COLUMNS = [
  ['wholesaler', 0],
  ['m100', 100],
  ['m500', 500],
  ['m1000', 1000],
] as const;

type Margins = CountMargins;

/** The shape is the contract's (`src-shared/documents/audits.ts`): screens and printouts read it. */
export type { CountDifference };

function marginsOf(tiers: readonly MarginTier[]): Margins {
  return Object.fromEntries(TIER_COLUMNS.map(([column, quantity]) => [column, tiers.find((t) => t.quantity === quantity)?.value ?? null])) as Margins;
}

/** The product's tiers with the four imported ones set, other tiers kept, by quantity. */
function mergedTiers(tiers: readonly MarginTier[], row: AuditInventoryRow): MarginTier[] {
  const imported = new Map<number, number>(TIER_COLUMNS.map(([column, quantity]) => [quantity, roundRate(row[column])]));
  const kept = tiers.filter((t) => !imported.has(t.quantity));
  return [...kept, ...[...imported].map(([quantity, value]) => ({ quantity, value }))].sort((a, b) => a.quantity - b.quantity);
}

async function figuresIn(tx: WriteTx, garage: string, products: readonly string[]) {
  const rows = products.length === 0 ? [] : await tx.trx.selectFrom('stock').selectAll().where('garage', '=', garage).where('product', 'in', [...products]).execute();
  const byProduct = new Map(rows.map((r) => [r.product, { real: fromStored(Number(r.real)), committed: fromStored(Number(r.committed)), pending: fromStored(Number(r.pending)) }]));
  return (product: string) => byProduct.get(product) ?? { real: 0, committed: 0, pending: 0 };
}

function differenceOf(index: number, row: AuditInventoryRow, product: Doc<ProductFields>, figures: { real: number; committed: number; pending: number }): CountDifference {
  const after = { ...figures, real: row.real };
  return {
    row: index,
    number: row.number,
    product: product._id,
    name: product.name,
    real: { before: figures.real, after: row.real, delta: dec(row.real).sub(figures.real).toNumber() },
    theoretical: { before: theoretical(figures), counted: row.theoretical, after: theoretical(after) },
    unitCost: { before: product.unitCost, after: roundRate(row.unitCost) },
    margins: { before: marginsOf(product.margins), after: marginsOf(mergedTiers(product.margins, row)) },
  };
}

function changed(d: CountDifference): boolean {
  return d.real.delta !== 0 || !dec(d.unitCost.before).eq(d.unitCost.after) || TIER_COLUMNS.some(([c]) => d.margins.before[c] !== d.margins.after[c]);
}

export type InventoryResult = { dryRun: true; garage: string; rows: number; changed: number; differences: CountDifference[] } | Doc<AuditFields>;

export async function auditInventory(tx: WriteTx, body: AuditInventoryBody): Promise<InventoryResult> {
  const garage = await garageOrDefault(tx.trx, body.garage);
  const context = await countContext(tx.trx, body.rows.map((r) => r.number));
  const problems = rowProblems(body.rows, context);
  if (problems.length > 0) throw AppError.validation(problems[0]?.message ?? 'invalid rows', problems);
  const products = body.rows.map((row) => context.products.get(row.number) as Doc<ProductFields>);
  const figures = await figuresIn(tx, garage, products.map((p) => p._id));
  const differences = body.rows.map((row, i) => differenceOf(i, row, products[i] as Doc<ProductFields>, figures(products[i]?._id ?? ''))).filter(changed);
  if (body.dryRun) return { dryRun: true, garage, rows: body.rows.length, changed: differences.length, differences };

  const auditId = body._id ?? newId(new Date(tx.now));
  for (const d of differences) {
    const product = products[d.row] as Doc<ProductFields>;
    const row = body.rows[d.row] as AuditInventoryRow;
    await saveDoc(tx, PRODUCTS, product, { ...product, unitCost: d.unitCost.after, margins: mergedTiers(product.margins, row) });
  }
  await applyStockChanges(
    tx,
    differences.map((d) => ({ product: d.product, garage, field: 'real' as const, delta: d.real.delta, reason: 'inventory count', refKind: 'audit' as const, refId: auditId })),
  );
  const records = await docs(tx.trx).selectFrom(RECORDS.table).select(['id', 'doc']).where('ref_id', '=', auditId).orderBy('number').execute();
  const transactions = records.map((r) => ({ collection: RECORDS.name, id: r.id, amount: (JSON.parse(r.doc) as { delta: number }).delta, at: tx.now }));
  const from = (await previousAudit(tx.trx, 'inventory'))?.to ?? null;
  const summary = { garage, rows: body.rows.length, changed: differences.length, differences };
  return writeAudit(tx, { kind: 'inventory', from, notes: body.notes, summary, transactions }, auditId);
}
