/**
 * The commercial audit (domain §6): sales, purchases and cash of the period since the previous
 * commercial audit, with the same decisions as the finance statistics (a sale counts when
 * delivered, a purchase is an approved buy, transfers between garages are not cash in or out),
 * and the cash held at closing.
 */
import { Decimal } from '../../../src-shared/money.js';
import type { AuditCommercialBody } from '../../../src-shared/schemas/audit.js';
import { docs, rowToDoc, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import { BUYS, type BuyFields } from '../buys/collection.js';
import { cashSums } from '../finance/balances.js';
import { type CashflowFields, CASHFLOWS } from '../cashflow/collection.js';
import { ORDERS, type OrderFields } from '../orders/collection.js';
import type { AuditFields } from './collection.js';
import { inPeriod, previousAudit, writeAudit, type Transaction } from './store.js';

const SALE_FIELDS = ['total', 'cost', 'contribution', 'logistic', 'toPay', 'profit'] as const;

function sumBy<T>(items: readonly T[], pick: (item: T) => number): number {
  return Decimal.sum(items.map(pick)).toNumber();
}

export async function auditCommercial(tx: WriteTx, body: AuditCommercialBody): Promise<Doc<AuditFields>> {
  const from = (await previousAudit(tx.trx, 'commercial'))?.to ?? null;
  const base = (table: string) => docs(tx.trx).selectFrom(table).where('status', '=', 1);
  const orders = (
    await inPeriod(base(ORDERS.table).where('delivered', '=', 1), 'delivered_at', from, tx.now)
      .select(['doc', 'status', 'number'])
      .orderBy('number')
      .execute()
  ).map((r) => rowToDoc<OrderFields>(r));
  const buys = (
    await inPeriod(base(BUYS.table).where('state', '=', 'APROBADA'), 'created_at', from, tx.now)
      .select(['doc', 'status', 'number'])
      .orderBy('number')
      .execute()
  ).map((r) => rowToDoc<BuyFields>(r));
  const entries = (
    await inPeriod(base(CASHFLOWS.table).where('linked', 'is', null), 'created_at', from, tx.now)
      .select(['doc', 'status', 'number'])
      .orderBy('number')
      .execute()
  ).map((r) => rowToDoc<CashflowFields>(r));
  const cashIn = sumBy(
    entries.filter((e) => e.concept === 'INGRESS'),
    (e) => e.amount,
  );
  const cashOut = sumBy(
    entries.filter((e) => e.concept === 'EGRESS'),
    (e) => e.amount,
  );
  const held = await cashSums(tx.trx);
  const summary = {
    sales: { orders: orders.length, ...Object.fromEntries(SALE_FIELDS.map((f) => [f, sumBy(orders, (o) => o[f])])) },
    purchases: { buys: buys.length, total: sumBy(buys, (b) => b.total) },
    cash: { in: cashIn, out: cashOut, net: Decimal.from(cashIn).sub(cashOut).toNumber(), balance: sumBy(held, (c) => c.balance) },
  };
  const transactions: Transaction[] = [
    ...orders.map((o) => ({ collection: ORDERS.name, id: o._id, amount: o.total, at: o.delivery.deliveredAt ?? o.updatedAt })),
    ...buys.map((b) => ({ collection: BUYS.name, id: b._id, amount: b.total, at: b.createdAt })),
    ...entries.map((e) => ({ collection: CASHFLOWS.name, id: e._id, amount: e.concept === 'INGRESS' ? e.amount : Decimal.from(e.amount).neg().toNumber(), at: e.createdAt })),
  ];
  return writeAudit(tx, { kind: 'commercial', from, notes: body.notes, summary, transactions }, body._id);
}
