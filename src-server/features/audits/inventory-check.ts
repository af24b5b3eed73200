/**
 * Checks of an inventory import that need the database (domain §6): every row names an existing
 * product, once, that keeps stock, with a count its unit allows, and a UNITY product's row leaves
 * the weight tiers (m100, m500, m1000) empty or equal to its own. All rows are checked before
 * anything is applied, and every bad row is reported at once — also next to the rows the schema
 * refused, through the route's body review.
 */
import { said, type ErrorText } from '../../../src-shared/error-keys/index.js';
import { detail } from '../../../src-shared/schemas/messages.js';
import type { ErrorDetail } from '../../../src-shared/errors.js';
import { AUDIT_ROWS_MAX } from '../../../src-shared/limits.js';
import { unitTierProblems, type WeightTier } from '../../../src-shared/inventory-count.js';
import { dec } from '../../../src-shared/money.js';
import { docs, rowToDoc, type AnyReader, type Doc } from '../../db/documents.js';
import { CATEGORIES, type CategoryFields } from '../catalog/collections.js';
import { PRODUCTS, type ProductFields } from '../products/collection.js';
import { QUANTITY_DECIMALS } from '../stock/quantities.js';

/** Ids per query, well under both databases' limits on bound parameters. */
const CHUNK = 500;

export interface CountedRow extends Partial<Record<WeightTier, number | null>> {
  number: number;
  real: number;
}

export interface CountContext {
  products: Map<number, Doc<ProductFields>>;
  /** Categories that allow split packages (fractions of a UNITY product). */
  splitCategories: Set<string>;
}

async function inChunks<V, T>(values: readonly V[], load: (chunk: V[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(...(await load(values.slice(i, i + CHUNK))));
  return out;
}

export async function countContext(db: AnyReader, numbers: readonly number[]): Promise<CountContext> {
  const unique = [...new Set(numbers)];
  const productRows = await inChunks(unique, (chunk) => docs(db).selectFrom(PRODUCTS.table).select(['doc', 'status', 'number']).where('number', 'in', chunk).execute());
  const products = new Map(productRows.map((r) => rowToDoc<ProductFields>(r)).map((p) => [p.number, p]));
  const categoryIds = [...new Set([...products.values()].map((p) => p.category).filter((c): c is string => Boolean(c)))];
  const categoryRows = await inChunks(categoryIds, (chunk) => docs(db).selectFrom(CATEGORIES.table).select(['doc', 'status', 'number']).where('id', 'in', chunk).execute());
  const splitCategories = new Set(
    categoryRows
      .map((r) => rowToDoc<CategoryFields>(r))
      .filter((c) => c.splitPackage)
      .map((c) => c._id),
  );
  return { products, splitCategories };
}

function countProblem(product: Doc<ProductFields>, real: number, context: CountContext): ErrorText | null {
  const count = dec(real);
  if (!count.round(QUANTITY_DECIMALS).eq(count)) return said('audit.decimals', { decimals: QUANTITY_DECIMALS });
  if (count.round(0).eq(count)) return null;
  if (product.unit === 'WEIGHT') return said('audit.wholeGrams', { product: product.name });
  const split = product.splitPackage || (product.category ? context.splitCategories.has(product.category) : false);
  return split ? null : said('audit.wholeUnits', { product: product.name });
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

/** The body review of `POST /audit/inventory`: the database checks of the rows the body does carry. */
export async function reviewInventoryBody(db: AnyReader, body: unknown): Promise<ErrorDetail[]> {
  const rows = typeof body === 'object' && body !== null ? (body as { rows?: unknown }).rows : undefined;
  // A list over the limit is refused for its size alone: reading its products is what the limit spares.
  if (!Array.isArray(rows) || rows.length > AUDIT_ROWS_MAX) return [];
  const counted = rows.map((row): Partial<CountedRow> => (typeof row === 'object' && row !== null ? (row as Partial<CountedRow>) : {}));
  const numbers = counted.map((r) => r.number).filter((n): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 1);
  return rowProblems(counted, await countContext(db, numbers));
}
