/**
 * Products' plain writes (spec §3, domain §4): the provider and category a product names are
 * enabled, its taxes exist, and its cost is stored worked out (`product-cost.ts`). A new product
 * holds no stock anywhere; an update never touches the stock figures (the stock service keeps them).
 */
import { EMPTY_INVENTORY } from '../documents/products.js';
import { roundRate } from '../money.js';
import type { ProductCreateBody, ProductUpdateBody } from '../schemas/product.js';
import { slugify } from '../slug.js';
import { namedTaxes, productCost } from './product-cost.js';
import { referenced } from './references.js';
import { ownFields } from './reads.js';
import type { CreateOf, ReferenceWrites } from './reference-writes.js';
import type { PlanReads } from './types.js';

async function checkReferences(reads: PlanReads, body: { provider?: string | undefined; category?: string | null | undefined }): Promise<void> {
  if (body.provider) await referenced(reads, 'providers', body.provider, 'provider');
  if (body.category) await referenced(reads, 'categories', body.category, 'category');
}

/** Margins and percentages keep 4 places (domain §3), as the cost does (`storedProductCost`). */
function storedRates<B extends Pick<ProductUpdateBody, 'margins' | 'contributions' | 'wholesalerContributions' | 'defaultMargin'>>(body: B): B {
  const rates = { ...body };
  if (body.margins) rates.margins = body.margins.map((tier) => ({ ...tier, value: roundRate(tier.value) }));
  if (body.contributions !== undefined) rates.contributions = roundRate(body.contributions);
  rates.wholesalerContributions = roundRate(body.wholesalerContributions);
  if (body.defaultMargin !== undefined && body.defaultMargin !== null) rates.defaultMargin = roundRate(body.defaultMargin);
  return rates;
}

export const PRODUCT_WRITES: ReferenceWrites<'products', CreateOf<ProductCreateBody>, ProductUpdateBody> = {
  collection: 'products',
  async create(sent, reads) {
    const body = storedRates(sent);
    await checkReferences(reads, body);
    const taxIds = body.taxes ?? [];
    const taxes = await namedTaxes(reads, taxIds);
    const cost = await productCost(reads, { ...body, taxes: taxIds }, taxes);
    return {
      ...body,
      ...cost,
      slug: body.slug || slugify(body.name),
      taxes: taxIds,
      catalog: body.catalog ?? true,
      isShortage: body.isShortage ?? false,
      inventory: { ...EMPTY_INVENTORY },
    };
  },
  async update(current, sent, reads) {
    const body = storedRates(sent);
    await checkReferences(reads, body);
    const taxes = await namedTaxes(reads, body.taxes);
    const merged = { ...ownFields(current), ...body, slug: body.slug || current.slug };
    // An explicit unit cost is kept only when this update states it; otherwise it follows the new tax base.
    const cost = await productCost(reads, { ...merged, unitCost: body.unitCost ?? null }, taxes, current._id);
    return { ...merged, ...cost, inventory: current.inventory };
  },
};
