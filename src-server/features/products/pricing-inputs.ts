/** Loads what pricing needs from the database: the tax table and mixed products' components. */
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { splitsPackage, storedProductCost, type MixedComponentCost, type ProductCostInputs, type TaxDef } from '../../../src-shared/pricing/index.js';
import { docs, getDoc, rowToDoc, type AnyReader } from '../../db/documents.js';
import { CATEGORIES, TAXES, type TaxFields } from '../catalog/collections.js';
import { referenced } from '../catalog/references.js';
import { PRODUCTS, type ProductFields } from './collection.js';
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

/** Checks every tax id exists, naming the failing index. */
export function checkTaxIds(taxIds: readonly string[], taxes: readonly TaxDef[]): void {
  taxIds.forEach((id, index) => {
    if (!taxes.some((t) => t._id === id)) {
      throw AppError.invalid(`taxes.${index}`, said('reference.missing', { what: 'tax', id }));
    }
  });
}

export interface CostInputs extends ProductCostInputs {
  mixed?: ProductFields['mixed'];
}

/**
 * The tax base and unit cost a product is stored with (domain §4, `storedProductCost`), its mixed
 * components read here: each must exist and not be mixed itself.
 */
export async function costOf(db: AnyReader, input: CostInputs, taxes: readonly TaxDef[]): Promise<{ taxBase: number; unitCost: number }> {
  const parts: MixedComponentCost[] = [];
  for (const [index, component] of (input.mixed?.components ?? []).entries()) {
    const path = `mixed.components.${index}.product`;
    const product = await referenced(db, PRODUCTS, component.product, path);
    if (product.mixed?.components.length) {
      throw AppError.invalid(path, said('product.mixedInMixed', {}));
    }
    parts.push({ unit: product.unit, taxBase: product.taxBase, quantity: component.quantity });
  }
  return storedProductCost(input, parts, taxes);
}
