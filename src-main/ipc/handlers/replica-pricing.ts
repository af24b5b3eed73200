/**
 * The pricing inputs a queued write reads from the replica — products, their taxes, a category's
 * split-package rule, a catalog option — each checked for the shape the shared formulas need, and
 * absent (undefined) when the replica does not hold it as the server would accept it.
 */
import { z } from 'zod';
import { TAX_TYPES, UNITS } from '../../../src-shared/constants.js';
import { quantityError, splitsPackage, type PricingProduct, type TaxDef } from '../../../src-shared/pricing/index.js';
import type { ReplicaDoc } from '../../replica/index.js';

/** A replica document by collection and id. */
export type Lookup = (collection: string, id: string) => ReplicaDoc | undefined;

const productSource = z.looseObject({
  _id: z.string(),
  status: z.boolean().optional(),
  unit: z.enum(UNITS),
  taxBase: z.number(),
  unitCost: z.number().nullish(),
  taxes: z.array(z.string()).default([]),
  margins: z.array(z.object({ quantity: z.number(), value: z.number() })),
  contributions: z.number(),
  wholesalerContributions: z.number(),
  splitPackage: z.boolean().nullish(),
  category: z.string().nullish(),
});
const taxSource = z.looseObject({ _id: z.string(), name: z.string(), type: z.enum(TAX_TYPES), aliquot: z.number() });
const enabled = z.looseObject({ _id: z.string(), status: z.boolean().optional() });

export type ReplicaProduct = PricingProduct & { status?: boolean | undefined };

/**
 * The product of an item sold or bought in `quantity`: undefined when the replica lacks it, or its
 * unit does not take that quantity (a split package, by the product or its category, takes parts).
 */
export function productFor(id: string, quantity: number, lookup: Lookup): ReplicaProduct | undefined {
  const product = productSource.safeParse(lookup('products', id));
  if (!product.success) return undefined;
  const { category } = product.data;
  const splits = splitsPackage(product.data, category ? lookup('categories', category) : undefined);
  return quantityError(quantity, product.data.unit, splits) ? undefined : (product.data as ReplicaProduct);
}

/** The taxes the products name; null when the replica lacks one. */
export function taxesOf(products: readonly PricingProduct[], lookup: Lookup): TaxDef[] | null {
  const taxes: TaxDef[] = [];
  for (const id of new Set(products.flatMap((p) => p.taxes))) {
    const tax = taxSource.safeParse(lookup('taxes', id));
    if (!tax.success) return null;
    taxes.push(tax.data);
  }
  return taxes;
}

/** An enabled catalog option (delivery, withdrawal) of the shape given; undefined otherwise. */
export function enabledOption<S extends z.ZodType<{ _id: string }>>(collection: string, id: string, shape: S, lookup: Lookup): z.output<S> | undefined {
  const doc = lookup(collection, id);
  if (!enabled.safeParse(doc).success || doc?.status === false) return undefined;
  const parsed = shape.safeParse(doc);
  return parsed.success ? parsed.data : undefined;
}
