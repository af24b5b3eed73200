/**
 * Committing a buy makes its item costs the products' costs (domain §5): what was paid for the
 * goods now on hand is what they cost. Each change raises a COST_CHANGED tracker alert with the
 * unit cost before and after, so staff review the prices that follow from it.
 */
import { RATE_DECIMALS } from '../../../src-shared/constants.js';
import { Decimal, dec } from '../../../src-shared/money.js';
import { findTax, productUnitCost, type TaxDef } from '../../../src-shared/pricing/index.js';
import { requireDoc, saveDoc, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { ProductFields } from '../products/collection.js';
import { PRODUCTS } from '../products/collection.js';
import { loadTaxes } from '../products/pricing-inputs.js';
import { raiseAlert } from '../stock/tracker.js';
import type { BuyFields } from './collection.js';

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

/** Updates every product whose current unit cost differs from the buy item's; items are taken in order. */
export async function commitItemCosts(tx: WriteTx, buy: Doc<BuyFields>): Promise<void> {
  const taxes = await loadTaxes(tx.trx);
  for (const item of buy.cart.items) {
    // Read afresh: an earlier item of the same buy may already have changed this product.
    const product = await requireDoc(tx.trx, PRODUCTS, item.product);
    const before = productUnitCost(product, taxes);
    if (before.eq(item.unitCost)) continue;
    await saveDoc(tx, PRODUCTS, product, { ...product, ...costFieldsFor(product, item.unitCost, taxes) });
    await raiseAlert(tx, {
      kind: 'COST_CHANGED',
      product: product._id,
      garage: buy.garage,
      message: `${product.name}: unit cost changed from ${before.toString()} to ${dec(item.unitCost).toString()} by buy #${buy.number}`,
      before: before.toNumber(),
      after: item.unitCost,
    });
  }
}
