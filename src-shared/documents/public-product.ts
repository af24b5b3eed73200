/**
 * A product as a customer sees it (domain §8 CUSTOMER row): what it is (names, images, unit,
 * category, tags, options), what it costs that customer at each tier as an order would price it
 * (domain §4: the wholesaler tier for a wholesaler customer, the quantity tiers otherwise) and
 * whether it is available — never a cost, tax base, margin, contribution or stock figure.
 */
import { z } from 'zod';
import { type Unit, UNITS, WHOLESALER_MARGIN_QUANTITY } from '../constants/products.js';
import { tierPrice } from '../pricing/list-prices.js';
import type { MarginTier, PricingProduct, TaxDef } from '../pricing/types.js';
import type { InventoryFigures } from './products.js';

const tierSchema = z
  .object({
    /** The smallest quantity this price applies from (grams for WEIGHT, units for UNITY). */
    from: z.number(),
    /** What `quantity` costs. */
    quantity: z.number(),
    price: z.number(),
    /** The price of one kg (WEIGHT) or one unit (UNITY) at this tier. */
    perBase: z.number(),
  })
  .strict();

const text = z.string().nullable();

export const publicProductSchema = z
  .object({
    _id: z.string(),
    number: z.number(),
    status: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    name: z.string(),
    slug: z.string(),
    title: text,
    subtitle: text,
    description: text,
    imageUrl: text,
    unit: z.enum(UNITS),
    category: z.string().nullable(),
    tags: z.array(z.number()),
    options: z.unknown(),
    splitPackage: z.boolean(),
    /** The customer's own prices, by tier, smallest quantity first. */
    prices: z.array(tierSchema),
    available: z.boolean(),
  })
  .strict();
export type PublicProduct = z.infer<typeof publicProductSchema>;
export type PublicTier = z.infer<typeof tierSchema>;

/** A stored product, as far as the public projection reads it. */
export interface CatalogProductDoc extends PricingProduct {
  number: number;
  status: boolean;
  createdAt: string;
  updatedAt: string;
  name: string;
  slug: string;
  unit: Unit;
  category?: string | null;
  tags?: number[];
  inventoryManagement?: boolean;
  inventory?: Partial<InventoryFigures> | null;
  title?: string | null;
  subtitle?: string | null;
  description?: string | null;
  imageUrl?: string | null;
  options?: unknown;
  splitPackage?: boolean;
  catalog?: boolean;
}

/** The stored fields the public product shows as they are (its history shows only those). */
export const PUBLIC_PRODUCT_FIELDS = [
  '_id',
  'number',
  'status',
  'createdAt',
  'updatedAt',
  'name',
  'slug',
  'title',
  'subtitle',
  'description',
  'imageUrl',
  'unit',
  'category',
  'tags',
  'options',
  'splitPackage',
] as const;

/**
 * The tiers that price this customer's items (`pickMargin`): a wholesaler customer pays the
 * wholesaler tier at any quantity when the product has one; otherwise the quantity tiers apply.
 */
function tiersFor(margins: readonly MarginTier[], isWholesaler: boolean): MarginTier[] {
  const wholesaler = margins.find((m) => m.quantity === WHOLESALER_MARGIN_QUANTITY);
  if (isWholesaler && wholesaler) return [wholesaler];
  return margins.filter((m) => m.quantity !== WHOLESALER_MARGIN_QUANTITY).sort((a, b) => a.quantity - b.quantity);
}

function pricesFor(product: CatalogProductDoc, taxes: readonly TaxDef[], isWholesaler: boolean): PublicTier[] {
  return tiersFor(product.margins, isWholesaler).flatMap((tier) => {
    const priced = tierPrice(product, taxes, tier);
    return priced ? [{ from: tier.quantity, quantity: priced.quantity, price: priced.price, perBase: priced.perBase }] : [];
  });
}

/**
 * In stock when what is on hand exceeds what orders hold. A product without stock control, or a
 * mixed one (it keeps no stock of its own, domain §4), is always available.
 */
function isAvailable(product: CatalogProductDoc): boolean {
  if (product.inventoryManagement === false || (product.mixed?.components.length ?? 0) > 0) return true;
  return (product.inventory?.real ?? 0) - (product.inventory?.committed ?? 0) > 0;
}

export interface ProductViewer {
  /** Every tax the products may name: pricing reads the product's sales taxes. */
  taxes: readonly TaxDef[];
  isWholesaler: boolean;
}

/** Whether customers see the product: enabled and not left out of the catalog. */
export function inPublicCatalog(product: { readonly status: boolean; readonly catalog?: boolean | undefined }): boolean {
  return product.status && product.catalog !== false;
}

/** The product as this customer sees it, or null when it is disabled or left out of the catalog. */
export function publicProduct(product: CatalogProductDoc, viewer: ProductViewer): PublicProduct | null {
  if (!inPublicCatalog(product)) return null;
  return {
    _id: product._id,
    number: product.number,
    status: product.status,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    name: product.name,
    slug: product.slug,
    title: product.title ?? null,
    subtitle: product.subtitle ?? null,
    description: product.description ?? null,
    imageUrl: product.imageUrl ?? null,
    unit: product.unit,
    category: product.category ?? null,
    tags: product.tags ?? [],
    options: product.options ?? null,
    splitPackage: product.splitPackage ?? false,
    prices: pricesFor(product, viewer.taxes, viewer.isWholesaler),
    available: isAvailable(product),
  };
}
