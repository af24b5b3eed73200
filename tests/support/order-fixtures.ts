/**
 * Orders and accounts as the roadmap tests need them, written straight to the document store the
 * way the order and money features store them: orders are another feature's, and the roadmap
 * tests must not depend on how (or whether yet) its calls create them. Items are priced with the
 * shared pricing module, so the documents are what a real order would hold.
 */
import type { OrderPaymentMethod, OrderState } from '../../src-shared/constants/orders.js';
import { deliveryPricesOf } from '../../src-shared/documents/order-delivery.js';
import { computeOrderTotals, priceOrderCart } from '../../src-shared/pricing/index.js';
import { getDoc, insertDoc, requireDoc, type Doc } from '../../src-server/db/documents.js';
import { runWrite } from '../../src-server/db/write.js';
import { DELIVERIES } from '../../src-server/features/catalog/collections.js';
import { defaultGarage } from '../../src-server/features/catalog/garages.js';
import { CUSTOMERS } from '../../src-server/features/customers/collection.js';
import { ACCOUNTS } from '../../src-server/features/customers/account-collections.js';
import { ORDERS, type OrderFields } from '../../src-server/features/orders/collection.js';
import { PRODUCTS } from '../../src-server/features/products/collection.js';
import { loadTaxes } from '../../src-server/features/products/pricing-inputs.js';
import type { RunningServer } from '../../src-server/server.js';
import { ADDRESS } from './actors.js';

export interface OrderFixture {
  customer: string;
  partner: string;
  items: Array<{ product: string; quantity: number }>;
  roadmap?: string | null;
  driver?: string | null;
  state?: OrderState;
  paymentMethod?: OrderPaymentMethod;
  phone?: string;
  roadmapNotes?: string | null;
  /**
   * The delivery option the order names (its name and prices copied, not charged): an order a driver
   * takes has one. Without it the customer picks the order up (`isCustomerPickUp`).
   */
  deliveryOption?: string;
}

export async function insertOrder(server: RunningServer, now: Date, fixture: OrderFixture): Promise<Doc<OrderFields>> {
  return runWrite(server.database, { actor: fixture.partner, now }, async (tx) => {
    const customer = await requireDoc(tx.trx, CUSTOMERS, fixture.customer);
    const taxes = await loadTaxes(tx.trx);
    const items = [];
    for (const item of fixture.items) items.push({ product: await requireDoc(tx.trx, PRODUCTS, item.product), quantity: item.quantity });
    const cart = priceOrderCart(items, { taxes, customer });
    const option = fixture.deliveryOption === undefined ? null : deliveryPricesOf(await requireDoc(tx.trx, DELIVERIES, fixture.deliveryOption));
    const delivery = {
      ...(option ?? { _id: null, name: null, customerPrice: 0, partnerPrice: 0, internPrice: 0, contributes: false }),
      charged: false,
      phone: fixture.phone ?? '+54 11 44445555',
      contactEmail: null,
      address: customer.address ?? ADDRESS,
      delivered: false,
      deliveredAt: null,
    };
    const fields: OrderFields = {
      ...computeOrderTotals({ cart, delivery }),
      cart,
      state: fixture.state ?? 'CONFIRMADO',
      isBudget: false,
      isSupply: false,
      customer: customer._id,
      customerName: customer.name,
      partner: fixture.partner,
      garage: (await defaultGarage(tx.trx))._id,
      delivery,
      discount: 0,
      paymentMethod: fixture.paymentMethod ?? 'EFECTIVO',
      notes: null,
      roadmapNotes: fixture.roadmapNotes ?? null,
      date: now.toISOString(),
      driver: fixture.driver ?? null,
      roadmap: fixture.roadmap ?? null,
      stored: false,
      settlement: null,
    };
    return insertDoc(tx, ORDERS, fields);
  });
}

/** An active current account: the customer's delivered orders go on it instead of being collected. */
export async function openAccount(server: RunningServer, now: Date, customer: string): Promise<void> {
  await runWrite(server.database, { actor: null, now }, (tx) => insertDoc(tx, ACCOUNTS, { customer, partner: null, balance: 0 }));
}

export async function readOrder(server: RunningServer, id: string): Promise<Doc<OrderFields> | undefined> {
  return getDoc(server.database.db, ORDERS, id);
}
