/**
 * `GET /statistics/creditors` (domain §6 "customers and partners who owe"): customers whose
 * account balance is positive (closed accounts included: closing an account does not forgive a
 * debt) and partners whose balance is positive, each list paged with the query's page and limit,
 * largest debt first, with the grand totals.
 */
import type { Creditors } from '../../../src-shared/documents/statistics.js';
import type { PageQuery } from '../../../src-shared/schemas/queries.js';
import { dec, fromCents, toCents } from '../../../src-shared/money.js';
import { docs, listDocs, rowToDoc, type AnyReader } from '../../db/documents.js';
import { CUSTOMERS, type CustomerFields } from '../customers/collection.js';
import { partnerBalances } from '../finance/balances.js';
import { ACCOUNTS } from '../customers/account-collections.js';
import { money, sumOf } from '../finance/sums.js';
import { USERS, type UserFields } from '../users/collection.js';

async function namesOf<F extends { name: string }>(db: AnyReader, table: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await docs(db)
    .selectFrom(table)
    .select(['doc', 'status', 'number'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => rowToDoc<F>(r)).map((d) => [d._id, d.name]));
}

async function owingCustomers(db: AnyReader, query: PageQuery) {
  const page = await listDocs(db, ACCOUNTS, {
    page: query.page,
    limit: query.limit,
    where: (q) => q.where('balance_cents', '>', 0),
    orderBy: { column: 'balance_cents', direction: 'desc' },
  });
  const names = await namesOf<CustomerFields>(
    db,
    CUSTOMERS.table,
    page.docs.map((a) => a.customer),
  );
  const total = await docs(db).selectFrom(ACCOUNTS.table).select(sumOf('balance_cents').as('total')).where('balance_cents', '>', 0).executeTakeFirst();
  const docsOut = page.docs.map((a) => ({
    account: { _id: a._id, number: a.number, status: a.status },
    customer: { _id: a.customer, name: names.get(a.customer) ?? null },
    partner: a.partner,
    balance: a.balance,
  }));
  return { page: { ...page, docs: docsOut }, total: money(total?.total) };
}

async function owingPartners(db: AnyReader, query: PageQuery) {
  const owing = [...(await partnerBalances(db))].filter(([, b]) => b.balance > 0).sort(([, a], [, b]) => dec(b.balance).cmp(a.balance));
  const slice = owing.slice((query.page - 1) * query.limit, query.page * query.limit);
  const names = await namesOf<UserFields>(
    db,
    USERS.table,
    slice.map(([id]) => id),
  );
  const docsOut = slice.map(([id, b]) => ({ partner: { _id: id, name: names.get(id) ?? null }, ...b }));
  const total = fromCents(owing.reduce((sum, [, b]) => sum + toCents(b.balance), 0));
  const page = { docs: docsOut, total: owing.length, page: query.page, limit: query.limit, pages: Math.max(1, Math.ceil(owing.length / query.limit)) };
  return { page, total };
}

export async function creditors(db: AnyReader, query: PageQuery): Promise<Creditors> {
  const [customers, partners] = await Promise.all([owingCustomers(db, query), owingPartners(db, query)]);
  return { customers: customers.page, partners: partners.page, totals: { customers: customers.total, partners: partners.total } };
}
