/**
 * `SEED_DEMO=1` and the desktop's first run "with demo data": a realistic data set to try the app
 * with — providers, a few hundred products with margin tiers and taxes and their opening stock,
 * customers of two partners, drivers and a second garage, set up six months ago, then six months of
 * the business's work since (`demo-history/`). Deterministic, and loaded only into a database
 * without products.
 */
import { docs } from '../db/documents.js';
import type { Database } from '../db/connect.js';
import { runWrite, type WriteTx } from '../db/write.js';
import { hashPassword } from '../features/auth/secrets.js';
import { storePassword } from '../features/users/password-hash.js';
import { categories, deliveries, garages, withdrawals } from '../features/reference/services.js';
import { createCustomer } from '../features/customers/service.js';
import { loadTaxes } from '../features/products/pricing-inputs.js';
import { createProduct } from '../features/products/service.js';
import { applyStockChanges, type StockChange } from '../features/stock/service.js';
import { garageOrDefault } from '../features/catalog/garages.js';
import { providers } from '../features/providers/routes.js';
import { createUser } from '../features/users/service.js';
import { housePartnerId } from '../features/finance/parties.js';
import { seededRandom } from './demo-history/random.js';
import { callerOf, staffOf, through, type Cast, type CastCustomer, type CastProvider } from './demo-history/cast.js';
import { at, historyStart, hours } from './demo-history/calendar.js';
import { loadDemoHistory, type HistoryCounts } from './demo-history/index.js';
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

/** The opening shelf: 12 to 71 units or 5 to 44 kg, none for one product in OUT_OF_STOCK. */
function openingReal(k: number, unit: string): number {
  if (k % OUT_OF_STOCK === 0) return 0;
  return unit === 'WEIGHT' ? (5 + ((k * 7) % 40)) * 1000 : 12 + ((k * 5) % 60);
}

/**
 * The main garage's opening stock, as a business running for a while has it: most products on the
 * shelf, a few out of stock, some with a critical level and a few of those at or below it. Recorded
 * as adjustments, so the stock ledger says where it came from.
 */
function openingStock(products: ReadonlyArray<{ _id: string; unit: string }>, garage: string): StockChange[] {
  const changes: StockChange[] = [];
  const change = (product: string, field: StockChange['field'], delta: number): StockChange => ({
    product,
    garage,
    field,
    delta,
    reason: 'Stock inicial',
    refKind: 'adjustment',
    refId: null,
    path: `inventory.${field}`,
  });
  for (const [k, product] of products.entries()) {
    const real = openingReal(k, product.unit);
    if (real === 0) continue;
    const weight = product.unit === 'WEIGHT';
    changes.push(change(product._id, 'real', real));
    if (k % WITH_CRITICAL === 0) changes.push(change(product._id, 'critical', k % (3 * WITH_CRITICAL) === 0 ? real + (weight ? 2000 : 6) : weight ? 3000 : 6));
  }
  return changes;
}

const WEIGHT_MARGINS = [
  { quantity: 0, value: 1.18 },
  { quantity: 100, value: 1.45 },
  { quantity: 1000, value: 1.35 },
  { quantity: 5000, value: 1.28 },
];
const UNIT_MARGINS = [
  { quantity: 0, value: 1.15 },
  { quantity: 1, value: 1.4 },
  { quantity: 6, value: 1.32 },
  { quantity: 24, value: 1.25 },
];

async function demoUsers(tx: WriteTx) {
  const users = [];
  const writing = through(tx, 'user.create');
  // One slow hash for all: they share the one demo password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [name, username, role, isDriver] of [
    ['Lucía Fernández', 'lucia', 'AV', false],
    ['Martín Gómez', 'martin', 'AV', false],
    ['Carla Compras', 'carla', 'COMPRAS', false],
    ['Oscar Operaciones', 'oscar', 'OPERACION', false],
    ['Raúl Chofer', 'raul', 'OPERACION', true],
    ['Diego Chofer', 'diego', 'OPERACION', true],
  ] as const) {
    const user = await createUser(writing, staffOf(tx), { name, username, role, isDriver });
    await storePassword(tx.trx, user._id, { hash: passwordHash });
    users.push(user);
  }
  return users;
}

/**
 * The catalog, people and places the business has when the history starts, set up by the admin
 * (customers by their partners) through the routes a clerk would call; null when products exist.
 */
async function loadCatalog(setup: WriteTx): Promise<Cast | null> {
  if (await docs(setup.trx).selectFrom('products').select('id').limit(1).executeTakeFirst()) return null;
  const admin = await docs(setup.trx).selectFrom('users').select('id').where('role', '=', 'ADMIN').orderBy('number').limit(1).executeTakeFirst();
  const tx: WriteTx = { ...setup, actor: admin?.id ?? null };
  const random = seededRandom(20_24);
  const taxes = await loadTaxes(tx.trx);
  const ivaC = taxes.find((t) => t.type === 'C' && t.aliquot === 0.21)?._id;
  const ivaV = taxes.find((t) => t.type === 'V' && t.aliquot === 0.21)?._id;
  const taxIds = [ivaC, ivaV].filter((t): t is string => Boolean(t));

  const branch = await garages.create(through(tx, 'garage.create'), staffOf(tx), { name: 'Lanús', address: { street: 'Av. Hipólito Yrigoyen 4200', city: 'Lanús', province: 'Buenos Aires' } });
  const users = await demoUsers(tx);
  const provs: CastProvider[] = [];
  for (const [i, name] of DEMO_PROVIDERS.entries()) {
    const provider = await providers.create(through(tx, 'provider.create'), staffOf(tx), { name, cuit: `30${String(50000000 + i * 7919).padStart(9, '0')}`, minimumPurchase: 50000 });
    provs.push({ _id: provider._id, pickUp: i % 4 === 3, orderDay: 1 + (i % 5) });
  }
  const cats = [];
  for (const name of DEMO_CATEGORIES) cats.push(await categories.create(through(tx, 'category.create'), staffOf(tx), { name, slug: name.toLowerCase() }));
  const created = [];
  for (const [p, [base, unit, category, taxBase]] of DEMO_PRODUCTS.entries()) {
    for (const [v, presentation] of DEMO_PRESENTATIONS.entries()) {
      const factor = 1 + v * 0.08;
      const product = await createProduct(through(tx, 'product.create'), staffOf(tx), {
        name: `${base}${presentation}`,
        provider: pick(provs, p)._id,
        category: pick(cats, category)._id,
        unit,
        taxBase: Math.round(taxBase * factor),
        taxes: taxIds,
        margins: unit === 'WEIGHT' ? WEIGHT_MARGINS : UNIT_MARGINS,
        contributions: 8,
        wholesalerContributions: 4,
      });
      created.push(product);
    }
  }
  await applyStockChanges(through(tx, 'product.adjustment'), openingStock(created, await garageOrDefault(tx.trx, undefined)));
  const customers: CastCustomer[] = [];
  for (const [i, name] of DEMO_CUSTOMERS.entries()) {
    const partner = pick(users, i % 2);
    const phone = `+54 11 ${String(40000000 + i * 104729).slice(0, 8)}`;
    const address = { label: 'Local', street: `${pick(DEMO_STREETS, i)} ${100 + i * 37}`, city: pick(DEMO_CITIES, i), province: 'Buenos Aires' };
    const customer = await createCustomer(through(tx, 'customer.create', partner._id), callerOf(partner._id, 'AV'), {
      name,
      phone,
      isWholesaler: i % 5 === 0,
      segment: pick(['Almacén', 'Restaurante', 'Autoservicio', 'Carnicería'], i),
      address,
    });
    customers.push({
      _id: customer._id,
      name,
      partner: partner._id,
      isWholesaler: i % 5 === 0,
      phone,
      address,
      onAccount: i % 5 === 0 || i % 4 === 1,
      frequency: 0.5 + random.next() * 1.5,
    });
  }
  const sameDay = await deliveries.create(through(tx, 'delivery.create'), staffOf(tx), { name: 'Envío en el día', customerPrice: 3500, partnerPrice: 2500, contributes: true, internPrice: 2000 });
  const pickUp = await deliveries.create(through(tx, 'delivery.create'), staffOf(tx), { name: 'Retira en depósito', customerPrice: 0, partnerPrice: 0, contributes: false });
  const withdrawal = await withdrawals.create(through(tx, 'withdrawal.create'), staffOf(tx), { name: 'Retiro con flete propio', fee: 15000, internPrice: 12000, isOwnLogistic: true });
  const role = (username: string) => users.find((u) => u.username === username)?._id ?? '';
  return {
    admin: admin?.id ?? null,
    house: await housePartnerId(tx.trx),
    partners: [role('lucia'), role('martin')],
    buyer: role('carla'),
    operator: role('oscar'),
    drivers: [role('raul'), role('diego')],
    providers: provs,
    products: created.map((product, k) => ({
      _id: product._id,
      provider: product.provider,
      unit: product.unit,
      opening: openingReal(k, product.unit),
      // A few products sell a lot, most now and then; the ones out of stock stay so (the provider has none).
      popularity: k % OUT_OF_STOCK === 0 ? 0 : 0.2 + 4 * random.next() ** 3,
    })),
    customers,
    garages: { main: await garageOrDefault(tx.trx, undefined), branch: branch._id },
    deliveries: { sameDay: sameDay._id, pickUp: pickUp._id },
    withdrawal: withdrawal._id,
    purchaseTax: ivaC ?? null,
  };
}

export interface DemoLoad extends HistoryCounts {
  products: number;
  customers: number;
}

export interface DemoOptions {
  /** False: the catalog alone, as on the business's first day (the worked examples of some tests start there). */
  history?: boolean;
}

export async function loadDemoData(database: Database, now: Date, options: DemoOptions = {}): Promise<DemoLoad | null> {
  const start = options.history === false ? null : historyStart(now);
  const cast = await runWrite(database, { actor: null, now: start ? at(start, hours(7)) : now }, loadCatalog);
  if (!cast) return null;
  const history = start ? await loadDemoHistory(database, cast, start, now) : { orders: 0, buys: 0, days: 0, events: 0 };
  return { products: cast.products.length, customers: cast.customers.length, ...history };
}
