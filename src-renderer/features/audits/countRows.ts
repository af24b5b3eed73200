/**
 * The rows of a count's report as the screens list them: the products whose stock changes, each
 * price or margin that changes (one row each, apart from the stock), and the rows whose counted
 * theoretical disagrees — for a dry run (with the file's line of each row) and an applied audit.
 */
import { pricesOf, type PriceChange } from '../../../src-shared/inventory-count.js';
import type { CountDifference, CountWarning } from '../../../src-shared/documents/audits.js';

/** A row of the file: its line there (null in an applied audit, which keeps no file). */
type Lined = { line?: number | null };

export type DifferenceRow = CountDifference & Lined;
export type WarningRow = CountWarning & Lined;
export type PriceRow = PriceChange & Pick<DifferenceRow, 'row' | 'number' | 'product' | 'name' | 'line'>;

/** The products a count writes stock records for. */
export function stockRows(differences: readonly DifferenceRow[]): DifferenceRow[] {
  return differences.filter((d) => d.real.delta !== 0);
}

/** Every price or margin a count changes, product after product. */
export function priceRows(differences: readonly DifferenceRow[]): PriceRow[] {
  return differences.flatMap((d) => pricesOf(d).map((change) => ({ ...change, row: d.row, number: d.number, product: d.product, name: d.name, line: d.line ?? null })));
}
