/**
 * What a product's stored cost is worked out from, read as the server takes it (domain §4): every
 * tax it names exists, every component of a mixed product is an enabled product that is not mixed
 * itself, and the cost it comes to is one amount of money (MONEY_MAX) — each refusal on the field
 * that names the culprit.
 */
import type { ProductFields } from '../documents/products.js';
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import { productCostProblem, storedProductCost, type MixedComponentCost, type ProductCostInputs, type TaxDef } from '../pricing/index.js';
import { pick } from './reads.js';
import { labelOf, notEnabled } from './references.js';
import type { PlanReads } from './types.js';

/**
 * The taxes a product names, each one stored (a disabled tax still prices what names it), else a
 * 400 naming the failing index. Read by id, so a desk whose replica lacks one shows the write as
 * sent rather than refusing what the server may take.
 */
export async function namedTaxes(reads: PlanReads, taxIds: readonly string[]): Promise<TaxDef[]> {
  const found = taxIds.length > 0 ? await reads.docs('taxes', taxIds) : new Map();
  return taxIds.map((id, index) => {
    const tax = pick(found, id);
    if (!tax) throw AppError.invalid(`taxes.${index}`, said('reference.missing', { what: 'tax', id }));
    return { _id: tax._id, name: tax.name, type: tax.type, aliquot: tax.aliquot };
  });
}

export interface CostInputs extends ProductCostInputs {
  mixed?: ProductFields['mixed'];
}

/**
 * The tax base and unit cost a product is stored with (`storedProductCost`), its components read in
 * one go. `self` is the product being updated: as its own component it would be mixed and priced
 * from its own tax base, and selling it would commit stock on a product that keeps none.
 */
export async function productCost(reads: PlanReads, input: CostInputs, taxes: readonly TaxDef[], self?: string): Promise<{ taxBase: number; unitCost: number }> {
  const components = input.mixed?.components ?? [];
  const found =
    components.length > 0
      ? await reads.docs(
          'products',
          components.map((c) => c.product),
        )
      : new Map();
  const parts: MixedComponentCost[] = components.map((component, index) => {
    const path = `mixed.components.${index}.product`;
    if (component.product === self) throw AppError.invalid(path, said('product.mixedOfItself', {}));
    const product = pick(found, component.product);
    if (!product || !product.status) throw AppError.invalid(path, notEnabled(labelOf('products'), component.product, product));
    if (product.mixed?.components.length) throw AppError.invalid(path, said('product.mixedInMixed', {}));
    return { unit: product.unit, taxBase: product.taxBase, quantity: component.quantity };
  });
  const cost = storedProductCost(input, parts, taxes);
  // A mixed product's cost comes from its components; a plain one's from its tax base (with its C taxes).
  const tooLarge = productCostProblem(cost);
  if (tooLarge) throw AppError.invalid(components.length > 0 ? 'mixed.components' : 'taxBase', tooLarge);
  return cost;
}
