/**
 * Partner finances (domain §6): a partner's balance is Σ toPay of its delivered orders − Σ
 * commercial.partner INGRESS naming it + Σ commercial.partner EGRESS naming it. Positive: the
 * partner owes the company; negative: the company owes the partner.
 */
import type { PartnerFinance, PartnerMovement, PartnerRow } from '../../../src-shared/documents/finance.js';
import { AppError } from '../../../src-shared/errors.js';
import { dec } from '../../../src-shared/money.js';
import type { PageQuery } from '../../../src-shared/schemas/queries.js';
import { docs, listDocs, rowToDoc, type AnyReader, type Page } from '../../db/documents.js';
import type { Caller } from '../../http/context.js';
import { ORDERS, type OrderFields } from '../orders/collection.js';
import { USERS } from '../users/collection.js';
import { partnerBalance, partnerBalances } from './balances.js';
import { type CashflowFields, CASHFLOWS } from '../cashflow/collection.js';
import { partnerById } from './parties.js';
import { PARTNER_ROLE } from '../../../src-shared/constants/roles.js';

/** The answer shapes live in src-shared (the screens read them too). */
export type { PartnerMovement, PartnerRow };

/** `GET /finance/partners`: every partner (AV user) with its balance, in the order they were created. */
export async function partnerFinances(db: AnyReader, query: PageQuery): Promise<Page<PartnerRow>> {
  const page = await listDocs(db, USERS, { page: query.page, limit: query.limit, where: (q) => q.where('role', '=', PARTNER_ROLE), orderBy: { column: 'number', direction: 'asc' } });
  const balances = await partnerBalances(
    db,
    page.docs.map((u) => u._id),
  );
  const docsOut = page.docs.map((user) => ({
    partner: { _id: user._id, name: user.name, username: user.username, status: user.status },
    ...(balances.get(user._id) ?? { toPay: 0, collected: 0, paid: 0, balance: 0 }),
  }));
  return { ...page, docs: docsOut };
}

export async function partnerMovements(db: AnyReader, partner: string, since?: string | null): Promise<PartnerMovement[]> {
  let orderQuery = docs(db).selectFrom(ORDERS.table).select(['doc', 'status', 'number']).where('partner', '=', partner).where('delivered', '=', 1).where('status', '=', 1);
  let entryQuery = docs(db).selectFrom(CASHFLOWS.table).select(['doc', 'status', 'number']).where('partner', '=', partner).where('type', '=', 'commercial.partner').where('status', '=', 1);
  if (since) {
    orderQuery = orderQuery.where('delivered_at', '>', since);
    entryQuery = entryQuery.where('created_at', '>', since);
  }
  const orders = (await orderQuery.execute()).map((row) => rowToDoc<OrderFields>(row));
  const entries = (await entryQuery.execute()).map((row) => rowToDoc<CashflowFields>(row));
  const movements: PartnerMovement[] = [
    ...orders.map((o) => ({
      kind: 'order' as const,
      _id: o._id,
      number: o.number,
      at: o.delivery.deliveredAt ?? o.updatedAt,
      amount: o.toPay,
      effect: o.toPay,
      description: o.customerName,
      customer: o.customer,
      stored: o.stored,
    })),
    ...entries.map((e) => ({
      kind: e.concept === 'INGRESS' ? ('ingress' as const) : ('egress' as const),
      _id: e._id,
      number: e.number,
      at: e.createdAt,
      amount: e.amount,
      effect: e.concept === 'INGRESS' ? dec(e.amount).neg().toNumber() : e.amount,
      description: e.description,
      customer: e.customer,
    })),
  ];
  return movements.sort((a, b) => a.at.localeCompare(b.at) || a.number - b.number);
}

/** `GET /finance/partner/{id}`: the balance and every movement behind it. An AV reads only its own. */
export async function partnerFinance(db: AnyReader, caller: Caller, id: string): Promise<PartnerFinance> {
  if (caller.role === PARTNER_ROLE && caller.id !== id) throw AppError.notFound('partner', id);
  const user = await partnerById(db, id);
  return {
    partner: { _id: user._id, name: user.name, username: user.username, status: user.status },
    ...(await partnerBalance(db, user._id)),
    movements: await partnerMovements(db, user._id),
  };
}
