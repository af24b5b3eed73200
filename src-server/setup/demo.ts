/**
 * `SEED_DEMO=1`: a realistic data set to try the app with — providers, a few hundred products with
 * margin tiers and taxes and their opening stock, customers of two partners, drivers and a second
 * garage. Deterministic, and loaded only into a database without products.
 */
import { docs } from '../db/documents.js';
import type { Database } from '../db/connect.js';
import { runWrite } from '../db/write.js';
import { hashPassword } from '../features/auth/secrets.js';
import { categories, deliveries, garages, withdrawals } from '../features/reference/services.js';
import { createCustomer } from '../features/customers/service.js';
import { loadTaxes } from '../features/products/pricing-inputs.js';
import { createProduct } from '../features/products/service.js';
import { applyStockChanges, type StockChange } from '../features/stock/service.js';
import { garageOrDefault } from '../features/catalog/garages.js';
import { providers } from '../features/providers/routes.js';
import { createUser } from '../features/users/service.js';
import type { Caller } from '../http/context.js';
import { DEMO_CATEGORIES, DEMO_CITIES, DEMO_CUSTOMERS, DEMO_PRESENTATIONS, DEMO_PRODUCTS, DEMO_PROVIDERS, DEMO_STREETS } from './demo-catalog.js';

/** Every demo user signs in with this password (a demo, never a real database). */
export const DEMO_PASSWORD = 'demo1234';

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length] as T;
}

/** Out of stock: one product in OUT_OF_STOCK, so the shortage views have something to show. */
const OUT_OF_STOCK = 21;
/** A critical level: one product in WITH_CRITICAL, set above its stock for one in three of those. */
const WITH_CRITICAL = 10;

/**
 * The main garage's opening stock, as a business running for a while has it: most products on the
 * shelf (12 to 71 units, 5 to 44 kg), a few out of stock, some with a critical level and a few of
 * those at or below it. Recorded as adjustments, so the stock ledger says where it came from.
 */
function openingStock(products: ReadonlyArray<{ _id: string; unit: string }>, garage: string): StockChange[] {
  const changes: StockChange[] = [];
  const change = (product: string, field: StockChange['field'], delta: number): StockChange => ({ product, garage, field, delta, reason: 'Stock inicial', refKind: 'adjustment', refId: null });
  for (const [k, product] of products.entries()) {
    if (k % OUT_OF_STOCK === 0) continue;
    const weight = product.unit === 'WEIGHT';
    const real = weight ? (5 + ((k * 7) % 40)) * 1000 : 12 + ((k * 5) % 60);
    changes.push(change(product._id, 'real', real));
    if (k % WITH_CRITICAL === 0) changes.push(change(product._id, 'critical', k % (3 * WITH_CRITICAL) === 0 ? real + (weight ? 2000 : 6) : weight ? 3000 : 6));
  }
  return changes;
}

export async function loadDemoData(database: Database, now: Date): Promise<{ products: number; customers: number } | null> {
  return runWrite(database, { actor: null, now }, async (tx) => {
    if (await docs(tx.trx).selectFrom('products').select('id').limit(1).executeTakeFirst()) return null;
    const taxes = await loadTaxes(tx.trx);
    const ivaC = taxes.find((t) => t.type === 'C' && t.aliquot === 0.21)?._id;
    const ivaV = taxes.find((t) => t.type === 'V' && t.aliquot === 0.21)?._id;
    const taxIds = [ivaC, ivaV].filter((t): t is string => Boolean(t));

    await garages.create(tx, { name: 'Lanús', address: { street: 'Av. Hipólito Yrigoyen 4200', city: 'Lanús', province: 'Buenos Aires' } });
    const users = [];
    for (const [name, username, role, isDriver] of [
      ['Lucía Fernández', 'lucia', 'AV', false],
      ['Martín Gómez', 'martin', 'AV', false],
      ['Carla Compras', 'carla', 'COMPRAS', false],
      ['Oscar Operaciones', 'oscar', 'OPERACION', false],
      ['Raúl Chofer', 'raul', 'OPERACION', true],
      ['Diego Chofer', 'diego', 'OPERACION', true],
    ] as const) {
      const user = await createUser(tx, { name, username, role, isDriver });
      await docs(tx.trx).updateTable('users').set({ password_hash: await hashPassword(DEMO_PASSWORD) }).where('id', '=', user._id).execute();
      users.push(user);
    }
    const provs = [];
    for (const [i, name] of DEMO_PROVIDERS.entries()) {
      provs.push(await providers.create(tx, { name, cuit: `30${String(50000000 + i * 7919).padStart(9, '0')}`, minimumPurchase: 50000 }));
    }
    const cats = [];
    for (const name of DEMO_CATEGORIES) cats.push(await categories.create(tx, { name, slug: name.toLowerCase() }));
    const created = [];
    for (const [p, [base, unit, category, taxBase]] of DEMO_PRODUCTS.entries()) {
      for (const [v, presentation] of DEMO_PRESENTATIONS.entries()) {
        const factor = 1 + v * 0.08;
        const product = await createProduct(tx, {
          name: `${base}${presentation}`,
          provider: pick(provs, p)._id,
          category: pick(cats, category)._id,
          unit,
          taxBase: Math.round(taxBase * factor),
          taxes: taxIds,
          margins:
            unit === 'WEIGHT'
              ? [{ quantity: 0, value: 1.18 }, { quantity: 100, value: 1.45 }, { quantity: 1000, value: 1.35 }, { quantity: 5000, value: 1.28 }]
              : [{ quantity: 0, value: 1.15 }, { quantity: 1, value: 1.4 }, { quantity: 6, value: 1.32 }, { quantity: 24, value: 1.25 }],
          contributions: 8,
          wholesalerContributions: 4,
        });
        created.push(product);
      }
    }
    await applyStockChanges(tx, openingStock(created, await garageOrDefault(tx.trx, undefined)));
    for (const [i, name] of DEMO_CUSTOMERS.entries()) {
      const partner = pick(users, i % 2);
      const caller: Caller = { kind: 'user', id: partner._id, role: 'AV', providerId: null, tokenHash: '', device: null };
      await createCustomer(tx, caller, {
        name,
        phone: `+54 11 ${String(40000000 + i * 104729).slice(0, 8)}`,
        isWholesaler: i % 5 === 0,
        segment: pick(['Almacén', 'Restaurante', 'Autoservicio', 'Carnicería'], i),
        address: { label: 'Local', street: `${pick(DEMO_STREETS, i)} ${100 + i * 37}`, city: pick(DEMO_CITIES, i), province: 'Buenos Aires' },
      });
    }
    await deliveries.create(tx, { name: 'Envío en el día', customerPrice: 3500, partnerPrice: 2500, contributes: true, internPrice: 2000 });
    await deliveries.create(tx, { name: 'Retira en depósito', customerPrice: 0, partnerPrice: 0, contributes: false });
    await withdrawals.create(tx, { name: 'Retiro con flete propio', fee: 15000, internPrice: 12000, isOwnLogistic: true });
    return { products: created.length, customers: DEMO_CUSTOMERS.length };
  });
}
