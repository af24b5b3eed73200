/**
 * The stock invariants (domain §5), read from the database the server wrote and from the API:
 * - every figure of the `stock` table equals the sum of its records' deltas (thousandths as stored),
 *   and each record's result is the running sum up to it;
 * - committed and pending never went below zero (no record left them negative);
 * - committed equals what confirmed and prepared, undelivered orders hold, and pending what
 *   approved, uncommitted buys bring — recomputed here from the orders' and buys' items and the
 *   products' recipes, not from anything the server derived;
 * - each product document (and `GET /product/{id}`) reports the sums over its garages.
 * Each check answers the list of what disagrees, so one failure shows every broken figure.
 */
import { sql } from 'kysely';
import { dec, fromScaled, toScaled } from '../../src-shared/money.js';
import { docs, rowToDoc } from '../../src-server/db/documents.js';
import type { BuyFields } from '../../src-server/features/buys/collection.js';
import type { RecordFields } from '../../src-server/features/stock/collections.js';
import type { OrderFields } from '../../src-server/features/orders/collection.js';
import type { InventoryFigures, ProductFields } from '../../src-server/features/products/collection.js';
import type { InvariantWorld } from './invariants-world.js';
import { call } from './server.js';

const FIELDS = ['real', 'committed', 'pending', 'critical'] as const;
type Field = (typeof FIELDS)[number];
/** Stock is kept in thousandths of the product's unit. */
const stored = (quantity: number | string) => toScaled(quantity, 3);
const key = (product: string, garage: string) => `${product}|${garage}`;

type Figures = Record<Field, number>;

/** The stock table: per product and garage, the four figures as stored. */
async function stockTable(world: InvariantWorld): Promise<Map<string, Figures>> {
  const rows = await world.server.database.db.selectFrom('stock').selectAll().execute();
  return new Map(rows.map((r) => [key(r.product, r.garage), { real: Number(r.real), committed: Number(r.committed), pending: Number(r.pending), critical: Number(r.critical) }]));
}

export async function recordProblems(world: InvariantWorld): Promise<string[]> {
  const db = docs(world.server.database.db);
  const stock = await stockTable(world);
  const sums = await db
    .selectFrom('records')
    .select(['product', 'garage', 'field', sql<number | string>`sum(delta)`.as('total')])
    .groupBy(['product', 'garage', 'field'])
    .execute();
  const ledger = new Map<string, number>();
  for (const row of sums) ledger.set(`${key(String(row.product), String(row.garage))}|${String(row.field)}`, Number(row.total));
  const problems: string[] = [];
  for (const [place, figures] of stock) {
    for (const field of FIELDS) {
      const recorded = ledger.get(`${place}|${field}`) ?? 0;
      if (figures[field] !== recorded) problems.push(`stock ${place} ${field} is ${figures[field]} but its records add up to ${recorded}`);
      ledger.delete(`${place}|${field}`);
    }
  }
  for (const [place, total] of ledger) if (total !== 0) problems.push(`records of ${place} add up to ${total} but the stock table has no row`);
  // Each record's result is the figure right after it (domain §5): the running sum of the deltas of
  // its place and field, records taken in the order they were written. Committed and pending never
  // went below zero.
  const rows = await db.selectFrom('records').select(['doc', 'status', 'number']).orderBy('number').execute();
  const running = new Map<string, number>();
  for (const row of rows) {
    const record = rowToDoc<RecordFields>(row);
    const at = `${key(record.product, record.garage)}|${record.field}`;
    const value = (running.get(at) ?? 0) + stored(record.delta);
    running.set(at, value);
    if (stored(record.result) !== value) problems.push(`record #${record.number} (${record.reason}) says ${at} became ${record.result}, its records up to it add up to ${fromScaled(value, 3)}`);
    if ((record.field === 'committed' || record.field === 'pending') && record.result < 0) problems.push(`record #${record.number} (${record.reason}) left ${at} at ${record.result}`);
  }
  return problems;
}

/** Stock a line of `quantity` of `product` moves: the product itself, or each component of a mixed one. */
function moves(world: InvariantWorld, product: string, quantity: number): Array<{ product: string; quantity: number }> {
  const recipe = world.products.find((p) => p.id === product)?.components;
  if (!recipe) return [{ product, quantity }];
  // The mixed product is UNITY: per unit sold, the component quantity (domain §4).
  return recipe.map((c) => ({ product: c.product, quantity: dec(c.quantity).mul(quantity).toNumber() }));
}

function addTo(totals: Map<string, number>, world: InvariantWorld, garage: string, items: ReadonlyArray<{ product: string; quantity: number }>): void {
  for (const item of items) {
    for (const part of moves(world, item.product, item.quantity)) {
      const at = key(part.product, garage);
      totals.set(at, (totals.get(at) ?? 0) + stored(part.quantity));
    }
  }
}

export async function holdingProblems(world: InvariantWorld): Promise<string[]> {
  const db = docs(world.server.database.db);
  const orders = (await db.selectFrom('orders').select(['doc', 'status', 'number']).execute()).map((r) => rowToDoc<OrderFields>(r));
  const buys = (await db.selectFrom('buys').select(['doc', 'status', 'number']).execute()).map((r) => rowToDoc<BuyFields>(r));
  const committed = new Map<string, number>();
  const pending = new Map<string, number>();
  for (const order of orders) {
    if ((order.state === 'CONFIRMADO' || order.state === 'PREPARADO') && !order.delivery.delivered) addTo(committed, world, order.garage, order.cart.items);
  }
  for (const buy of buys) if (buy.state === 'APROBADA' && !buy.committed) addTo(pending, world, buy.garage, buy.cart.items);
  const stock = await stockTable(world);
  const problems: string[] = [];
  const places = new Set([...stock.keys(), ...committed.keys(), ...pending.keys()]);
  for (const place of places) {
    const figures = stock.get(place);
    const expected = { committed: committed.get(place) ?? 0, pending: pending.get(place) ?? 0 };
    for (const field of ['committed', 'pending'] as const) {
      const actual = figures?.[field] ?? 0;
      if (actual < 0) problems.push(`stock ${place} ${field} is negative: ${actual}`);
      if (actual !== expected[field]) problems.push(`stock ${place} ${field} is ${actual} but the ${field === 'committed' ? 'orders hold' : 'buys bring'} ${expected[field]}`);
    }
  }
  return problems;
}

function sameInventory(what: string, actual: InventoryFigures | undefined, expected: Figures): string[] {
  if (!actual) return [`${what} has no inventory`];
  const want = { ...expected, theoretical: expected.real - expected.committed + expected.pending };
  return (['real', 'committed', 'pending', 'critical', 'theoretical'] as const)
    .filter((field) => stored(actual[field]) !== want[field])
    .map((field) => `${what} inventory.${field} is ${actual[field]} but its garages add up to ${fromScaled(want[field], 3)}`);
}

export async function inventoryProblems(world: InvariantWorld): Promise<string[]> {
  const db = docs(world.server.database.db);
  const stock = await stockTable(world);
  const problems: string[] = [];
  for (const product of world.products) {
    const sums: Figures = { real: 0, committed: 0, pending: 0, critical: 0 };
    for (const garage of world.garages) {
      const figures = stock.get(key(product.id, garage));
      for (const field of FIELDS) sums[field] += figures?.[field] ?? 0;
    }
    const row = await db.selectFrom('products').select(['doc', 'status', 'number']).where('id', '=', product.id).executeTakeFirstOrThrow();
    problems.push(...sameInventory(`stored product ${product.name}`, rowToDoc<ProductFields>(row).inventory, sums));
    const served = await call<ProductFields>(world.url, 'GET', `/product/${product.id}`, { token: world.admin });
    problems.push(...sameInventory(`GET /product of ${product.name}`, served.body.inventory, sums));
  }
  const other = [...stock.keys()].filter((place) => !world.garages.some((g) => place.endsWith(`|${g}`)));
  if (other.length > 0) problems.push(`stock rows in unknown garages: ${other.join(', ')}`);
  return problems;
}
