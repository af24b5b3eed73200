/**
 * The inventory audit (domain §6): imports count rows, validates them all first, and either
 * answers what it would change (`dryRun`, nothing written) or applies it. Per product that is the
 * stock records of the counted `real` (refKind 'audit', through the stock service) and, apart, the
 * prices and margins the sheet changes (`src-shared/inventory-count.ts`): a value the sheet leaves
 * equal is not written, so a product whose prices stand is not saved at all. A counted
 * `theoretical` that is not real − committed + pending after the count is reported as a warning on
 * its row; the domain does not make it block applying.
 */
import { AppError } from '../../../src-shared/errors.js';
import { newId } from '../../../src-shared/ids.js';
import { COUNT_TIER_COLUMNS, expectedTheoretical, priceChanges, theoreticalMismatch, tierValue, tiersAfter, unitCostAfter, type PriceChange } from '../../../src-shared/inventory-count.js';
import { dec } from '../../../src-shared/money.js';
import type { MarginTier } from '../../../src-shared/pricing/types.js';
import type { CountDifference, CountMargins, CountWarning } from '../../../src-shared/documents/audits.js';
import type { AuditInventoryBody, AuditInventoryRow } from '../../../src-shared/schemas/audit.js';
import { theoretical } from '../../../src-shared/stock.js';
import { docs, saveDoc, type Doc } from '../../db/documents.js';
import { lockedForWrite } from '../../db/locks.js';
import type { WriteTx } from '../../db/write.js';
import { stockGarageOrDefault } from '../catalog/garages.js';
import { PRODUCTS, type ProductFields } from '../products/collection.js';
import { RECORDS } from '../stock/collections.js';
import { fromStored } from '../stock/quantities.js';
import { applyStockChanges } from '../stock/service.js';
import type { AuditFields } from './collection.js';
import { countContext, rowProblems } from './inventory-check.js';
import { previousAudit, writeAudit } from './store.js';

/** The shape is the contract's (`src-shared/documents/audits.ts`): screens and printouts read it. */
export type { CountDifference };

type Figures = { real: number; committed: number; pending: number };

function marginsOf(tiers: readonly MarginTier[]): CountMargins {
  return Object.fromEntries(COUNT_TIER_COLUMNS.map((column) => [column, tierValue(tiers, column)])) as CountMargins;
}

async function figuresIn(tx: WriteTx, garage: string, products: readonly string[]) {
  // The counted figures replace these: the rows stay locked until the write ends (db/locks.ts).
  const rows =
    products.length === 0
      ? []
      : await lockedForWrite(
          tx,
          tx.trx
            .selectFrom('stock')
            .selectAll()
            .where('garage', '=', garage)
            .where('product', 'in', [...products]),
        ).execute();
  const byProduct = new Map(rows.map((r) => [r.product, { real: fromStored(Number(r.real)), committed: fromStored(Number(r.committed)), pending: fromStored(Number(r.pending)) }]));
  return (product: string): Figures => byProduct.get(product) ?? { real: 0, committed: 0, pending: 0 };
}

interface Counted {
  difference: CountDifference;
  warning: CountWarning | null;
  prices: PriceChange[];
}

function countOf(index: number, row: AuditInventoryRow, product: Doc<ProductFields>, figures: Figures): Counted {
  const delta = dec(row.real).sub(figures.real).toNumber();
  const prices = priceChanges(product, row);
  const expected = expectedTheoretical(figures, row.real);
  const ref = { row: index, number: row.number, product: product._id, name: product.name };
  const difference: CountDifference = {
    ...ref,
    records: delta === 0 ? [] : [{ field: 'real', delta, result: row.real }],
    prices,
    real: { before: figures.real, after: row.real, delta },
    theoretical: { before: theoretical(figures), counted: row.theoretical, after: expected },
    unitCost: { before: product.unitCost, after: unitCostAfter(product, prices) ?? product.unitCost },
    margins: { before: marginsOf(product.margins), after: marginsOf(tiersAfter(product.margins, prices)) },
  };
  const warning: CountWarning | null = theoreticalMismatch(figures, row.real, row.theoretical) ? { ...ref, kind: 'theoretical', counted: row.theoretical, expected } : null;
  return { difference, warning, prices };
}

const changes = (c: Counted): boolean => c.difference.real.delta !== 0 || c.prices.length > 0;

export type InventoryResult = { dryRun: true; garage: string; rows: number; changed: number; differences: CountDifference[]; warnings: CountWarning[] } | Doc<AuditFields>;

export async function auditInventory(tx: WriteTx, body: AuditInventoryBody): Promise<InventoryResult> {
  const garage = await stockGarageOrDefault(tx.trx, body.garage);
  const context = await countContext(
    tx.trx,
    body.rows.map((r) => r.number),
  );
  const problems = rowProblems(body.rows, context);
  if (problems.length > 0) throw AppError.validation(problems);
  const products = body.rows.map((row) => context.products.get(row.number) as Doc<ProductFields>);
  const figures = await figuresIn(
    tx,
    garage,
    products.map((p) => p._id),
  );
  const counted = body.rows.map((row, i) => countOf(i, row, products[i] as Doc<ProductFields>, figures(products[i]?._id ?? '')));
  const changed = counted.filter(changes);
  const differences = changed.map((c) => c.difference);
  const warnings = counted.flatMap((c) => (c.warning ? [c.warning] : []));
  if (body.dryRun) return { dryRun: true, garage, rows: body.rows.length, changed: differences.length, differences, warnings };

  const auditId = body._id ?? newId(new Date(tx.now));
  for (const c of changed) {
    if (c.prices.length === 0) continue;
    const product = products[c.difference.row] as Doc<ProductFields>;
    await saveDoc(tx, PRODUCTS, product, { ...product, unitCost: unitCostAfter(product, c.prices) ?? product.unitCost, margins: tiersAfter(product.margins, c.prices) });
  }
  await applyStockChanges(
    tx,
    differences
      .filter((d) => d.real.delta !== 0)
      .map((d) => ({ product: d.product, garage, field: 'real' as const, delta: d.real.delta, reason: 'inventory count', refKind: 'audit' as const, refId: auditId })),
  );
  const records = await docs(tx.trx).selectFrom(RECORDS.table).select(['id', 'doc']).where('ref_id', '=', auditId).orderBy('number').execute();
  const transactions = records.map((r) => ({ collection: RECORDS.name, id: r.id, amount: (JSON.parse(r.doc) as { delta: number }).delta, at: tx.now }));
  const from = (await previousAudit(tx.trx, 'inventory'))?.to ?? null;
  const summary = { garage, rows: body.rows.length, changed: differences.length, differences, warnings };
  return writeAudit(tx, { kind: 'inventory', from, notes: body.notes, summary, transactions }, auditId);
}
