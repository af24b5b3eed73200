/**
 * The demo's purchasing: once a week per provider the buyer orders what runs low (towards about
 * two and a half weeks of recent sales, never less than the opening shelf) at the catalog's costs,
 * which stay as the demo catalog sets them (worked examples and end-to-end tests price from them).
 * Buys are approved, received (by the provider or picked up by our driver), invoiced (FC, now and
 * then a credit note NC) and paid some weeks later.
 */
import { newId } from '../../../src-shared/ids.js';
import { roundMoney } from '../../../src-shared/money.js';
import type { BuyCartItemInput } from '../../../src-shared/schemas/cart.js';
import type { ReceiptCreateBody } from '../../../src-shared/schemas/receipt.js';
import { requireDoc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import { BUYS } from '../../features/buys/collection.js';
import { createBuy } from '../../features/buys/service.js';
import { runBuyAction } from '../../features/buys/transitions.js';
import { createProviderEntry } from '../../features/cashflow/create.js';
import { createReceipt } from '../../features/receipts/service.js';
import { fromStored } from '../../features/stock/quantities.js';
import { addDays, at, hours, isWorkingDay, nextWorkingDay, weekdayOf, type Day } from './calendar.js';
import { staffOf, type CastProvider } from './cast.js';
import { payingMethod } from './cash.js';
import { planStop, weeklySales, type History } from './history.js';

/** Restock when what will be available falls under this share of the target. */
const REORDER_AT = 0.6;
const WEEKS_OF_STOCK = 2.5;

/** What the buyer orders from `provider` today, read from the stock as it stands. */
async function restockItems(history: History, tx: WriteTx, provider: CastProvider, day: Day): Promise<BuyCartItemInput[]> {
  const products = history.cast.products.filter((p) => p.provider === provider._id);
  const rows = await tx.trx
    .selectFrom('stock')
    .select(['product', 'real', 'committed', 'pending'])
    .where('garage', '=', history.cast.garages.main)
    .where(
      'product',
      'in',
      products.map((p) => p._id),
    )
    .execute();
  const available = new Map(rows.map((row) => [row.product, fromStored(Number(row.real) - Number(row.committed) + Number(row.pending))]));
  const items: BuyCartItemInput[] = [];
  for (const product of products) {
    const target = Math.max(product.opening, weeklySales(history, product._id, day) * WEEKS_OF_STOCK);
    const theoretical = available.get(product._id) ?? 0;
    if (target === 0 || theoretical >= target * REORDER_AT) continue;
    const pack = product.unit === 'WEIGHT' ? 1000 : 6;
    const quantity = Math.ceil((target * 1.2 - theoretical) / pack) * pack;
    items.push({ product: product._id, quantity });
  }
  return items;
}

/** The invoice of a received buy, and its payment some weeks later (now and then in two parts). */
function planInvoice(history: History, buyId: string, provider: string, day: Day): void {
  const { random: r, agenda, cast } = history;
  agenda.add(at(day, r.int(hours(16), hours(18))), cast.buyer, 'receipt.create', async (tx) => {
    const buy = await requireDoc(tx.trx, BUYS, buyId);
    const total = buy.total;
    const gross = roundMoney(total / 1.21);
    const code = `A 0003-${String(10_000 + buy.number).padStart(8, '0')}`;
    const taxes = cast.purchaseTax ? [{ id: cast.purchaseTax, value: roundMoney(total - gross) }] : [];
    await createReceipt(tx, staffOf(tx), { type: 'FC', grossTotal: gross, total, code, provider, buy: buyId, taxes } satisfies ReceiptCreateBody);
    let credit = 0;
    if (r.chance(0.08)) {
      credit = roundMoney((total * r.int(2, 6)) / 100);
      const note: ReceiptCreateBody = { type: 'NC', grossTotal: roundMoney(credit / 1.21), total: credit, code: `NC ${code}`, provider, buy: buyId, description: 'Bonificación por mercadería dañada' };
      agenda.add(at(nextWorkingDay(day, r.int(2, 5)), hours(11)), cast.buyer, 'receipt.create', (t) => createReceipt(t, staffOf(t), note).then(() => undefined));
    }
    const owed = roundMoney(total - credit);
    const parts = r.chance(0.2) ? [roundMoney(owed / 2), roundMoney(owed - roundMoney(owed / 2))] : [owed];
    let payDay = addDays(day, r.int(10, 28));
    for (const amount of parts) {
      while (!isWorkingDay(payDay)) payDay = addDays(payDay, 1);
      agenda.add(at(payDay, r.int(hours(11), hours(16))), cast.admin, 'cashflow.createProvider', async (t) => {
        const paymentMethod = await payingMethod(t, cast.garages.main);
        await createProviderEntry(t, staffOf(t), { amount, concept: 'EGRESS', paymentMethod, provider, description: `Pago ${code}` });
      });
      payDay = addDays(payDay, 15);
    }
  });
}

function planBuy(history: History, provider: CastProvider, day: Day): void {
  const { random: r, agenda, cast } = history;
  const created = at(day, r.int(hours(9), hours(11, 30)));
  const id = newId(created);
  const fate = r.next();
  // Some wait for the next morning's approval round.
  const approveDay = fate < 0.4 ? nextWorkingDay(day) : day;
  const receiveDay = nextWorkingDay(approveDay, r.int(1, 3));
  agenda.add(created, cast.buyer, 'buy.create', async (tx) => {
    const items = await restockItems(history, tx, provider, day);
    if (items.length === 0) return;
    const withdrawal = provider.pickUp ? { _id: cast.withdrawal, date: receiveDay, charged: true } : { _id: null, date: null, charged: false };
    await createBuy(tx, staffOf(tx), { _id: id, cart: { items }, provider: provider._id, withdrawal, notes: provider.pickUp ? 'Retira nuestro chofer' : null });
    history.counts.buys += 1;
    if (fate < 0.04) {
      agenda.add(at(nextWorkingDay(day), hours(9, 30)), cast.buyer, 'buy.cancel', (t) => runBuyAction(t, staffOf(t), id, 'cancel').then(() => undefined));
      return;
    }
    const approveAt = approveDay === day ? r.int(hours(12), hours(15)) : r.int(hours(9), hours(10));
    agenda.add(at(approveDay, approveAt), cast.admin, 'buy.approve', (t) => runBuyAction(t, staffOf(t), id, 'approve').then(() => undefined));
    if (provider.pickUp) planStop(history, receiveDay, { kind: 'buy', id });
    else agenda.add(at(receiveDay, r.int(hours(10), hours(15))), cast.operator, 'buy.commit', (t) => runBuyAction(t, staffOf(t), id, 'commit').then(() => undefined));
    planInvoice(history, id, provider._id, receiveDay);
  });
}

/** Each provider's weekly order, on its own weekday. */
export function planBuys(history: History, day: Day): void {
  for (const provider of history.cast.providers) if (provider.orderDay === weekdayOf(day)) planBuy(history, provider, day);
}
