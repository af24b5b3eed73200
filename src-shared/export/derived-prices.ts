/**
 * A product's list prices for its export: the retail price and the wholesaler price of one kg or
 * unit, from the same shared pricing the product list shows them with (`pricing/list-prices.ts`),
 * with the taxes the product names as the replica holds them. Worked out once per product row.
 */
import type { TaxType, Unit } from '../constants/products.js';
import { listPrices } from '../pricing/list-prices.js';
import type { MarginTier, MixedComponentRef, PricingProduct, TaxDef } from '../pricing/types.js';
import type { DeriveContext } from './derived.js';

type Doc = Readonly<Record<string, unknown>>;
type Prices = ReturnType<typeof listPrices>;

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** What the shared pricing reads from a stored product (a queued one may lack its cost). */
function pricingOf(doc: Doc): PricingProduct {
  const mixed = doc.mixed as { components?: unknown } | null | undefined;
  return {
    _id: String(doc._id ?? ''),
    unit: (doc.unit === 'WEIGHT' ? 'WEIGHT' : 'UNITY') satisfies Unit,
    taxBase: num(doc.taxBase),
    unitCost: typeof doc.unitCost === 'number' ? doc.unitCost : null,
    taxes: list<string>(doc.taxes),
    margins: list<MarginTier>(doc.margins),
    contributions: num(doc.contributions),
    wholesalerContributions: num(doc.wholesalerContributions),
    mixed: mixed ? { components: list<MixedComponentRef>(mixed.components) } : null,
  };
}

/** The taxes the product names; one the replica lacks is left out, and pricing then answers none. */
function taxesOf(product: PricingProduct, context: DeriveContext): TaxDef[] {
  return product.taxes.flatMap((id) => {
    const tax = context.get('taxes', id);
    return tax ? [{ _id: id, name: String(tax.name ?? ''), type: tax.type as TaxType, aliquot: num(tax.aliquot) }] : [];
  });
}

const priced = new WeakMap<Doc, Prices>();

/** Both list prices of a product row (the two columns read the same row once). */
export function productPrices(doc: Doc, context: DeriveContext): Prices {
  let prices = priced.get(doc);
  if (!prices) {
    const product = pricingOf(doc);
    prices = listPrices(product, taxesOf(product, context));
    priced.set(doc, prices);
  }
  return prices;
}
