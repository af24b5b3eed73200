/**
 * The inventory audit (domain §6): an import of count rows, all checked first, that either answers
 * what it would change (a dry run, nothing written) or applies it. Per product that is a stock
 * record of the counted `real` in the garage (refKind 'audit') and, apart, the prices and margins
 * the sheet changes (`src-shared/inventory-count.ts`): a value the sheet leaves equal is not
 * written, so a product whose prices stand is not saved at all. A counted `theoretical` that is not
 * real − committed + pending after the count is reported as a warning on its row; the domain does
 * not make it block applying.
 */
import type { CountDifference, CountMargins, CountWarning, InventoryDryRun } from '../documents/audits.js';
import type { ProductFields } from '../documents/products.js';
import { AppError, type ErrorDetail } from '../errors.js';
import { COUNT_TIER_COLUMNS, expectedTheoretical, priceChanges, theoreticalMismatch, tierValue, tiersAfter, unitCostAfter, type PriceChange } from '../inventory-count.js';
import { dec } from '../money.js';
import type { MarginTier } from '../pricing/types.js';
import type { AuditInventoryBody, AuditInventoryRow } from '../schemas/audit.js';
import { detail } from '../schemas/messages.js';
import { passesStockLimit, stockLimitText, theoretical, type StockFigures } from '../stock.js';
import { auditPlan, periodOf } from './audit-period.js';
import { countContext, rowProblems } from './audit-count-check.js';
import { changed } from './planned.js';
import { createdId, ownFields } from './reads.js';
import { stockGarageOrDefault } from './references.js';
import type { Plan, PlanContext, PlanReads, StockMove, Stored } from './types.js';

function marginsOf(tiers: readonly MarginTier[]): CountMargins {
  return Object.fromEntries(COUNT_TIER_COLUMNS.map((column) => [column, tierValue(tiers, column)])) as CountMargins;
}

interface Counted {
  product: Stored<ProductFields>;
  difference: CountDifference;
  warning: CountWarning | null;
  prices: PriceChange[];
}

function countOf(index: number, row: AuditInventoryRow, product: Stored<ProductFields>, figures: StockFigures): Counted {
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
  return { product, difference, warning, prices };
}

/**
 * The rows whose count would take their product's real stock over its garages (the garage's figure
 * replaced by the one counted), or the theoretical stock that real makes, past what a stock figure
 * holds: each on its row's `real`, in a dry run as when applied. The stock write would refuse only
 * the first of them after the dry run had said the count was fine.
 */
function limitProblems(rows: readonly AuditInventoryRow[], products: ReadonlyArray<Stored<ProductFields>>, figures: ReadonlyMap<string, StockFigures>): ErrorDetail[] {
  return rows.flatMap((row, i) => {
    const product = products[i] as Stored<ProductFields>;
    const delta = dec(row.real).sub(figures.get(product._id)?.real ?? 0);
    const before = product.inventory;
    const past = passesStockLimit(before.real, delta.add(before.real)) || passesStockLimit(before.theoretical, delta.add(before.theoretical));
    return past ? [detail(`rows.${i}.real`, stockLimitText(product))] : [];
  });
}

const changes = (c: Counted): boolean => c.difference.real.delta !== 0 || c.prices.length > 0;

/** The count checked against the garage's stock and the products' prices: what it changes (a dry run's answer), and the rows that change something. */
export async function countInventory(body: AuditInventoryBody, reads: PlanReads): Promise<{ result: InventoryDryRun; changing: Counted[] }> {
  const garage = await stockGarageOrDefault(reads, body.garage);
  const context = await countContext(
    reads,
    body.rows.map((r) => r.number),
  );
  const problems = rowProblems(body.rows, context);
  if (problems.length > 0) throw AppError.validation(problems);
  // Every row names a product: the check above refused any other.
  const products = body.rows.map((row) => context.products.get(row.number) as Stored<ProductFields>);
  const figures = await reads.stockIn(
    garage,
    products.map((p) => p._id),
  );
  const pastLimit = limitProblems(body.rows, products, figures);
  if (pastLimit.length > 0) throw AppError.validation(pastLimit);
  const counted = body.rows.map((row, i) => countOf(i, row, products[i] as Stored<ProductFields>, figures.get(products[i]?._id ?? '') ?? { real: 0, committed: 0, pending: 0, critical: 0 }));
  const changing = counted.filter(changes);
  const differences = changing.map((c) => c.difference);
  const warnings = counted.flatMap((c) => (c.warning ? [c.warning] : []));
  return { result: { dryRun: true, garage, rows: body.rows.length, changed: differences.length, differences, warnings }, changing };
}

/** `POST /audit/inventory` applied: the audit, the products whose prices change, and one stock record per counted difference, each listed in the audit. */
export async function planAuditInventory(body: AuditInventoryBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'audits'>> {
  const { result, changing } = await countInventory(body, reads);
  const id = await createdId(reads, ctx, 'audits', 'audit', body._id);
  const repriced = changing
    .filter((c) => c.prices.length > 0)
    .map((c) => changed('products', c.product, { ...ownFields(c.product), unitCost: unitCostAfter(c.product, c.prices) ?? c.product.unitCost, margins: tiersAfter(c.product.margins, c.prices) }));
  const stock = result.differences
    .filter((d) => d.real.delta !== 0)
    .map((d): StockMove & { record: string } => ({
      product: d.product,
      garage: result.garage,
      field: 'real',
      delta: d.real.delta,
      reason: 'inventory count',
      refKind: 'audit',
      refId: id,
      record: ctx.newId(),
      // Another write may take the product past the limit after the count was checked: the write's refusal names the row as the check does.
      path: `rows.${d.row}.real`,
    }));
  const transactions = stock.map((move) => ({ collection: 'records', id: move.record, amount: move.delta, at: ctx.now }));
  const { from } = await periodOf(reads, ctx, 'inventory');
  const { dryRun: _dryRun, ...summary } = result;
  return auditPlan(reads, ctx, id, { kind: 'inventory', from, notes: body.notes, summary, transactions }, repriced, stock);
}
