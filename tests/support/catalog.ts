/** Catalog data for integration tests, created over HTTP: providers, categories, products, the seeded taxes. */
import type { Doc } from '../../src-server/db/documents.js';
import type { ProductFields } from '../../src-server/features/products/collection.js';
import { expectStatus, type PageOf } from './actors.js';
import { call } from './server.js';

export type Product = Doc<ProductFields>;

/** The four taxes every database is seeded with, by what they are. */
export interface SeededTaxes {
  /** IVA 21% compras (C, 0.21). */
  C21: string;
  /** IVA 10.5% compras (C, 0.105). */
  C105: string;
  /** IVA 21% ventas (V, 0.21). */
  V21: string;
  /** IVA 10.5% ventas (V, 0.105). */
  V105: string;
}

interface Tax {
  _id: string;
  name: string;
  type: string;
  aliquot: number;
}

export async function seededTaxes(baseUrl: string, token: string): Promise<SeededTaxes> {
  const page = await expectStatus(call<PageOf<Tax>>(baseUrl, 'GET', '/tax', { token }));
  const find = (type: string, aliquot: number): string => {
    const tax = page.docs.find((t) => t.type === type && t.aliquot === aliquot);
    if (!tax) throw new Error(`no seeded ${type} tax of ${aliquot}`);
    return tax._id;
  };
  return { C21: find('C', 0.21), C105: find('C', 0.105), V21: find('V', 0.21), V105: find('V', 0.105) };
}

export async function createProvider(baseUrl: string, token: string, name: string): Promise<string> {
  return (await expectStatus(call<{ _id: string }>(baseUrl, 'POST', '/provider', { token, body: { name } }), 201))._id;
}

export async function createCategory(baseUrl: string, token: string, name: string, extra: Record<string, unknown> = {}): Promise<string> {
  return (await expectStatus(call<{ _id: string }>(baseUrl, 'POST', '/category', { token, body: { name, slug: name.toLowerCase(), ...extra } }), 201))._id;
}

/** A valid product body: UNITY, tax base 100, no taxes, a wholesaler margin and one retail tier. */
export function productBody(provider: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Producto',
    provider,
    unit: 'UNITY',
    taxBase: 100,
    margins: [
      { quantity: 0, value: 1.2 },
      { quantity: 1, value: 1.35 },
    ],
    contributions: 10,
    wholesalerContributions: 5,
    ...fields,
  };
}

export async function createProduct(baseUrl: string, token: string, provider: string, fields: Record<string, unknown> = {}): Promise<Product> {
  return expectStatus(call<Product>(baseUrl, 'POST', '/product', { token, body: productBody(provider, fields) }), 201);
}
