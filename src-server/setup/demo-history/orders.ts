/**
 * The demo's sales: every working day the partners (and now and then the office) take orders,
 * which are confirmed, prepared the afternoon before their delivery day and delivered by a driver
 * on a roadmap or picked up at the garage. A few are cancelled, some are budgets (no invoice).
 */
import type { CartItemInput } from '../../../src-shared/schemas/cart.js';
import type { OrderCreateBody } from '../../../src-shared/schemas/order.js';
import { newId } from '../../../src-shared/ids.js';
import { createOrder } from '../../features/orders/service.js';
import { confirmOrder, runOrderAction } from '../../features/orders/transitions.js';
import { activity, at, hours, nextWorkingDay, type Day } from './calendar.js';
import { callerOf, type CastCustomer, type CastProduct } from './cast.js';
import { noteSale, planStop, type History } from './history.js';

/** Orders on an average day of the first month. */
const ORDERS_PER_DAY = 9;
const LAST_ORDER = hours(17, 30);
const CLOSING = hours(19);

function quantityOf(history: History, product: CastProduct, wholesaler: boolean): number {
  const r = history.random;
  if (product.unit === 'WEIGHT') return wholesaler ? r.int(4, 20) * 500 : r.int(4, 30) * 100;
  return wholesaler ? r.int(2, 8) * 6 : r.int(1, 12);
}

function cartFor(history: History, customer: CastCustomer): CartItemInput[] {
  const r = history.random;
  const count = customer.isWholesaler ? r.int(4, 9) : r.int(2, 6);
  const chosen = new Set<CastProduct>();
  while (chosen.size < count) chosen.add(r.weighted(history.cast.products, (p) => p.popularity));
  return [...chosen].map((product) => ({ product: product._id, quantity: quantityOf(history, product, customer.isWholesaler) }));
}

function orderBody(history: History, customer: CastCustomer, created: Date): OrderCreateBody {
  const r = history.random;
  const { deliveries } = history.cast;
  const shipped = r.chance(0.75);
  return {
    _id: newId(created),
    customer: customer._id,
    cart: { items: cartFor(history, customer) },
    delivery: { _id: shipped ? deliveries.sameDay : deliveries.pickUp, phone: customer.phone, contactEmail: null, address: customer.address, charged: shipped && r.chance(0.6) },
    paymentMethod: r.chance(0.7) ? 'EFECTIVO' : 'BANCO',
    ...(r.chance(0.1) ? { discount: r.pick([5, 10]) } : {}),
  };
}

/** One order, from being taken to its delivery, planned at once; what falls after the history's end never happens. */
function planOrder(history: History, day: Day, minute: number): void {
  const { cast, random: r, agenda } = history;
  const customer = r.weighted(cast.customers, (c) => c.frequency);
  // The office takes some orders itself (the house's), never for a customer buying on account:
  // the partner who collects the account keeps the books of what is on it.
  const byOffice = r.chance(0.15) && !customer.onAccount && cast.admin !== null;
  const taker = byOffice && cast.admin ? callerOf(cast.admin, 'ADMIN') : callerOf(customer.partner, 'AV');
  const created = at(day, minute);
  const body = orderBody(history, customer, created);
  const id = body._id as string;
  const query = { isBudget: r.chance(0.08), isSupply: false };
  const operator = callerOf(cast.operator, 'OPERACION');
  agenda.add(created, taker.id, 'order.create', async (tx) => {
    await createOrder(tx, taker, query, body);
    history.counts.orders += 1;
    for (const item of body.cart.items) noteSale(history, item.product, day, item.quantity);
  });

  const fate = r.next();
  if (fate < 0.04) {
    agenda.add(at(nextWorkingDay(day), r.int(hours(10), hours(12))), operator.id, 'order.cancel', (tx) => runOrderAction(tx, operator, id, 'cancel').then(() => undefined));
    return;
  }
  const late = fate < 0.22;
  const confirmDay = late ? nextWorkingDay(day) : day;
  const confirmAt = late ? r.int(hours(9), hours(10)) : Math.min(minute + r.int(20, 150), CLOSING - 60);
  const lag = customer.isWholesaler || r.chance(0.25) ? 2 : 1;
  const deliveryDay = nextWorkingDay(confirmDay, lag);
  agenda.add(at(confirmDay, confirmAt), operator.id, 'order.confirm', (tx) => confirmOrder(tx, operator, id, { date: deliveryDay }).then(() => undefined));
  if (fate < 0.07) {
    agenda.add(at(nextWorkingDay(confirmDay), r.int(hours(8), hours(9))), operator.id, 'order.cancel', (tx) => runOrderAction(tx, operator, id, 'cancel').then(() => undefined));
    return;
  }
  const prepareDay = nextWorkingDay(confirmDay, lag - 1);
  const prepareAt = Math.max(r.int(hours(16, 30), hours(18, 45)), prepareDay === confirmDay ? confirmAt + 15 : 0);
  agenda.add(at(prepareDay, prepareAt), operator.id, 'order.prepare', (tx) => runOrderAction(tx, operator, id, 'prepare').then(() => undefined));
  if (body.delivery._id === cast.deliveries.sameDay) {
    planStop(history, deliveryDay, { kind: 'order', id });
  } else {
    agenda.add(at(deliveryDay, r.int(hours(9), hours(17))), operator.id, 'order.deliver', (tx) => runOrderAction(tx, operator, id, 'deliver').then(() => undefined));
  }
}

export function planOrders(history: History, day: Day): void {
  const r = history.random;
  const count = Math.round(ORDERS_PER_DAY * activity(history.start, day) * (0.75 + 0.5 * r.next()));
  const minutes = Array.from({ length: count }, () => r.int(hours(9), LAST_ORDER)).sort((a, b) => a - b);
  for (const minute of minutes) planOrder(history, day, minute);
}
