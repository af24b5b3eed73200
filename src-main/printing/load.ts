/**
 * Builds each printout from the replica: the document itself plus the names it points at
 * (customer, products, driver, provider...). A document still waiting in the outbox has no number
 * and no server prices yet — an edit of its items shows them unpriced until the server answers —
 * so it is refused with a message saying to wait for the sync.
 */
import type { z } from 'zod';
import { MAX_LIMIT } from '../../src-shared/constants/paging.js';
import type { Unit } from '../../src-shared/constants/products.js';
import { said } from '../../src-shared/error-keys/index.js';
import { AppError } from '../../src-shared/errors.js';
import { DEFAULT_IVA_CONDITION } from '../../src-shared/fiscal.js';
import { buildRoadmapSheet, isBuyStop, isOrderStop, type BuyStopSource, type OrderStopSource } from '../../src-shared/roadmap-sheet.js';
import type { ListOptions, Page, ReplicaDoc } from '../replica/index.js';
import type { BuySheet } from './buy-sheet.js';
import type { CashParty, CashSlip } from './cash-slip.js';
import { addressLine } from './labels.js';
import type { OrderReceipt, ReceiptCustomer } from './order-receipt.js';
import type { RoadmapSheet } from './roadmap-sheet.js';
import {
  buySource,
  buyStopSource,
  cashflowSource,
  fiscalSource,
  orderSource,
  orderStopSource,
  partySource,
  productSource,
  roadmapSource,
  type BuySource,
  type OrderSource,
  type PartySource,
  type RoadmapSource,
} from './sources.js';

/** The replica reads printing needs. */
export interface PrintReader {
  get(collection: string, id: string): ReplicaDoc | undefined;
  list(collection: string, options?: ListOptions): Page<ReplicaDoc>;
  /** Which of these documents have writes still waiting in the outbox. */
  pendingIds(collection: string, ids: readonly string[]): Set<string>;
}

function parseDoc<T extends z.ZodType>(reader: PrintReader, collection: string, schema: T, doc: ReplicaDoc, label: string): z.output<T> {
  if (typeof doc.number !== 'number') throw AppError.conflict(said('print.notSynced', { what: label, id: doc._id }));
  const parsed = schema.safeParse(doc);
  if (parsed.success) return parsed.data;
  // A queued edit shows what was sent (items without prices) until the server's version comes back.
  if (reader.pendingIds(collection, [doc._id]).size > 0) {
    throw AppError.conflict(said('print.changesNotSynced', { what: label, id: doc._id }));
  }
  const fields = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
  throw AppError.refuse('INTERNAL', said('print.incomplete', { what: label, id: doc._id, fields }), { cause: parsed.error });
}

export function load<T extends z.ZodType>(reader: PrintReader, collection: string, id: string, schema: T, label: string): z.output<T> {
  const doc = reader.get(collection, id);
  if (doc === undefined) throw AppError.notFound(label, id);
  return parseDoc(reader, collection, schema, doc, label);
}

/** A party named by id; null when the replica does not hold it (disabled records are not synced). */
export function party(reader: PrintReader, collection: string, id: string | null | undefined): PartySource | null {
  if (!id) return null;
  const parsed = partySource.safeParse(reader.get(collection, id));
  return parsed.success ? parsed.data : null;
}

function product(reader: PrintReader, id: string): { name: string | null; unit: Unit } {
  const parsed = productSource.safeParse(reader.get('products', id));
  // Disabled products leave the replica; the line still prints, with its quantity as stored.
  return parsed.success ? parsed.data : { name: null, unit: 'UNITY' };
}

/** Every document of a collection matching the filters, oldest first. */
function all(reader: PrintReader, collection: string, filters: ListOptions['filters']): ReplicaDoc[] {
  const docs: ReplicaDoc[] = [];
  for (let page = 1; ; page += 1) {
    const answer = reader.list(collection, { filters, page, limit: MAX_LIMIT, sort: { field: 'number', direction: 'asc' } });
    docs.push(...answer.docs);
    if (page >= answer.pages) return docs;
  }
}

/** A customer as a fiscal document names it; Consumidor Final when it never said otherwise. */
export function receiptCustomer(reader: PrintReader, id: string): ReceiptCustomer {
  const doc = reader.get('customers', id);
  const customer = party(reader, 'customers', id);
  const fiscal = fiscalSource.safeParse(doc ?? {});
  const identity = fiscal.success ? fiscal.data : { taxIdKind: null, taxId: null, ivaCondition: null };
  return {
    name: customer?.name ?? id,
    phone: customer?.phone ?? null,
    address: addressLine(customer?.address),
    taxIdKind: identity.taxIdKind ?? null,
    taxId: identity.taxId ?? null,
    ivaCondition: identity.ivaCondition ?? DEFAULT_IVA_CONDITION,
  };
}

function customerOf(reader: PrintReader, order: OrderSource): ReceiptCustomer {
  const customer = receiptCustomer(reader, order.customer);
  return {
    ...customer,
    name: order.customerName ?? customer.name,
    phone: order.delivery?.phone ?? customer.phone,
    address: addressLine(order.delivery?.address) ?? customer.address,
  };
}

export function loadOrderReceipt(reader: PrintReader, id: string): OrderReceipt {
  const order = load(reader, 'orders', id, orderSource, 'order');
  const delivery = order.delivery;
  const charged = delivery?.charged === true && (delivery.customerPrice ?? 0) !== 0;
  return {
    number: order.number,
    createdAt: order.createdAt,
    deliveryDate: order.date ?? null,
    customer: customerOf(reader, order),
    lines: order.cart.items.map((item) => {
      const { name, unit } = product(reader, item.product);
      return { product: name, productId: item.product, quantity: item.quantity, unit, amount: item.price };
    }),
    subtotal: order.cart.total,
    discountAmount: order.discountAmount ?? 0,
    deliveryMethod: delivery?._id ? (delivery.name ?? null) : null,
    delivery: charged ? { name: delivery.name ?? null, price: delivery.customerPrice ?? 0 } : null,
    total: order.total,
    paymentMethod: order.paymentMethod,
    notes: order.notes ?? null,
  };
}

function providerOf(reader: PrintReader, buy: BuySource): BuySheet['provider'] {
  const provider = party(reader, 'providers', buy.provider);
  return {
    name: provider?.name ?? buy.providerName ?? buy.provider,
    cuit: provider?.cuit ?? null,
    phone: provider?.phone ?? null,
    address: addressLine(provider?.address),
  };
}

/** Customers with an active current account, among those named (the replica's accounts, where the role receives them). */
function onAccount(reader: PrintReader, customers: readonly string[]): Set<string> {
  return new Set(customers.filter((customer) => reader.list('accounts', { filters: { customer }, status: true, limit: 1 }).total > 0));
}

/** The replica's roadmap, refused while it waits in the outbox (the server does not know it yet). */
export function loadRoadmap(reader: PrintReader, id: string): RoadmapSource {
  return load(reader, 'roadmaps', id, roadmapSource, 'roadmap');
}

/**
 * The roadmap's stops by the shared rule and builder (`src-shared/roadmap-sheet.ts`), the ones the
 * server answers with: enabled, not cancelled, buys only with a withdrawal; deliveries, then
 * pick-ups, each by number; nothing to collect for an order on a current account — as far as the
 * replica knows the accounts (an OPERACION replica receives none: `roadmap-load.ts` asks the server).
 */
export function loadRoadmapSheet(reader: PrintReader, id: string): RoadmapSheet {
  const roadmap = loadRoadmap(reader, id);
  // Cast because the sheet builder's sources are typed as whole documents (OrderFields, BuyFields)
  // while it reads only what orderStopSource/buyStopSource check here (items by number, product and
  // quantity, no prices): the schemas are the guarantee, the shared types claim more than they use.
  const orders = all(reader, 'orders', { roadmap: id })
    .map((doc) => parseDoc(reader, 'orders', orderStopSource, doc, 'order'))
    .filter(isOrderStop) as unknown as OrderStopSource[];
  const buys = all(reader, 'buys', { roadmap: id })
    .map((doc) => parseDoc(reader, 'buys', buyStopSource, doc, 'buy'))
    .filter(isBuyStop) as unknown as BuyStopSource[];
  const productIds = [...new Set([...orders, ...buys].flatMap((d) => d.cart.items.map((i) => i.product)))];
  // A product gone from the replica is named by its id, as the server's sheet does.
  const products = new Map(
    productIds.flatMap((pid) => {
      const { name, unit } = product(reader, pid);
      return name === null ? [] : [[pid, { name, unit }] as const];
    }),
  );
  const providers = new Map(
    buys.flatMap((b) => {
      const provider = party(reader, 'providers', b.provider);
      return provider ? [[b.provider, { phone: provider.phone ?? null, address: provider.address ?? null }] as const] : [];
    }),
  );
  const sheet = buildRoadmapSheet(orders, buys, { products, providers, onAccount: onAccount(reader, [...new Set(orders.map((o) => o.customer))]) });
  return {
    number: roadmap.number,
    date: roadmap.date,
    driver: party(reader, 'users', roadmap.driver)?.name ?? roadmap.driver,
    notes: roadmap.notes ?? null,
    ...sheet,
  };
}

export function loadBuySheet(reader: PrintReader, id: string): BuySheet {
  const buy = load(reader, 'buys', id, buySource, 'buy');
  const withdrawal = buy.withdrawal?._id ? buy.withdrawal : null;
  return {
    number: buy.number,
    createdAt: buy.createdAt,
    state: buy.state,
    received: buy.committed === true,
    provider: providerOf(reader, buy),
    garage: party(reader, 'garages', buy.garage)?.name ?? null,
    lines: buy.cart.items.map((item) => {
      const { name, unit } = product(reader, item.product);
      return { product: name, productId: item.product, quantity: item.quantity, unit, unitCost: item.unitCost, amount: item.price };
    }),
    subtotal: buy.cart.total,
    withdrawal: withdrawal ? { name: withdrawal.name ?? null, date: withdrawal.date ?? null, charged: withdrawal.charged === true, fee: withdrawal.fee ?? 0 } : null,
    logistic: buy.logistic ?? 0,
    total: buy.total,
    notes: buy.notes ?? null,
  };
}

export function loadCashSlip(reader: PrintReader, id: string): CashSlip {
  const entry = load(reader, 'cashflows', id, cashflowSource, 'cash flow entry');
  const named: Array<readonly [CashParty, string, string | null | undefined]> = [
    ['partner', 'users', entry.partner],
    ['customer', 'customers', entry.customer],
    ['provider', 'providers', entry.provider],
    ['third', 'thirds', entry.third],
  ];
  const parties = named.filter(([, , ref]) => Boolean(ref)).map(([label, collection, ref]) => [label, party(reader, collection, ref)?.name ?? String(ref)] as const);
  return {
    number: entry.number,
    createdAt: entry.createdAt,
    type: entry.type,
    concept: entry.concept,
    paymentMethod: entry.paymentMethod,
    amount: entry.amount,
    parties,
    garage: party(reader, 'garages', entry.garage)?.name ?? null,
    tag: entry.tag ?? null,
    description: entry.description ?? null,
  };
}
