/**
 * `GET /statistics/provider-balances` and `/{id}` (domain §6): what the company owes each provider,
 * Σ FC + Σ ND − Σ NC − Σ provider EGRESS over active receipts and entries, and the movements behind it.
 */
import { sql } from 'kysely';
import type { ProviderBalanceDetail, ProviderBalanceRow, ProviderMovement } from '../../../src-shared/documents/finance.js';
import { dec } from '../../../src-shared/money.js';
import type { MovementsQuery, PageQuery } from '../../../src-shared/schemas/queries.js';
import { docs, listDocs, requireDoc, type AnyReader, type Page } from '../../db/documents.js';
import { PROVIDERS } from '../catalog/collections.js';
import { providerBalances, type ProviderBalance } from '../finance/balances.js';
import { periodBounds } from '../../../src-shared/business-day.js';
import { money } from '../finance/sums.js';
import { businessZone } from '../settings/business-day.js';

/** The answer shapes live in src-shared (the screens read them too). */
export type { ProviderMovement };

const NO_BALANCE: ProviderBalance = { invoiced: 0, debitNotes: 0, creditNotes: 0, paid: 0, balance: 0 };

export async function providerBalancePage(db: AnyReader, query: PageQuery): Promise<Page<ProviderBalanceRow>> {
  const page = await listDocs(db, PROVIDERS, { page: query.page, limit: query.limit, orderBy: { column: 'name_search', direction: 'asc' } });
  const balances = await providerBalances(
    db,
    page.docs.map((p) => p._id),
  );
  return { ...page, docs: page.docs.map((p) => ({ provider: { _id: p._id, name: p.name, status: p.status }, ...(balances.get(p._id) ?? NO_BALANCE) })) };
}

const EFFECT_SIGN: Readonly<Record<ProviderMovement['kind'], 1 | -1>> = { FC: 1, ND: 1, NC: -1, EGRESS: -1 };

/** Receipts and payments in one list, newest first, paged in SQL over their union. */
export async function providerMovements(db: AnyReader, provider: string, query: MovementsQuery): Promise<Page<ProviderMovement>> {
  const { from, to } = periodBounds(query.fromDate, query.toDate, await businessZone(db));
  let receipts = docs(db)
    .selectFrom('receipts')
    .select([sql<string>`'receipts'`.as('source'), 'id', 'number', 'created_at', 'type as kind', 'total_cents as amount_cents'])
    .where('provider', '=', provider)
    .where('status', '=', 1);
  let payments = docs(db)
    .selectFrom('cashflows')
    .select([sql<string>`'cashflows'`.as('source'), 'id', 'number', 'created_at', 'concept as kind', 'amount_cents'])
    .where('provider', '=', provider)
    .where('type', '=', 'commercial.provider')
    .where('concept', '=', 'EGRESS')
    .where('status', '=', 1);
  if (from) {
    receipts = receipts.where('created_at', '>=', from);
    payments = payments.where('created_at', '>=', from);
  }
  if (to) {
    receipts = receipts.where('created_at', '<=', to);
    payments = payments.where('created_at', '<=', to);
  }
  const union = docs(db).selectFrom(receipts.unionAll(payments).as('m'));
  const [rows, count] = await Promise.all([
    union
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('source')
      .orderBy('number', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    union.select(sql<number | string>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  const total = Number(count?.n ?? 0);
  const movements = rows.map((row): ProviderMovement => {
    const kind = String(row.kind) as ProviderMovement['kind'];
    const amount = money(row.amount_cents);
    return {
      kind,
      collection: String(row.source) as ProviderMovement['collection'],
      _id: String(row.id),
      number: Number(row.number),
      at: String(row.created_at),
      amount,
      effect: EFFECT_SIGN[kind] === 1 ? amount : dec(amount).neg().toNumber(),
    };
  });
  return { docs: movements, total, page: query.page, limit: query.limit, pages: Math.max(1, Math.ceil(total / query.limit)) };
}

export async function providerBalanceDetail(db: AnyReader, id: string, query: MovementsQuery): Promise<ProviderBalanceDetail> {
  const provider = await requireDoc(db, PROVIDERS, id);
  const balance = (await providerBalances(db, [provider._id])).get(provider._id) ?? NO_BALANCE;
  return { provider: { _id: provider._id, name: provider.name, status: provider.status }, ...balance, movements: await providerMovements(db, provider._id, query) };
}
