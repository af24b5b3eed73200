/**
 * What the product search tests seed through the document store: a product of a given name (slug
 * "articulo-<i>", nothing else that a search sees), the moment their writes happen, and SQLite's
 * order of texts, which their brute-force tables sort by.
 */
import type { ProductFields } from '../../src-server/features/products/collection.js';

export const productNamed = (name: string, i: number): ProductFields => ({
  name,
  slug: `articulo-${i}`,
  provider: '0'.repeat(24),
  unit: 'UNITY',
  taxBase: 100,
  unitCost: 121,
  taxes: [],
  margins: [{ quantity: 0, value: 1.2 }],
  contributions: 10,
  wholesalerContributions: 5,
  inventory: { committed: 0, pending: 0, real: 0, theoretical: 0, critical: 0 },
  catalog: true,
  isShortage: false,
});

export const SEEDED_AT = { actor: null, now: new Date('2026-03-01T12:00:00Z') };

/** SQLite's text order: the bytes of the UTF-8. */
export const byBytes = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));
