/**
 * Fills a server database with many products, fast: straight through the document store (so every
 * column, search text and change row is what the API would write), in batches of one write
 * transaction each. Names are built from common grocery words so searches hit realistic shares.
 */
import type { Database } from '../../src-server/db/connect.js';
import { insertDoc } from '../../src-server/db/documents.js';
import { runWrite } from '../../src-server/db/write.js';
import { PROVIDERS } from '../../src-server/features/catalog/collections.js';
import { PRODUCTS, type ProductFields } from '../../src-server/features/products/collection.js';

const NOUNS = [
  'Jamón',
  'Queso',
  'Aceite',
  'Yerba',
  'Arroz',
  'Fideos',
  'Harina',
  'Azúcar',
  'Galletitas',
  'Salame',
  'Mortadela',
  'Leche',
  'Café',
  'Té',
  'Vino',
  'Cerveza',
  'Gaseosa',
  'Agua',
  'Jugo',
  'Dulce de leche',
  'Mermelada',
  'Atún',
  'Arvejas',
  'Lentejas',
  'Polenta',
  'Sal',
  'Vinagre',
  'Mayonesa',
  'Manteca',
  'Crema',
];
const VARIETIES = ['Cremoso', 'Crudo', 'Cocido', 'Integral', 'Light', 'Clásico', 'Premium', 'Orgánico', 'Girasol', 'Oliva'];
const BRANDS = ['La Serenísima', 'Don Pedro', 'El Ñandú', 'Santa Ana', 'Los Andes', 'Cañuelas', 'La Paulina', 'Patagonia', 'Del Valle', 'San Cayetano'];

export function productName(i: number): string {
  const noun = NOUNS[i % NOUNS.length] ?? 'Producto';
  const variety = VARIETIES[Math.floor(i / NOUNS.length) % VARIETIES.length] ?? '';
  const brand = BRANDS[Math.floor(i / (NOUNS.length * VARIETIES.length)) % BRANDS.length] ?? '';
  return `${noun} ${variety} ${brand} ${i}`;
}

export async function seedProducts(database: Database, count: number, batch = 10_000): Promise<void> {
  const now = new Date();
  const provider = await runWrite(database, { actor: null, now }, (tx) => insertDoc(tx, PROVIDERS, { name: 'Proveedor Bench', slug: 'proveedor-bench' }));
  for (let start = 0; start < count; start += batch) {
    await runWrite(database, { actor: null, now }, async (tx) => {
      for (let i = start; i < Math.min(count, start + batch); i += 1) {
        const name = productName(i);
        const product: ProductFields = {
          name,
          slug: `producto-${i}`,
          provider: provider._id,
          unit: i % 3 === 0 ? 'WEIGHT' : 'UNITY',
          taxBase: 100 + (i % 900),
          unitCost: 121 + (i % 900),
          taxes: [],
          margins: [
            { quantity: 0, value: 1.2 },
            { quantity: 1, value: 1.35 },
          ],
          contributions: 10,
          wholesalerContributions: 5,
          inventory: { committed: 0, pending: 0, real: 0, theoretical: 0, critical: 0 },
          catalog: true,
          isShortage: false,
        };
        await insertDoc(tx, PRODUCTS, product);
      }
    });
  }
}
