/** A product's cost inputs: unit cost from purchase taxes, tax base of mixed products (domain §4). */
import { GRAMS_PER_KG, MIXED_WEIGHT_COMPONENT_DIVISOR, RATE_DECIMALS, type Unit } from '../constants/products.js';
import { Decimal } from '../money.js';
import type { PricingProduct, TaxDef } from './types.js';

export function findTax(taxes: readonly TaxDef[], id: string): TaxDef {
  const tax = taxes.find((t) => t._id === id);
  // A missing tax would silently price without it; that is a data error, not a zero tax.
  if (!tax) throw new Error(`Unknown tax ${id}`);
  return tax;
}

/** `taxBase × (1 + Σ aliquot of the C taxes among taxIds)`, to 4 places. */
export function unitCostFromTaxes(taxBase: number, taxIds: readonly string[], taxes: readonly TaxDef[]): Decimal {
  const purchase = taxIds.map((id) => findTax(taxes, id)).filter((t) => t.type === 'C');
  const factor = Decimal.ONE.add(Decimal.sum(purchase.map((t) => t.aliquot)));
  return Decimal.from(taxBase).mul(factor).round(RATE_DECIMALS);
}

/** The product's explicit unit cost, or the one its C taxes give. */
export function productUnitCost(product: PricingProduct, taxes: readonly TaxDef[]): Decimal {
  if (product.unitCost !== undefined && product.unitCost !== null) return Decimal.from(product.unitCost);
  return unitCostFromTaxes(product.taxBase, product.taxes, taxes);
}

export interface MixedComponentCost {
  unit: Unit;
  taxBase: number;
  quantity: number;
}

/** What one component adds to the tax base of a mixed product sold by `mixedUnit`. */
export function mixedComponentCost(mixedUnit: Unit, component: MixedComponentCost): Decimal {
  const cost = Decimal.from(component.taxBase).mul(component.quantity);
  if (component.unit === 'UNITY') return cost;
  const divisor = mixedUnit === 'WEIGHT' ? MIXED_WEIGHT_COMPONENT_DIVISOR : GRAMS_PER_KG;
  // Both divisors are powers of ten below 10^RATE_DECIMALS, so this quotient is exact.
  return cost.div(divisor, cost.scale + RATE_DECIMALS);
}

/** `taxBase` of a mixed product: the sum of its components' costs, to 4 places. */
export function mixedTaxBase(mixedUnit: Unit, components: readonly MixedComponentCost[]): Decimal {
  return Decimal.sum(components.map((c) => mixedComponentCost(mixedUnit, c))).round(RATE_DECIMALS);
}

/** What a product's stored cost is worked out from: what its create or update states. */
export interface ProductCostInputs {
  unit: Unit;
  taxBase: number;
  taxes: readonly string[];
  /** Stated explicitly it wins; null or absent, it follows the tax base. */
  unitCost?: number | null | undefined;
}

/**
 * The tax base and unit cost a product is stored with (domain §4): a mixed product's tax base is
 * the sum of its `components` (none for a plain product: the stated one stays); the unit cost is
 * the explicit one, else the tax base with C taxes. Both keep 4 places (domain §3), so a stated
 * 100.123456, or a float such as 0.1 + 0.2, is stored as the decimal it stands for.
 */
export function storedProductCost(input: ProductCostInputs, components: readonly MixedComponentCost[], taxes: readonly TaxDef[]): { taxBase: number; unitCost: number } {
  const taxBase = components.length > 0 ? mixedTaxBase(input.unit, components) : Decimal.from(input.taxBase).round(RATE_DECIMALS);
  const unitCost = input.unitCost === null || input.unitCost === undefined ? unitCostFromTaxes(taxBase.toNumber(), input.taxes, taxes) : Decimal.from(input.unitCost).round(RATE_DECIMALS);
  return { taxBase: taxBase.toNumber(), unitCost: unitCost.toNumber() };
}

/**
 * `mixedTaxBase` for a stored mixed product whose components are looked up by id; throws when a
 * component is unknown or the product is not mixed.
 */
export function mixedProductTaxBase(product: Pick<PricingProduct, '_id' | 'unit' | 'mixed'>, lookup: (id: string) => Pick<PricingProduct, 'unit' | 'taxBase'> | undefined): Decimal {
  const components = product.mixed?.components;
  if (!components || components.length === 0) throw new Error(`Product ${product._id} is not mixed`);
  return mixedTaxBase(
    product.unit,
    components.map((c) => {
      const found = lookup(c.product);
      if (!found) throw new Error(`Unknown component product ${c.product}`);
      return { unit: found.unit, taxBase: found.taxBase, quantity: c.quantity };
    }),
  );
}
