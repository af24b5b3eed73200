/**
 * Committing a buy makes its item costs the products' costs (domain §5): what was paid for the
 * goods now on hand is what they cost. The server raises a COST_CHANGED alert for each change
 * (`costChanges` tells it which), so staff review the prices that follow from it.
 */
import { RATE_DECIMALS } from '../constants/products.js';
import type { BuyFields } from '../documents/buys.js';
import type { ProductFields } from '../documents/products.js';
import { Decimal, dec } from '../money.js';
import { findTax, productUnitCost, type TaxDef } from '../pricing/index.js';
import type { Stored } from './types.js';

/**
 * The product's cost fields for a new unit cost. The tax base follows it through the product's
 * purchase (C) taxes — `taxBase = unitCost / (1 + Σ C aliquots)`, to 4 places — so budget sales,
 * which price at the tax base (domain §4), move with the cost too. A mixed product's tax base is
 * the sum of its components' (domain §4) and stays; only its unit cost changes.
 */
export function costFieldsFor(product: Pick<ProductFields, 'taxBase' | 'taxes' | 'mixed'>, unitCost: number, taxes: readonly TaxDef[]): Pick<ProductFields, 'unitCost' | 'taxBase'> {
  if (product.mixed?.components.length) return { unitCost, taxBase: product.taxBase };
  const purchase = product.taxes.map((id) => findTax(taxes, id)).filter((tax) => tax.type === 'C');
  const factor = Decimal.ONE.add(Decimal.sum(purchase.map((tax) => tax.aliquot)));
  return { unitCost, taxBase: dec(unitCost).div(factor, RATE_DECIMALS).toNumber() };
}

export interface CostChange {
  product: Stored<ProductFields>;
  /** The unit cost before and after this item, in the order the items come. */
  before: Decimal;
  after: number;
}

/**
 * The cost each item changes, in order: an item whose unit cost differs from its product's current
 * one (after the earlier items of the same buy) sets it. `products` holds the items' products as
 * stored; the answer's last change of each product is its new version.
 */
export function costChanges(items: BuyFields['cart']['items'], products: ReadonlyMap<string, Stored<ProductFields>>, taxes: readonly TaxDef[]): CostChange[] {
  const current = new Map(products);
  const changes: CostChange[] = [];
  for (const item of items) {
    const product = current.get(item.product);
    if (!product) throw new Error(`the buy's product ${item.product} is not stored`);
    const before = productUnitCost(product, taxes);
    if (before.eq(item.unitCost)) continue;
    const next = { ...product, ...costFieldsFor(product, item.unitCost, taxes) };
    current.set(item.product, next);
    changes.push({ product: next, before, after: item.unitCost });
  }
  return changes;
}
