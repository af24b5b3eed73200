/**
 * `GET /statistics/finances` (domain §6): by month, sales and their parts (cost, contribution,
 * logistic, toPay, profit) of the orders delivered that month, purchases, and cash in and out.
 *
 * Decisions: months are the business's (cut at local midnight); a sale counts in the month it was delivered; a purchase is an approved buy (APROBADA,
 * received or not) counted at its total in the month it was created; cash in and out leave out
 * transfers between garages, which move money without it entering or leaving the company.
 */
import type { FinanceStatistics } from '../../../src-shared/documents/statistics.js';
import { Decimal, dec } from '../../../src-shared/money.js';
import type { PeriodQuery } from '../../../src-shared/schemas/queries.js';
import { docs, rowToDoc, type AnyReader } from '../../db/documents.js';
import { localMonth } from '../../../src-shared/business-day.js';
import { money, sumOf, sumWhere } from '../finance/sums.js';
import { businessZone, monthOf } from '../settings/business-day.js';
import { ORDERS, type OrderFields } from '../orders/collection.js';
import { reportPeriod, type ReportPeriod } from './period.js';
import { sql } from 'kysely';

const SALE_FIELDS = ['total', 'cost', 'contribution', 'logistic', 'toPay', 'profit'] as const;
type SaleField = (typeof SALE_FIELDS)[number];

interface SalesSums {
  orders: number;
  sums: Record<SaleField, Decimal>;
}

const noSales = (): SalesSums => ({ orders: 0, sums: Object.fromEntries(SALE_FIELDS.map((f) => [f, Decimal.ZERO])) as Record<SaleField, Decimal> });

/** Cost, contribution and logistic live only in the documents, so delivered orders are summed here, exactly. */
async function salesByMonth(db: AnyReader, period: ReportPeriod): Promise<Map<string, SalesSums>> {
  const rows = await docs(db)
    .selectFrom(ORDERS.table)
    .select(['doc', 'status', 'number'])
    .where('delivered', '=', 1)
    .where('status', '=', 1)
    .where('delivered_at', '>=', period.from)
    .where('delivered_at', '<=', period.to)
    .execute();
  const months = new Map(period.months.map((m) => [m, noSales()]));
  for (const order of rows.map((r) => rowToDoc<OrderFields>(r))) {
    const month = months.get(localMonth(order.delivery.deliveredAt ?? order.updatedAt, period.zone));
    if (!month) continue;
    month.orders += 1;
    for (const field of SALE_FIELDS) month.sums[field] = month.sums[field].add(order[field]);
  }
  return months;
}

async function purchasesByMonth(db: AnyReader, period: ReportPeriod) {
  const month = monthOf('created_at', period.months, period.zone);
  const rows = await docs(db)
    .selectFrom('buys')
    .select([month.as('month'), sql<number | string>`count(*)`.as('n'), sumOf('total_cents').as('total')])
    .where('state', '=', 'APROBADA')
    .where('status', '=', 1)
    .where('created_at', '>=', period.from)
    .where('created_at', '<=', period.to)
    .groupBy(month)
    .execute();
  return new Map(rows.map((r) => [String(r.month), { buys: Number(r.n), purchases: money(r.total) }]));
}

async function cashByMonth(db: AnyReader, period: ReportPeriod) {
  const month = monthOf('created_at', period.months, period.zone);
  const rows = await docs(db)
    .selectFrom('cashflows')
    .select([month.as('month'), sumWhere("concept = 'INGRESS'", 'amount_cents').as('cash_in'), sumWhere("concept = 'EGRESS'", 'amount_cents').as('cash_out')])
    .where('status', '=', 1)
    .where('linked', 'is', null)
    .where('created_at', '>=', period.from)
    .where('created_at', '<=', period.to)
    .groupBy(month)
    .execute();
  return new Map(rows.map((r) => [String(r.month), { cashIn: money(r.cash_in), cashOut: money(r.cash_out) }]));
}

export async function financeStatistics(db: AnyReader, query: PeriodQuery, now: Date): Promise<FinanceStatistics> {
  const period = reportPeriod(query, now, await businessZone(db));
  const [sales, purchases, cash] = await Promise.all([salesByMonth(db, period), purchasesByMonth(db, period), cashByMonth(db, period)]);
  const months = period.months.map((month) => {
    const s = sales.get(month) ?? noSales();
    const p = purchases.get(month) ?? { buys: 0, purchases: 0 };
    const c = cash.get(month) ?? { cashIn: 0, cashOut: 0 };
    return {
      month,
      orders: s.orders,
      sales: s.sums.total.toNumber(),
      cost: s.sums.cost.toNumber(),
      contribution: s.sums.contribution.toNumber(),
      logistic: s.sums.logistic.toNumber(),
      toPay: s.sums.toPay.toNumber(),
      profit: s.sums.profit.toNumber(),
      ...p,
      ...c,
      cashNet: dec(c.cashIn).sub(c.cashOut).toNumber(),
    };
  });
  return { from: period.from, to: period.to, months, totals: totalsOf(months) };
}

/** Column sums of monthly rows (every numeric field but the month). */
export function totalsOf<T extends { month: string }>(rows: readonly T[]): Record<string, number> {
  const totals: Record<string, Decimal> = {};
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (typeof value === 'number') totals[key] = (totals[key] ?? Decimal.ZERO).add(value);
    }
  }
  return Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, v.toNumber()]));
}
