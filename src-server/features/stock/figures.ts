/**
 * The stock figures of products in one garage, as the stock table holds them (stock/service.ts
 * moves them): what a write that sets a figure from the current one reads (a counted stock, a
 * critical level).
 */
import type { GarageFigures } from '../../../src-shared/planners/types.js';
import { chunks, type AnyReader } from '../../db/doc-base.js';
import { dialectOf, runShaped } from '../../db/sql-text.js';
import { fromStored } from './quantities.js';

const noFigures = (): GarageFigures => ({ real: 0, committed: 0, pending: 0, critical: 0 });

/**
 * Each product's figures in `garage`, zeros where it has no stock row, one statement per chunk.
 * `toWrite`: the figures are read to be set from, so on PostgreSQL the rows stay locked until the
 * write ends (db/locks.ts): a second count of the same product waits and reads what the first left.
 * A row not made yet could not be locked, so it is made first, at zero (figures are sums: a row of
 * zeros changes none); a writer making it at the same time is waited for.
 */
export async function figuresIn(db: AnyReader, garage: string, products: readonly string[], toWrite: boolean): Promise<Map<string, GarageFigures>> {
  const found = new Map<string, GarageFigures>(products.map((product) => [product, noFigures()]));
  const lock = toWrite && dialectOf(db) === 'postgres';
  // In id order, as every writer takes stock rows (stock/service.ts): a count and a confirm never hold what the other waits for.
  for (const chunk of chunks([...new Set(products)].sort())) {
    if (lock) await insertZeros(db, garage, chunk);
    const rows = await runShaped(
      db,
      `garage-figures|${lock ? 'locked' : 'read'}|${chunk.length}`,
      (slot) => {
        const query = db
          .selectFrom('stock')
          .selectAll()
          .where('garage', '=', slot(0))
          .where(
            'product',
            'in',
            chunk.map((_, i) => slot(i + 1)),
          );
        return lock ? query.forUpdate() : query;
      },
      [garage, ...chunk],
    );
    for (const row of rows) {
      found.set(row.product, {
        real: fromStored(Number(row.real)),
        committed: fromStored(Number(row.committed)),
        pending: fromStored(Number(row.pending)),
        critical: fromStored(Number(row.critical)),
      });
    }
  }
  return found;
}

async function insertZeros(db: AnyReader, garage: string, products: readonly string[]): Promise<void> {
  const rows = products.map((product) => ({ product, garage, ...noFigures() }));
  await db
    .insertInto('stock')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['product', 'garage']).doNothing())
    .execute();
}
