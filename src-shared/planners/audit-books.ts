/**
 * The audits that close the books of a period (domain §6): the commercial one (sales, purchases and
 * cash, with the same decisions as the finance statistics: a sale counts when delivered, a purchase
 * is an approved buy, a transfer between garages is not cash in or out) and those of one party — a
 * partner, a provider, a customer — with its balance at closing and its transactions of the period.
 * A partner audit also marks the delivered orders it covers `stored`, so the next one starts after them.
 * Figures come summed from the ledgers (audit-ledgers.ts); only the period's entries are listed.
 */
import { PARTNER_ROLE } from '../constants/roles.js';
import type { OrderFields } from '../documents/orders.js';
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import { dec, Decimal } from '../money.js';
import type { AuditCommercialBody, AuditCustomerBody, AuditPartnerBody, AuditProviderBody } from '../schemas/audit.js';
import { SALE_AMOUNTS, type LedgerCollection } from './audit-ledgers.js';
import { auditedParty, auditPlan, docsOf, entriesOf, figuresOf, periodOf, sumOf, untilEnd, type Figures, type Transaction } from './audit-period.js';
import { changed } from './planned.js';
import { createdId, ownFields } from './reads.js';
import type { AuditParty, LedgerEntry, Plan, PlanContext, PlanReads, Stored } from './types.js';

const neg = (amount: number): number => dec(amount).neg().toNumber();

/** A ledger's entries as the audit lists them, each amount signed by `sign` (the entry's own by default). */
const listed = (collection: LedgerCollection, entries: readonly LedgerEntry[], sign: (entry: LedgerEntry) => number = (e) => e.amount): Transaction[] =>
  entries.map((e) => ({ collection, id: e.id, amount: sign(e), at: e.at }));

/** Cash in and out of a split-by-concept ledger. */
const cashOf = (figures: Figures) => ({ in: figures.sum('amount', 'INGRESS'), out: figures.sum('amount', 'EGRESS') });

const saleAt = (o: Stored<OrderFields>): Transaction => ({ collection: 'orders', id: o._id, amount: o.toPay, at: o.delivery.deliveredAt ?? o.updatedAt });

/** `POST /audit/commercial`: the period's sales, purchases and cash, and the cash held at its end. */
export async function planAuditCommercial(body: AuditCommercialBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'audits'>> {
  const id = await createdId(reads, ctx, 'audits', 'audit', body._id);
  const period = await periodOf(reads, ctx, 'commercial');
  const sales = await figuresOf(reads, 'sales', { period });
  const purchases = await figuresOf(reads, 'purchases', { period });
  const moved = cashOf(await figuresOf(reads, 'cashMoved', { period }));
  const held = cashOf(await figuresOf(reads, 'cash', { period: untilEnd(period) }));
  const summary = {
    sales: { orders: sales.count(), ...Object.fromEntries(SALE_AMOUNTS.map((f) => [f, sales.sum(f)])) },
    purchases: { buys: purchases.count(), total: purchases.sum('total') },
    cash: { in: moved.in, out: moved.out, net: Decimal.from(moved.in).sub(moved.out).toNumber(), balance: Decimal.from(held.in).sub(held.out).toNumber() },
  };
  const transactions: Transaction[] = [
    ...listed('orders', await entriesOf(reads, 'sales', { period })),
    ...listed('buys', await entriesOf(reads, 'purchases', { period })),
    ...listed('cashflows', await entriesOf(reads, 'cashMoved', { period }), (e) => (e.split === 'INGRESS' ? e.amount : neg(e.amount))),
  ];
  return auditPlan(reads, ctx, id, { kind: 'commercial', from: period.from, notes: body.notes, summary, transactions });
}

/** `POST /audit/partner`: its balance (toPay − collected + paid) and the period's orders and entries; the orders are closed. */
export async function planAuditPartner(body: AuditPartnerBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'audits'>> {
  const partner = await auditedParty(reads, 'users', body.partner, 'partner');
  if (partner.role !== PARTNER_ROLE) throw AppError.invalid('partner', said('partner.notPartnerUser', { username: partner.username }));
  const id = await createdId(reads, ctx, 'audits', 'audit', body._id);
  const party: AuditParty = { column: 'partner', id: partner._id };
  const period = await periodOf(reads, ctx, 'partner', party);
  const toPay = (await figuresOf(reads, 'sales', { party, period: untilEnd(period) })).sum('toPay');
  const whole = cashOf(await figuresOf(reads, 'partnerCash', { party, period: untilEnd(period) }));
  const cash = cashOf(await figuresOf(reads, 'partnerCash', { party, period }));
  // The delivered orders no partner audit closed yet, whenever delivered before the period's end: this audit closes them.
  const open = await docsOf(reads, 'openSales', { party, period: untilEnd(period) });
  const summary = {
    balance: { toPay, collected: whole.in, paid: whole.out, balance: Decimal.from(toPay).sub(whole.in).add(whole.out).toNumber() },
    period: { orders: open.length, toPay: sumOf(open.map((o) => o.toPay)), profit: sumOf(open.map((o) => o.profit)), collected: cash.in, paid: cash.out },
  };
  const transactions: Transaction[] = [
    ...open.map(saleAt),
    ...listed('cashflows', await entriesOf(reads, 'partnerCash', { party, period }), (e) => (e.split === 'INGRESS' ? neg(e.amount) : e.amount)),
  ];
  const closed = open.map((o) => changed('orders', o, { ...ownFields(o), stored: true }));
  return auditPlan(reads, ctx, id, { kind: 'partner', party: { ...party, name: partner.name }, from: period.from, notes: body.notes, summary, transactions }, closed);
}

/** `POST /audit/provider`: its balance (invoiced + debit notes − credit notes − paid) and the period's receipts and payments. */
export async function planAuditProvider(body: AuditProviderBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'audits'>> {
  const provider = await auditedParty(reads, 'providers', body.provider, 'provider');
  const id = await createdId(reads, ctx, 'audits', 'audit', body._id);
  const party: AuditParty = { column: 'provider', id: provider._id };
  const period = await periodOf(reads, ctx, 'provider', party);
  const totals = async (over: typeof period) => {
    const receipts = await figuresOf(reads, 'receipts', { party, period: over });
    const paid = await figuresOf(reads, 'providerPayments', { party, period: over });
    return { invoiced: receipts.sum('total', 'FC'), debitNotes: receipts.sum('total', 'ND'), creditNotes: receipts.sum('total', 'NC'), paid: paid.sum('amount') };
  };
  const all = await totals(untilEnd(period));
  const summary = {
    balance: { ...all, balance: Decimal.from(all.invoiced).add(all.debitNotes).sub(all.creditNotes).sub(all.paid).toNumber() },
    period: await totals(period),
  };
  const transactions: Transaction[] = [
    ...listed('receipts', await entriesOf(reads, 'receipts', { party, period }), (e) => (e.split === 'NC' ? neg(e.amount) : e.amount)),
    ...listed('cashflows', await entriesOf(reads, 'providerPayments', { party, period }), (e) => neg(e.amount)),
  ];
  return auditPlan(reads, ctx, id, { kind: 'provider', party: { ...party, name: provider.name }, from: period.from, notes: body.notes, summary, transactions });
}

/** `POST /audit/customer`: its open account's balance (0 without one) and the period's delivered orders and account movements. */
export async function planAuditCustomer(body: AuditCustomerBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'audits'>> {
  const customer = await auditedParty(reads, 'customers', body.customer, 'customer');
  const id = await createdId(reads, ctx, 'audits', 'audit', body._id);
  const party: AuditParty = { column: 'customer', id: customer._id };
  const period = await periodOf(reads, ctx, 'customer', party);
  const sales = await figuresOf(reads, 'sales', { party, period });
  const movements = await figuresOf(reads, 'accountMovements', { party, period });
  const account = await reads.activeAccount(customer._id);
  const summary = {
    balance: account?.balance ?? 0,
    account: account?._id ?? null,
    period: { orders: sales.count(), sales: sales.sum('total'), charged: movements.sum('delta', 'positive'), credited: movements.sum('delta', 'negative') },
  };
  const transactions: Transaction[] = [
    ...listed('orders', await entriesOf(reads, 'sales', { party, period })),
    ...listed('accountMovements', await entriesOf(reads, 'accountMovements', { party, period })),
  ];
  return auditPlan(reads, ctx, id, { kind: 'customer', party: { ...party, name: customer.name }, from: period.from, notes: body.notes, summary, transactions });
}
