/** Loads what pricing needs from the database: the tax table, and a product's category when it decides how it sells. */
import { splitsPackage, type TaxDef } from '../../../src-shared/pricing/index.js';
import { getDoc, rowToDoc, type AnyReader } from '../../db/documents.js';
import { readRowParts, type BatchRow, type RowsPart } from '../../db/row-batch.js';
import { CATEGORIES, TAXES, type TaxFields } from '../catalog/collections.js';
import type { ProductFields } from './collection.js';

/** Whether the product sells in parts of a unit (`splitsPackage`), its category read only when that decides. */
export async function allowsSplitPackage(db: AnyReader, product: Pick<ProductFields, 'splitPackage' | 'category'>): Promise<boolean> {
  const category = !product.splitPackage && product.category ? await getDoc(db, CATEGORIES, product.category) : undefined;
  return splitsPackage(product, category);
}

/** The tax table's rows: all of them (disabled taxes too: an item priced with one keeps it). */
export const ALL_TAXES: RowsPart = { table: TAXES.table };

export function taxDefsOf(rows: readonly BatchRow[]): TaxDef[] {
  return rows.map((row) => rowToDoc<TaxFields>(row)).map(({ _id, name, type, aliquot }) => ({ _id, name, type, aliquot }));
}

export async function loadTaxes(db: AnyReader): Promise<TaxDef[]> {
  const [rows = []] = await readRowParts(db, [ALL_TAXES]);
  return taxDefsOf(rows);
}
