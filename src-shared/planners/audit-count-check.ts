/**
 * The checks of an inventory import's rows (domain §6): every row names an existing product, once,
 * that keeps stock, with a count its unit allows, and a UNITY product's row leaves the weight tiers
 * (m100, m500, m1000) empty or equal to its own. All rows are checked before anything is applied,
 * and every bad row is reported at once — by the planner, and by the route's body review next to
 * the rows the schema refused.
 */
import type { ProductFields } from '../documents/products.js';
import { said, type ErrorText } from '../error-keys/index.js';
import type { ErrorDetail } from '../errors.js';
import { unitTierProblems, type WeightTier } from '../inventory-count.js';
import { detail } from '../schemas/messages.js';
import { QUANTITY_DECIMALS } from '../constants/stock.js';
import { partsProblem, splitsPackage } from '../pricing/quantity.js';
import type { PlanReads, Stored } from './types.js';

export interface CountedRow extends Partial<Record<WeightTier, number | null>> {
  number: number;
  real: number;
}

export interface CountContext {
  /** The products the rows name, by number. */
  products: ReadonlyMap<number, Stored<ProductFields>>;
  /** The products' categories, by id: one may allow split packages (fractions of a UNITY product). */
  categories: ReadonlyMap<string, object>;
}

export async function countContext(reads: PlanReads, numbers: readonly number[]): Promise<CountContext> {
  const products = await reads.productsNumbered(numbers);
  const categoryIds = [...new Set([...products.values()].flatMap((p) => (p.category ? [p.category] : [])))];
  const categories = categoryIds.length === 0 ? new Map<string, object>() : await reads.docs('categories', categoryIds);
  return { products, categories };
}

/** The shared rule of how finely a product is counted (`partsProblem`), in the count's own contract messages. */
function countProblem(product: Stored<ProductFields>, real: number, context: CountContext): ErrorText | null {
  const splits = splitsPackage(product, product.category ? context.categories.get(product.category) : undefined);
  switch (partsProblem(real, product.unit, splits)) {
    case null:
      return null;
    case 'decimals':
      return said('audit.decimals', { decimals: QUANTITY_DECIMALS });
    case 'wholeGrams':
      return said('audit.wholeGrams', { product: product.name });
    case 'wholeUnits':
      return said('audit.wholeUnits', { product: product.name });
  }
}

/** One detail per bad row and field, with the row's index in the path (`rows.12.number`). */
export function rowProblems(rows: ReadonlyArray<Partial<CountedRow>>, context: CountContext): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const firstRow = new Map<number, number>();
  rows.forEach((row, index) => {
    const n = row.number;
    if (typeof n !== 'number' || !Number.isInteger(n)) return;
    const path = `rows.${index}.number`;
    const product = context.products.get(n);
    const seen = firstRow.get(n);
    if (!product) problems.push(detail(path, said('audit.noProduct', { number: n })));
    else if (seen !== undefined) problems.push(detail(path, said('audit.countedTwice', { number: n, row: seen })));
    else if (product.mixed?.components.length) problems.push(detail(path, said('audit.mixed', { number: n, product: product.name })));
    else if (typeof row.real === 'number' && row.real >= 0) {
      const problem = countProblem(product, row.real, context);
      if (problem) problems.push(detail(`rows.${index}.real`, problem));
    }
    if (product && seen === undefined && !product.mixed?.components.length) {
      for (const tier of unitTierProblems(product, row)) problems.push(detail(`rows.${index}.${tier.column}`, tier.text));
    }
    if (seen === undefined) firstRow.set(n, index);
  });
  return problems;
}
