/**
 * Audits of one party (domain §6): the balance at closing and the transactions since the previous
 * audit of that party. A partner audit also marks the delivered orders it covers `stored`, so the
 * next one starts after them.
 */
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { Decimal, dec } from '../../../src-shared/money.js';
import type { AuditCustomerBody, AuditPartnerBody, AuditProviderBody } from '../../../src-shared/schemas/audit.js';
import { docs, getDoc, rowToDoc, saveDoc, type CollectionDef, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import { PROVIDERS } from '../catalog/collections.js';
import { CUSTOMERS } from '../customers/collection.js';
import { partnerBalance, providerBalances } from '../finance/balances.js';
import { type CashflowFields, CASHFLOWS } from '../cashflow/collection.js';
import { ACCOUNT_MOVEMENTS, type AccountMovementFields } from '../customers/account-collections.js';
import { type ReceiptFields, RECEIPTS } from '../receipts/collection.js';
import { activeAccountOf } from '../cashflow/ledger.js';
import { ORDERS, type OrderFields } from '../orders/collection.js';
import { USERS } from '../users/collection.js';
import type { AuditFields } from './collection.js';
import { inPeriod, previousAudit, writeAudit, type Transaction } from './store.js';
import { PARTNER_ROLE } from '../../../src-shared/constants/roles.js';

/** The audited party must exist; a disabled one still has books to close. */
async function party<F extends { name: string }>(tx: WriteTx, def: CollectionDef<F>, id: string, path: string): Promise<Doc<F>> {
  const doc = await getDoc(tx.trx, def, id);
  if (!doc) throw AppError.invalid(path, said('reference.missing', { what: def.label, id }));
  return doc;
}

const sum = (values: readonly number[]): number => Decimal.sum(values).toNumber();

async function load<F extends object>(query: { execute(): Promise<Array<{ doc: string; status: number; number: number }>> }): Promise<Array<Doc<F>>> {
  return (await query.execute()).map((row) => rowToDoc<F>(row));
}

const entryEffect = (e: Doc<CashflowFields>): number => (e.concept === 'INGRESS' ? dec(e.amount).neg().toNumber() : e.amount);

export async function auditPartner(tx: WriteTx, body: AuditPartnerBody): Promise<Doc<AuditFields>> {
  const partner = await party(tx, USERS, body.partner, 'partner');
  if (partner.role !== PARTNER_ROLE) {
    throw AppError.invalid('partner', said('partner.notPartnerUser', { username: partner.username }));
  }
  const from = (await previousAudit(tx.trx, 'partner', { column: 'partner', id: partner._id }))?.to ?? null;
  const orders = await load<OrderFields>(
    docs(tx.trx)
      .selectFrom(ORDERS.table)
      .select(['doc', 'status', 'number'])
      .where('partner', '=', partner._id)
      .where('delivered', '=', 1)
      .where('status', '=', 1)
      .where('stored', '=', 0)
      .orderBy('number'),
  );
  const entries = await load<CashflowFields>(
    inPeriod(docs(tx.trx).selectFrom(CASHFLOWS.table).where('partner', '=', partner._id).where('type', '=', 'commercial.partner').where('status', '=', 1), 'created_at', from, tx.now)
      .select(['doc', 'status', 'number'])
      .orderBy('number'),
  );
  for (const order of orders) await saveDoc(tx, ORDERS, order, { ...order, stored: true });
  const transactions: Transaction[] = [
    ...orders.map((o) => ({ collection: ORDERS.name, id: o._id, amount: o.toPay, at: o.delivery.deliveredAt ?? o.updatedAt })),
    ...entries.map((e) => ({ collection: CASHFLOWS.name, id: e._id, amount: entryEffect(e), at: e.createdAt })),
  ];
  const ingress = entries.filter((e) => e.concept === 'INGRESS').map((e) => e.amount);
  const egress = entries.filter((e) => e.concept === 'EGRESS').map((e) => e.amount);
  const summary = {
    balance: await partnerBalance(tx.trx, partner._id),
    period: { orders: orders.length, toPay: sum(orders.map((o) => o.toPay)), profit: sum(orders.map((o) => o.profit)), collected: sum(ingress), paid: sum(egress) },
  };
  return writeAudit(tx, { kind: 'partner', party: { column: 'partner', id: partner._id, name: partner.name }, from, notes: body.notes, summary, transactions }, body._id);
}

export async function auditProvider(tx: WriteTx, body: AuditProviderBody): Promise<Doc<AuditFields>> {
  const provider = await party(tx, PROVIDERS, body.provider, 'provider');
  const from = (await previousAudit(tx.trx, 'provider', { column: 'provider', id: provider._id }))?.to ?? null;
  const receipts = await load<ReceiptFields>(
    inPeriod(docs(tx.trx).selectFrom(RECEIPTS.table).where('provider', '=', provider._id).where('status', '=', 1), 'created_at', from, tx.now)
      .select(['doc', 'status', 'number'])
      .orderBy('number'),
  );
  const payments = await load<CashflowFields>(
    inPeriod(
      docs(tx.trx).selectFrom(CASHFLOWS.table).where('provider', '=', provider._id).where('type', '=', 'commercial.provider').where('concept', '=', 'EGRESS').where('status', '=', 1),
      'created_at',
      from,
      tx.now,
    )
      .select(['doc', 'status', 'number'])
      .orderBy('number'),
  );
  const ofType = (type: ReceiptFields['type']) => sum(receipts.filter((r) => r.type === type).map((r) => r.total));
  const transactions: Transaction[] = [
    ...receipts.map((r) => ({ collection: RECEIPTS.name, id: r._id, amount: r.type === 'NC' ? dec(r.total).neg().toNumber() : r.total, at: r.createdAt })),
    ...payments.map((p) => ({ collection: CASHFLOWS.name, id: p._id, amount: dec(p.amount).neg().toNumber(), at: p.createdAt })),
  ];
  const summary = {
    balance: (await providerBalances(tx.trx, [provider._id])).get(provider._id),
    period: { invoiced: ofType('FC'), debitNotes: ofType('ND'), creditNotes: ofType('NC'), paid: sum(payments.map((p) => p.amount)) },
  };
  return writeAudit(tx, { kind: 'provider', party: { column: 'provider', id: provider._id, name: provider.name }, from, notes: body.notes, summary, transactions }, body._id);
}

/** A customer's balance is its open account's (0 without one); its transactions, the account movements and delivered orders. */
export async function auditCustomer(tx: WriteTx, body: AuditCustomerBody): Promise<Doc<AuditFields>> {
  const customer = await party(tx, CUSTOMERS, body.customer, 'customer');
  const from = (await previousAudit(tx.trx, 'customer', { column: 'customer', id: customer._id }))?.to ?? null;
  const movements = await load<AccountMovementFields>(
    inPeriod(docs(tx.trx).selectFrom(ACCOUNT_MOVEMENTS.table).where('customer', '=', customer._id), 'created_at', from, tx.now)
      .select(['doc', 'status', 'number'])
      .orderBy('number'),
  );
  const orders = await load<OrderFields>(
    inPeriod(docs(tx.trx).selectFrom(ORDERS.table).where('customer', '=', customer._id).where('delivered', '=', 1).where('status', '=', 1), 'delivered_at', from, tx.now)
      .select(['doc', 'status', 'number'])
      .orderBy('number'),
  );
  const account = await activeAccountOf(tx.trx, customer._id);
  const transactions: Transaction[] = [
    ...orders.map((o) => ({ collection: ORDERS.name, id: o._id, amount: o.total, at: o.delivery.deliveredAt ?? o.updatedAt })),
    ...movements.map((m) => ({ collection: ACCOUNT_MOVEMENTS.name, id: m._id, amount: m.delta, at: m.createdAt })),
  ];
  const summary = {
    balance: account?.balance ?? 0,
    account: account?._id ?? null,
    period: {
      orders: orders.length,
      sales: sum(orders.map((o) => o.total)),
      charged: sum(movements.filter((m) => m.delta > 0).map((m) => m.delta)),
      credited: sum(movements.filter((m) => m.delta < 0).map((m) => m.delta)),
    },
  };
  return writeAudit(tx, { kind: 'customer', party: { column: 'customer', id: customer._id, name: customer.name }, from, notes: body.notes, summary, transactions }, body._id);
}
