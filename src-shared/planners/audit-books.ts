/**
 * The audits that close the books of a period (domain §6): the commercial one (sales, purchases and
 * cash, with the same decisions as the finance statistics: a sale counts when delivered, a purchase
 * is an approved buy, a transfer between garages is not cash in or out) and those of one party — a
 * partner, a provider, a customer — with its balance at closing and its transactions of the period.
 * A partner audit also marks the delivered orders it covers `stored`, so the next one starts after them.
 */
import { BUY_STATE } from '../constants/buys.js';
import { PARTNER_ROLE } from '../constants/roles.js';
import type { CashflowFields, ReceiptFields } from '../documents/money.js';
import type { OrderFields } from '../documents/orders.js';
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import { dec, Decimal } from '../money.js';
import type { AuditCommercialBody, AuditCustomerBody, AuditPartnerBody, AuditProviderBody } from '../schemas/audit.js';
import { afterStart, auditedParty, auditPlan, coveredDocs, periodStart, sumOf, type Transaction } from './audit-period.js';
import { changed } from './planned.js';
import { createdId, ownFields } from './reads.js';
import type { AuditParty, Plan, PlanContext, PlanReads, Stored } from './types.js';

const SALE_FIELDS = ['total', 'cost', 'contribution', 'logistic', 'toPay', 'profit'] as const;

const enabled = <T extends { status: boolean }>(docs: readonly T[]): T[] => docs.filter((doc) => doc.status);
const delivered = (orders: ReadonlyArray<Stored<OrderFields>>): Array<Stored<OrderFields>> => orders.filter((o) => o.status && o.delivery.delivered);
const ingress = (entries: ReadonlyArray<CashflowFields>): number[] => entries.filter((e) => e.concept === 'INGRESS').map((e) => e.amount);
const egress = (entries: ReadonlyArray<CashflowFields>): number[] => entries.filter((e) => e.concept === 'EGRESS').map((e) => e.amount);
const neg = (amount: number): number => dec(amount).neg().toNumber();

const saleAt = (o: Stored<OrderFields>): Transaction => ({ collection: 'orders', id: o._id, amount: o.total, at: o.delivery.deliveredAt ?? o.updatedAt });

/** `POST /audit/commercial`. */
export async function planAuditCommercial(body: AuditCommercialBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'audits'>> {
  const id = await createdId(reads, ctx, 'audits', 'audit', body._id);
  const from = await periodStart(reads, 'commercial');
  const orders = delivered(await coveredDocs(reads, 'orders', { at: 'deliveredAt', after: from }));
  const buys = enabled(await coveredDocs(reads, 'buys', { at: 'createdAt', after: from })).filter((b) => b.state === BUY_STATE.APPROVED);
  // The cash held at closing sums every entry ever; the period's cash leaves the transfers out.
  const everyEntry = enabled(await coveredDocs(reads, 'cashflows', { at: 'createdAt', after: null }));
  const entries = everyEntry.filter((e) => !e.linked && afterStart(e.createdAt, from));
  const cashIn = sumOf(ingress(entries));
  const cashOut = sumOf(egress(entries));
  const summary = {
    sales: { orders: orders.length, ...Object.fromEntries(SALE_FIELDS.map((f) => [f, sumOf(orders.map((o) => o[f]))])) },
    purchases: { buys: buys.length, total: sumOf(buys.map((b) => b.total)) },
    cash: {
      in: cashIn,
      out: cashOut,
      net: Decimal.from(cashIn).sub(cashOut).toNumber(),
      balance: Decimal.sum(ingress(everyEntry))
        .sub(Decimal.sum(egress(everyEntry)))
        .toNumber(),
    },
  };
  const transactions: Transaction[] = [
    ...orders.map(saleAt),
    ...buys.map((b) => ({ collection: 'buys', id: b._id, amount: b.total, at: b.createdAt })),
    ...entries.map((e) => ({ collection: 'cashflows', id: e._id, amount: e.concept === 'INGRESS' ? e.amount : neg(e.amount), at: e.createdAt })),
  ];
  return auditPlan(reads, ctx, id, { kind: 'commercial', from, notes: body.notes, summary, transactions });
}

/** `POST /audit/partner`: its balance (toPay − collected + paid) and the period's orders and entries; the orders are closed. */
export async function planAuditPartner(body: AuditPartnerBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'audits'>> {
  const partner = await auditedParty(reads, 'users', body.partner, 'partner');
  if (partner.role !== PARTNER_ROLE) throw AppError.invalid('partner', said('partner.notPartnerUser', { username: partner.username }));
  const id = await createdId(reads, ctx, 'audits', 'audit', body._id);
  const party: AuditParty = { column: 'partner', id: partner._id };
  const from = await periodStart(reads, 'partner', party);
  const orders = delivered(await coveredDocs(reads, 'orders', { party, at: 'deliveredAt', after: null }));
  const everyEntry = enabled(await coveredDocs(reads, 'cashflows', { party, at: 'createdAt', after: null })).filter((e) => e.type === 'commercial.partner');
  // The delivered orders no partner audit closed yet, whenever delivered; the entries of the period.
  const open = orders.filter((o) => !o.stored);
  const entries = everyEntry.filter((e) => afterStart(e.createdAt, from));
  const toPay = sumOf(orders.map((o) => o.toPay));
  const collected = sumOf(ingress(everyEntry));
  const paid = sumOf(egress(everyEntry));
  const summary = {
    balance: { toPay, collected, paid, balance: Decimal.from(toPay).sub(collected).add(paid).toNumber() },
    period: { orders: open.length, toPay: sumOf(open.map((o) => o.toPay)), profit: sumOf(open.map((o) => o.profit)), collected: sumOf(ingress(entries)), paid: sumOf(egress(entries)) },
  };
  const transactions: Transaction[] = [
    ...open.map((o) => ({ ...saleAt(o), amount: o.toPay })),
    ...entries.map((e) => ({ collection: 'cashflows', id: e._id, amount: e.concept === 'INGRESS' ? neg(e.amount) : e.amount, at: e.createdAt })),
  ];
  const closed = open.map((o) => changed('orders', o, { ...ownFields(o), stored: true }));
  return auditPlan(reads, ctx, id, { kind: 'partner', party: { ...party, name: partner.name }, from, notes: body.notes, summary, transactions }, closed);
}

/** `POST /audit/provider`: its balance (invoiced + debit notes − credit notes − paid) and the period's receipts and payments. */
export async function planAuditProvider(body: AuditProviderBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'audits'>> {
  const provider = await auditedParty(reads, 'providers', body.provider, 'provider');
  const id = await createdId(reads, ctx, 'audits', 'audit', body._id);
  const party: AuditParty = { column: 'provider', id: provider._id };
  const from = await periodStart(reads, 'provider', party);
  const everyReceipt = enabled(await coveredDocs(reads, 'receipts', { party, at: 'createdAt', after: null }));
  const everyPayment = enabled(await coveredDocs(reads, 'cashflows', { party, at: 'createdAt', after: null })).filter((e) => e.type === 'commercial.provider' && e.concept === 'EGRESS');
  const receipts = everyReceipt.filter((r) => afterStart(r.createdAt, from));
  const payments = everyPayment.filter((p) => afterStart(p.createdAt, from));
  const ofType = (list: readonly ReceiptFields[], type: ReceiptFields['type']) => sumOf(list.filter((r) => r.type === type).map((r) => r.total));
  const totals = (list: readonly ReceiptFields[], paidOut: readonly CashflowFields[]) => ({
    invoiced: ofType(list, 'FC'),
    debitNotes: ofType(list, 'ND'),
    creditNotes: ofType(list, 'NC'),
    paid: sumOf(paidOut.map((p) => p.amount)),
  });
  const all = totals(everyReceipt, everyPayment);
  const summary = {
    balance: { ...all, balance: Decimal.from(all.invoiced).add(all.debitNotes).sub(all.creditNotes).sub(all.paid).toNumber() },
    period: totals(receipts, payments),
  };
  const transactions: Transaction[] = [
    ...receipts.map((r) => ({ collection: 'receipts', id: r._id, amount: r.type === 'NC' ? neg(r.total) : r.total, at: r.createdAt })),
    ...payments.map((p) => ({ collection: 'cashflows', id: p._id, amount: neg(p.amount), at: p.createdAt })),
  ];
  return auditPlan(reads, ctx, id, { kind: 'provider', party: { ...party, name: provider.name }, from, notes: body.notes, summary, transactions });
}

/** `POST /audit/customer`: its open account's balance (0 without one) and the period's delivered orders and account movements. */
export async function planAuditCustomer(body: AuditCustomerBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'audits'>> {
  const customer = await auditedParty(reads, 'customers', body.customer, 'customer');
  const id = await createdId(reads, ctx, 'audits', 'audit', body._id);
  const party: AuditParty = { column: 'customer', id: customer._id };
  const from = await periodStart(reads, 'customer', party);
  const movements = await coveredDocs(reads, 'accountMovements', { party, at: 'createdAt', after: from });
  const orders = delivered(await coveredDocs(reads, 'orders', { party, at: 'deliveredAt', after: from }));
  const account = await reads.activeAccount(customer._id);
  const deltas = movements.map((m) => m.delta);
  const summary = {
    balance: account?.balance ?? 0,
    account: account?._id ?? null,
    period: { orders: orders.length, sales: sumOf(orders.map((o) => o.total)), charged: sumOf(deltas.filter((d) => d > 0)), credited: sumOf(deltas.filter((d) => d < 0)) },
  };
  const transactions: Transaction[] = [...orders.map(saleAt), ...movements.map((m) => ({ collection: 'accountMovements', id: m._id, amount: m.delta, at: m.createdAt }))];
  return auditPlan(reads, ctx, id, { kind: 'customer', party: { ...party, name: customer.name }, from, notes: body.notes, summary, transactions });
}
