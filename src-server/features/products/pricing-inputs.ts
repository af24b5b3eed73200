/** Loads what pricing needs from the database: the tax table, and a product's category when it decides how it sells. */
import { splitsPackage, type TaxDef } from '../../../src-shared/pricing/index.js';
import { docs, getDoc, rowToDoc, type AnyReader } from '../../db/documents.js';
import { CATEGORIES, TAXES, type TaxFields } from '../catalog/collections.js';
import type { ProductFields } from './collection.js';
import { runShaped } from '../../db/sql-text.js';

/** Whether the product sells in parts of a unit (`splitsPackage`), its category read only when that decides. */
export async function allowsSplitPackage(db: AnyReader, product: Pick<ProductFields, 'splitPackage' | 'category'>): Promise<boolean> {
  const category = !product.splitPackage && product.category ? await getDoc(db, CATEGORIES, product.category) : undefined;
  return splitsPackage(product, category);
}

export async function loadTaxes(db: AnyReader): Promise<TaxDef[]> {
  const rows = await runShaped(db, 'all-taxes', () => docs(db).selectFrom(TAXES.table).select(['doc', 'status', 'number']), []);
  return rows.map((row) => rowToDoc<TaxFields>(row)).map(({ _id, name, type, aliquot }) => ({ _id, name, type, aliquot }));
}
