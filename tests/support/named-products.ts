/**
 * What the product search tests seed through the document store: a product of a given name (slug
 * "articulo-<i>", nothing else that a search sees), the moment their writes happen, and SQLite's
 * order of texts, which their brute-force tables sort by.
 */
import { searchWords } from '../../src-server/db/search.js';
import type { ProductFields } from '../../src-server/features/products/collection.js';
import { countBound } from '../../src-shared/documents/page.js';

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

/**
 * What a search of `text` must answer, by brute force over every stored search text (in the list's
 * order): the page's numbers, and the total up to the count's bound ("more than" past it).
 */
export function bruteForcePage(stored: ReadonlyArray<{ number: number; text: string }>, text: string, page = 1, limit = 20) {
  const words = searchWords(text);
  const all = stored.filter((p) => words.every((word) => p.text.includes(word))).map((p) => p.number);
  const bound = countBound(page, limit);
  return {
    numbers: all.slice((page - 1) * limit, page * limit),
    ...(all.length > bound ? { total: bound, totalIsLowerBound: true } : { total: all.length, totalIsLowerBound: undefined }),
  };
}
