/**
 * A replica holding many orders, written the way the sync engine stores a pull (the document
 * writer, in one transaction): partners, customers with awkward names, and orders whose carts are
 * priced with the shared pricing module, with states, deliveries and creation times spread so that
 * some fall on another day in Buenos Aires than in UTC.
 */
import type Sqlite from 'better-sqlite3';
import { newId } from '../../src-shared/ids.js';
import { computeOrderTotals, priceOrderCart, type PricingProduct, type TaxDef } from '../../src-shared/pricing/index.js';
import { createDocumentWriter, type ReplicaDoc } from '../../src-main/replica/index.js';

const TAXES: readonly TaxDef[] = [
  { _id: 'a1a1a1a1a1a1a1a1a1a1a1a1', name: 'IVA 21%', type: 'V', aliquot: 0.21 },
  { _id: 'b2b2b2b2b2b2b2b2b2b2b2b2', name: 'Percepción 3%', type: 'C', aliquot: 0.03 },
];

const PRODUCTS: readonly PricingProduct[] = [
  {
    _id: 'c3c3c3c3c3c3c3c3c3c3c3c1',
    unit: 'WEIGHT',
    taxBase: 1000.37,
    taxes: [TAXES[1]!._id, TAXES[0]!._id],
    margins: [
      { quantity: 0, value: 1.2 },
      { quantity: 100, value: 1.5 },
      { quantity: 1000, value: 1.3 },
    ],
    contributions: 10,
    wholesalerContributions: 5,
  },
  {
    _id: 'c3c3c3c3c3c3c3c3c3c3c3c2',
    unit: 'UNITY',
    taxBase: 83.33,
    taxes: [TAXES[0]!._id],
    margins: [
      { quantity: 0, value: 1.15 },
      { quantity: 1, value: 1.45 },
      { quantity: 12, value: 1.25 },
    ],
    contributions: 12.5,
    wholesalerContributions: 7,
  },
  {
    _id: 'c3c3c3c3c3c3c3c3c3c3c3c3',
    unit: 'UNITY',
    taxBase: 7.07,
    taxes: [],
    margins: [
      { quantity: 0, value: 1.1 },
      { quantity: 1, value: 1.9 },
    ],
    contributions: 3,
    wholesalerContributions: 1,
  },
];

export const PARTNER_NAMES = ['Lucía Fernández', 'Martín Gómez', 'Casa Central'] as const;
/** Names a CSV must quote or guard: a separator, quotes, an accent, a formula. */
export const CUSTOMER_NAMES = ['Almacén Don Tito', 'Kiosco "El Sol"', 'Fiambrería; La Esquina', '=Despensa Ñandú', 'Autoservicio Lanús', 'María José Pérez'] as const;

export interface SeededOrders {
  partners: Array<{ _id: string; name: string }>;
  customers: Array<{ _id: string; name: string }>;
  /** In the order they were numbered (the list shows them newest first). */
  orders: ReplicaDoc[];
}

const STATES = ['PENDIENTE', 'CONFIRMADO', 'PREPARADO', 'CANCELADO'] as const;
const oid = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(24 - prefix.length, '0')}`;

/** A few dozen carts, priced once and shared: what matters here is that each total is what pricing makes. */
function carts() {
  const made = [];
  for (let k = 0; k < 48; k += 1) {
    const items = [{ product: PRODUCTS[0]!, quantity: 125 + k * 37 }, { product: PRODUCTS[1]!, quantity: 1 + (k % 13) }, ...(k % 3 === 0 ? [{ product: PRODUCTS[2]!, quantity: 3 + k }] : [])];
    const cart = priceOrderCart(items, { taxes: TAXES, customer: { isWholesaler: k % 5 === 0 } });
    const charged = k % 4 === 0;
    const delivery = {
      _id: null,
      name: null,
      customerPrice: charged ? 1500.5 : 0,
      partnerPrice: charged ? 900.25 : 0,
      internPrice: 0,
      contributes: k % 8 === 0,
      charged,
      phone: '+54 11 44445555',
      contactEmail: null,
      address: { label: 'Local', street: 'Av. Mitre 1200', city: 'Avellaneda', province: 'Buenos Aires' },
      delivered: false,
      deliveredAt: null,
    };
    const discount = k % 6 === 0 ? 12.5 : 0;
    made.push({ cart, delivery, discount, totals: computeOrderTotals({ cart, discount, delivery }) });
  }
  return made;
}

export function seedOrders(db: Sqlite.Database, count: number): SeededOrders {
  const writer = createDocumentWriter(db);
  const partners = PARTNER_NAMES.map((name, i) => ({ _id: oid('aa', i + 1), name }));
  const customers = Array.from({ length: 60 }, (_, i) => ({ _id: oid('cc', i + 1), name: `${CUSTOMER_NAMES[i % CUSTOMER_NAMES.length]} ${i + 1}` }));
  const priced = carts();
  const garage = oid('dd', 1);
  const start = Date.UTC(2025, 0, 1, 3, 10);
  const orders: ReplicaDoc[] = [];
  db.transaction(() => {
    let seq = 0;
    const put = (collection: string, doc: ReplicaDoc) => writer.applyServer(collection, doc._id, (seq += 1), doc, 0);
    partners.forEach((p, i) =>
      put('users', { _id: p._id, number: i + 1, status: true, name: p.name, username: `user${i}`, role: 'AV', createdAt: '2025-01-01T12:00:00.000Z', updatedAt: '2025-01-01T12:00:00.000Z' }),
    );
    customers.forEach((c, i) =>
      put('customers', {
        _id: c._id,
        number: i + 1,
        status: true,
        name: c.name,
        partner: partners[i % partners.length]!._id,
        createdAt: '2025-01-01T12:00:00.000Z',
        updatedAt: '2025-01-01T12:00:00.000Z',
      }),
    );
    for (let i = 0; i < count; i += 1) {
      const { cart, delivery, discount, totals } = priced[i % priced.length]!;
      const customer = customers[(i * 7) % customers.length]!;
      const state = STATES[i % STATES.length]!;
      const delivered = state === 'PREPARADO' && i % 3 === 0;
      // Every 47 minutes: times run through each hour, so some fall before 03:00 UTC (the day before in Buenos Aires).
      const createdAt = new Date(start + i * 47 * 60_000).toISOString();
      const order: ReplicaDoc = {
        _id: newId(new Date(start + i * 1000)),
        number: i + 1,
        status: true,
        createdAt,
        updatedAt: createdAt,
        createdBy: null,
        ...totals,
        cart,
        state,
        isBudget: i % 11 === 0,
        isSupply: false,
        customer: customer._id,
        customerName: customer.name,
        partner: partners[i % partners.length]!._id,
        garage,
        delivery: { ...delivery, delivered, deliveredAt: delivered ? createdAt : null },
        discount,
        paymentMethod: 'EFECTIVO',
        notes: null,
        roadmapNotes: null,
        date: state === 'PENDIENTE' || state === 'CANCELADO' ? null : createdAt.slice(0, 10),
        driver: null,
        roadmap: null,
        stored: i % 13 === 0,
        settlement: null,
      };
      put('orders', order);
      orders.push(order);
    }
  })();
  return { partners, customers, orders };
}
