/**
 * Server-side data for the sync bench, written straight through the document store (the same
 * columns and change rows the API writes) in large write transactions: orders, and rounds of
 * product changes for incremental pulls.
 */
import type { Database } from '../../src-server/db/connect.js';
import { insertDoc, requireDoc, saveDoc } from '../../src-server/db/documents.js';
import { runWrite } from '../../src-server/db/write.js';
import { CUSTOMERS } from '../../src-server/features/customers/collection.js';
import { ORDERS, type OrderFields } from '../../src-server/features/orders/collection.js';
import { PRODUCTS } from '../../src-server/features/products/collection.js';

const STATES = ['PENDIENTE', 'CONFIRMADO', 'PREPARADO', 'CANCELADO'] as const;
const ADDRESS = { label: 'Local', street: 'Av. Mitre 1200', city: 'Avellaneda', province: 'Buenos Aires' };

/** Bench figures only: a plain rounding is enough for made-up amounts. */
const cents = (x: number): number => Math.round(x * 100) / 100;

function item(n: number, product: string) {
  const price = 1_000 + (n % 500);
  return {
    number: n,
    product,
    name: `Producto ${n}`,
    quantity: 1 + (n % 5),
    unit: 'UNITY',
    price,
    isWholesaler: false,
    detail: {
      cost: cents(price * 0.7),
      margin: 1.35,
      unitQuantity: 1,
      unitCost: price,
      contribution: cents(price * 0.1),
      profit: cents(price * 0.2),
      taxes: [],
      metadata: { taxBase: 100, unitCost: 121, originalUnitCost: 121 },
    },
  };
}

function order(i: number, customer: { _id: string; name: string }, partner: string, garage: string, products: readonly string[]): OrderFields {
  const items = [0, 1, 2].map((k) => item(i * 3 + k, products[(i * 3 + k) % products.length] ?? ''));
  const total = items.reduce((sum, it) => sum + it.price, 0);
  const state = STATES[i % STATES.length] ?? 'PENDIENTE';
  const fields = {
    cart: { items, total },
    state,
    isBudget: i % 7 === 0,
    isSupply: false,
    customer: customer._id,
    customerName: customer.name,
    partner,
    garage,
    delivery: {
      _id: null,
      name: null,
      customerPrice: 0,
      partnerPrice: 0,
      internPrice: 0,
      contributes: false,
      charged: false,
      phone: '+54 11 40001111',
      contactEmail: null,
      address: ADDRESS,
      delivered: i % 5 === 0,
      deliveredAt: null,
    },
    discount: 0,
    paymentMethod: 'EFECTIVO',
    notes: null,
    roadmapNotes: null,
    date: state === 'PENDIENTE' ? null : `2026-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}`,
    driver: null,
    roadmap: null,
    stored: false,
    settlement: null,
    total,
    cost: cents(total * 0.7),
    discountAmount: 0,
    contribution: cents(total * 0.1),
    taxes: [],
    logistic: 0,
    toPay: cents(total * 0.8),
    profit: cents(total * 0.2),
  };
  // The order document's type grows as the orders feature lands; the bench only needs its columns.
  return fields as unknown as OrderFields;
}

export async function seedOrders(database: Database, count: number, batch = 10_000): Promise<void> {
  const now = new Date();
  const products = (await database.db
    .selectFrom('products' as never)
    .select('id' as never)
    .limit(1_000)
    .execute()) as unknown as Array<{ id: string }>;
  const garage = (
    (await database.db
      .selectFrom('garages' as never)
      .select('id' as never)
      .executeTakeFirstOrThrow()) as unknown as { id: string }
  ).id;
  const customers = await runWrite(database, { actor: null, now }, async (tx) => {
    const made = [];
    for (let c = 0; c < 500; c += 1) made.push(await insertDoc(tx, CUSTOMERS, { name: `Cliente Bench ${c}`, address: ADDRESS, partner: null }));
    return made;
  });
  const partner = customers[0]?._id ?? '';
  for (let start = 0; start < count; start += batch) {
    await runWrite(database, { actor: null, now }, async (tx) => {
      for (let i = start; i < Math.min(count, start + batch); i += 1) {
        await insertDoc(
          tx,
          ORDERS,
          order(
            i,
            customers[i % customers.length] ?? { _id: '', name: '' },
            partner,
            garage,
            products.map((p) => p.id),
          ),
        );
      }
    });
  }
}

/** One round of `count` product changes, as a purchasing clerk repricing would make. */
export async function touchProducts(database: Database, ids: readonly string[], round: number): Promise<void> {
  await runWrite(database, { actor: null, now: new Date() }, async (tx) => {
    for (const id of ids) {
      const current = await requireDoc(tx.trx, PRODUCTS, id);
      await saveDoc(tx, PRODUCTS, current, { ...current, taxBase: current.taxBase + 1, description: `repricing round ${round}` });
    }
  });
}
