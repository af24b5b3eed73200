/**
 * `GET /statistics/partner-history` (per partner per month) and `/statistics/my-finances` (the
 * caller's own partner view; for staff, the house partner's): delivered orders, what the partner
 * owes for them (toPay), what it keeps (profit), and the money it collected or was paid.
 */
import { sql } from 'kysely';
import type { MyFinances, PartnerHistory, PartnerMonth } from '../../../src-shared/documents/statistics.js';
import type { PartnerPeriodQuery, PeriodQuery } from '../../../src-shared/schemas/queries.js';
import { docs, rowToDoc, type AnyReader } from '../../db/documents.js';
import type { Caller } from '../../http/context.js';
import { partnerBalance } from '../finance/balances.js';
import { housePartnerId, partnerById } from '../finance/parties.js';
import { money, sumOf, sumWhere } from '../finance/sums.js';
import { businessZone, monthOf } from '../settings/business-day.js';
import { USERS, type UserFields } from '../users/collection.js';
import { totalsOf } from './finances.js';
import { reportPeriod, type ReportPeriod } from './period.js';
import { PARTNER_ROLE } from '../../../src-shared/constants/roles.js';

/** The answer shapes live in src-shared (the screens read them too). */
export type { PartnerMonth };

const emptyMonth = (month: string): PartnerMonth => ({ month, orders: 0, sales: 0, toPay: 0, profit: 0, collected: 0, paid: 0 });

/** Month rows per partner: SQL sums over the cents columns, grouped by partner and business month. */
async function partnerMonths(db: AnyReader, period: ReportPeriod, partner?: string): Promise<Map<string, Map<string, PartnerMonth>>> {
  const deliveredIn = monthOf('delivered_at', period.months, period.zone);
  const createdIn = monthOf('created_at', period.months, period.zone);
  let orders = docs(db)
    .selectFrom('orders')
    .select(['partner', deliveredIn.as('month'), sql<number | string>`count(*)`.as('n'), sumOf('total_cents').as('sales'), sumOf('to_pay_cents').as('to_pay'), sumOf('profit_cents').as('profit')])
    .where('delivered', '=', 1)
    .where('status', '=', 1)
    .where('delivered_at', '>=', period.from)
    .where('delivered_at', '<=', period.to)
    .groupBy(['partner', deliveredIn]);
  let entries = docs(db)
    .selectFrom('cashflows')
    .select(['partner', createdIn.as('month'), sumWhere("concept = 'INGRESS'", 'amount_cents').as('collected'), sumWhere("concept = 'EGRESS'", 'amount_cents').as('paid')])
    .where('type', '=', 'commercial.partner')
    .where('status', '=', 1)
    .where('partner', 'is not', null)
    .where('created_at', '>=', period.from)
    .where('created_at', '<=', period.to)
    .groupBy(['partner', createdIn]);
  if (partner) {
    orders = orders.where('partner', '=', partner);
    entries = entries.where('partner', '=', partner);
  }
  const result = new Map<string, Map<string, PartnerMonth>>();
  const monthsOf = (p: string): Map<string, PartnerMonth> => {
    const months = result.get(p) ?? new Map(period.months.map((m) => [m, emptyMonth(m)]));
    result.set(p, months);
    return months;
  };
  const at = (p: string, month: string): PartnerMonth => {
    const months = monthsOf(p);
    const row = months.get(month) ?? emptyMonth(month);
    months.set(month, row);
    return row;
  };
  if (partner) monthsOf(partner);
  for (const r of await orders.execute()) {
    Object.assign(at(String(r.partner), String(r.month)), { orders: Number(r.n), sales: money(r.sales), toPay: money(r.to_pay), profit: money(r.profit) });
  }
  for (const r of await entries.execute()) {
    Object.assign(at(String(r.partner), String(r.month)), { collected: money(r.collected), paid: money(r.paid) });
  }
  return result;
}

function monthRows(months: Map<string, PartnerMonth> | undefined): PartnerMonth[] {
  return [...(months?.values() ?? [])].sort((a, b) => a.month.localeCompare(b.month));
}

export async function partnerHistory(db: AnyReader, query: PartnerPeriodQuery, now: Date): Promise<PartnerHistory> {
  const period = reportPeriod(query, now, await businessZone(db));
  if (query.partner) await partnerById(db, query.partner);
  const byPartner = await partnerMonths(db, period, query.partner);
  const ids = [...byPartner.keys()];
  const users = ids.length === 0 ? [] : (await docs(db).selectFrom(USERS.table).select(['doc', 'status', 'number']).where('id', 'in', ids).execute()).map((r) => rowToDoc<UserFields>(r));
  const partners = ids.map((id) => {
    const user = users.find((u) => u._id === id);
    const months = monthRows(byPartner.get(id));
    return { partner: { _id: id, name: user?.name ?? null }, months, totals: totalsOf(months) };
  });
  partners.sort((a, b) => (a.partner.name ?? '').localeCompare(b.partner.name ?? ''));
  return { from: period.from, to: period.to, partners };
}

export async function myFinances(db: AnyReader, caller: Caller, query: PeriodQuery, now: Date): Promise<MyFinances> {
  const id = caller.role === PARTNER_ROLE ? caller.id : await housePartnerId(db);
  const user = await partnerById(db, id);
  const period = reportPeriod(query, now, await businessZone(db));
  const months = monthRows((await partnerMonths(db, period, id)).get(id));
  return {
    partner: { _id: user._id, name: user.name },
    ...(await partnerBalance(db, id)),
    from: period.from,
    to: period.to,
    months,
    totals: totalsOf(months),
  };
}
