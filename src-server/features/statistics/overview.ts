/**
 * `GET /statistics/main` and `/statistics/cash-balances` (domain §6): the dashboard figures and
 * the cash held per garage and payment method (Σ INGRESS − Σ EGRESS of active entries).
 */
import { sql } from 'kysely';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../src-shared/constants/money-flows.js';
import { ORDER_STATES } from '../../../src-shared/constants/orders.js';
import type { CashBalances, MethodFigures } from '../../../src-shared/documents/statistics.js';
import { fromCents, toCents } from '../../../src-shared/money.js';
import { docs, rowToDoc, type AnyReader } from '../../db/documents.js';
import { GARAGES, type GarageFields } from '../catalog/collections.js';
import { cashSums } from '../finance/balances.js';
import { money, sumOf } from '../finance/sums.js';
import { negativeProducts, shortageProducts } from '../stock/views.js';
import { businessZone } from '../settings/business-day.js';
import { currentMonth } from './period.js';

/**
 * Orders by state: a delivered order stays PREPARADO (domain §5), so PREPARADO counts those
 * waiting for delivery and `delivered` counts the delivered ones.
 */
async function ordersByState(db: AnyReader): Promise<Record<string, number>> {
  const rows = await docs(db)
    .selectFrom('orders')
    .select(['state', 'delivered', sql<number | string>`count(*)`.as('n')])
    .where('status', '=', 1)
    .groupBy(['state', 'delivered'])
    .execute();
  const counts: Record<string, number> = Object.fromEntries([...ORDER_STATES, 'delivered'].map((s) => [s, 0]));
  for (const row of rows) {
    const key = Number(row.delivered) === 1 ? 'delivered' : String(row.state);
    counts[key] = (counts[key] ?? 0) + Number(row.n);
  }
  return counts;
}

export async function mainStatistics(db: AnyReader, now: Date) {
  const { month, start, end } = currentMonth(now, await businessZone(db));
  const sales = await docs(db)
    .selectFrom('orders')
    .select([sql<number | string>`count(*)`.as('n'), sumOf('total_cents').as('total')])
    .where('delivered', '=', 1)
    .where('status', '=', 1)
    .where('delivered_at', '>=', start)
    .where('delivered_at', '<', end)
    .executeTakeFirst();
  const buys = await docs(db)
    .selectFrom('buys')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('state', '=', 'A APROBAR')
    .where('status', '=', 1)
    .executeTakeFirst();
  const cash = await cashSums(db);
  const cents = cash.reduce((sum, c) => sum + toCents(c.balance), 0);
  return {
    orders: await ordersByState(db),
    salesThisMonth: { month, orders: Number(sales?.n ?? 0), total: money(sales?.total) },
    buysAwaitingApproval: Number(buys?.n ?? 0),
    shortage: (await shortageProducts(db, 1, 1)).total,
    negative: (await negativeProducts(db, 1, 1)).total,
    cashBalance: fromCents(cents),
  };
}

const emptyMethods = (): Record<PaymentMethod, MethodFigures> => Object.fromEntries(PAYMENT_METHODS.map((m) => [m, { ingress: 0, egress: 0, balance: 0 }])) as Record<PaymentMethod, MethodFigures>;

/** Every garage (and any garage no longer listed that still holds entries), per payment method. */
export async function cashBalances(db: AnyReader): Promise<CashBalances> {
  const garages = (await docs(db).selectFrom(GARAGES.table).select(['doc', 'status', 'number']).orderBy('number').execute()).map((r) => rowToDoc<GarageFields>(r));
  const sums = await cashSums(db);
  const names = new Map<string | null, string | null>(garages.map((g) => [g._id, g.name]));
  for (const s of sums) if (!names.has(s.garage)) names.set(s.garage, null);
  const totals = emptyMethods();
  const rows = [...names].map(([id, name]) => {
    const methods = emptyMethods();
    for (const s of sums.filter((x) => x.garage === id)) {
      const method = s.paymentMethod as PaymentMethod;
      methods[method] = { ingress: s.ingress, egress: s.egress, balance: s.balance };
      totals[method] = addFigures(totals[method], methods[method]);
    }
    const balance = fromCents(PAYMENT_METHODS.reduce((sum, m) => sum + toCents(methods[m].balance), 0));
    return { garage: id === null ? null : { _id: id, name }, methods, balance };
  });
  const balance = fromCents(PAYMENT_METHODS.reduce((sum, m) => sum + toCents(totals[m].balance), 0));
  return { garages: rows, methods: totals, balance };
}

function addFigures(a: MethodFigures, b: MethodFigures): MethodFigures {
  // Whole cents add exactly.
  return {
    ingress: fromCents(toCents(a.ingress) + toCents(b.ingress)),
    egress: fromCents(toCents(a.egress) + toCents(b.egress)),
    balance: fromCents(toCents(a.balance) + toCents(b.balance)),
  };
}
