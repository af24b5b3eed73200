/**
 * What staff outside a collection's own role see of it, when their screens name its documents
 * (domain §8): purchasing sees who drives a pick-up, never the staff records; a provider sees what
 * its buys name, never a cost, margin, contribution or stock figure, nor other providers' products.
 */

type Json = Readonly<Record<string, unknown>>;

const BASE_FIELDS = ['_id', 'number', 'status', 'createdAt', 'updatedAt'] as const;

/** The named fields the document has, as they are. */
export function pickFields(doc: Json, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => field in doc).map((field) => [field, doc[field]]));
}

/** The stored fields of a driver purchasing sees (its history shows only those). */
export const DRIVER_FIELDS = [...BASE_FIELDS, 'name', 'isDriver'] as const;

/** A user as a driver purchasing may assign or filter by, or null when the user is no driver. */
export function driverView(user: Json): Json | null {
  return user.isDriver === true ? pickFields(user, DRIVER_FIELDS) : null;
}

/** The stored fields of a product its provider sees. */
export const PROVIDER_PRODUCT_FIELDS = [...BASE_FIELDS, 'name', 'slug', 'unit', 'provider'] as const;

/** One of the provider's own products, by name and unit, or null for another provider's. */
export function providerProductView(product: Json, provider: string | null): Json | null {
  return provider !== null && product.provider === provider ? pickFields(product, PROVIDER_PRODUCT_FIELDS) : null;
}
