/**
 * The money side of the ledger (domain §6): cash flow entries and account movements are written
 * only here, so a balance always equals the sum of its entries.
 */
import { planDeliverySettlement, type DeliveryCollected } from '../../../src-shared/documents/delivery-collection.js';
import { CASHFLOW_DEFAULTS } from '../../../src-shared/documents/money.js';
import { AppError } from '../../../src-shared/errors.js';
import { moveBalance } from '../../../src-shared/planners/account-moves.js';
import { dec } from '../../../src-shared/money.js';
import { newId } from '../../../src-shared/ids.js';
import { docs, insertDoc, requireDoc, rowToDoc, saveDoc, type AnyReader, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { OrderFields } from '../orders/collection.js';
import { type CashflowFields, CASHFLOWS } from './collection.js';
import { ACCOUNT_MOVEMENTS, type AccountFields, type AccountMovementFields, ACCOUNTS } from '../customers/account-collections.js';
import { dialectOf, runShaped } from '../../db/sql-text.js';

export type EntryInput = Pick<CashflowFields, 'type' | 'amount' | 'concept' | 'paymentMethod'> & Partial<Omit<CashflowFields, 'type' | 'amount' | 'concept' | 'paymentMethod'>>;

export async function recordEntry(tx: WriteTx, entry: EntryInput, id?: string): Promise<Doc<CashflowFields>> {
  return insertDoc(tx, CASHFLOWS, { ...CASHFLOW_DEFAULTS, ...entry }, id);
}

/** Entries are never deleted: removal disables them and keeps who and when. */
export async function removeEntry(tx: WriteTx, id: string): Promise<Doc<CashflowFields>> {
  const entry = await requireDoc(tx.trx, CASHFLOWS, id);
  if (!entry.status) return entry;
  return saveDoc(tx, CASHFLOWS, entry, { ...entry, status: false, removedAt: tx.now, removedBy: tx.actor });
}

/**
 * The customer's active account. `toWrite`: read to move its balance, so on PostgreSQL its row stays
 * locked until the write ends and two movements at once add up instead of the second overwriting
 * the first (SQLite's writer is alone).
 */
export async function activeAccountOf(db: AnyReader, customer: string, toWrite = false): Promise<Doc<AccountFields> | undefined> {
  const lock = toWrite && dialectOf(db) === 'postgres';
  const [row] = await runShaped(
    db,
    lock ? 'active-account-locked' : 'active-account',
    (slot) => {
      const query = docs(db).selectFrom(ACCOUNTS.table).select(['doc', 'status', 'number']).where('customer', '=', slot(0)).where('status', '=', 1);
      return lock ? query.forUpdate() : query;
    },
    [customer],
  );
  return row ? rowToDoc<AccountFields>(row) : undefined;
}

export interface AccountMove {
  account: Doc<AccountFields>;
  movement: Doc<AccountMovementFields>;
}

/** One movement and the balance it leaves; `id` lets a caller link the movement before it exists. */
export async function recordMovement(
  tx: WriteTx,
  account: Doc<AccountFields>,
  delta: number,
  kind: AccountMovementFields['kind'],
  refId: string | null,
  id?: string,
  reason?: string,
): Promise<AccountMove> {
  const moved = moveBalance(account, delta, kind, refId, reason);
  const movement = await insertDoc(tx, ACCOUNT_MOVEMENTS, moved.movement, id);
  return { account: await saveDoc(tx, ACCOUNTS, account, { ...account, ...moved.account }), movement };
}

export async function moveAccount(tx: WriteTx, account: Doc<AccountFields>, delta: number, kind: AccountMovementFields['kind'], refId: string | null): Promise<Doc<AccountFields>> {
  return (await recordMovement(tx, account, delta, kind, refId)).account;
}

/**
 * A delivered order (domain §6, with what was collected as `planDeliverySettlement` rules, issues 18
 * and 19): on the customer's active account the total is owed there, and what was collected on
 * delivery is paid on the account at once; otherwise the total was collected on delivery, recorded
 * as a partner INGRESS with the order's payment method or the one given. A refused collection
 * (400 on `collected.amount`) is raised before anything is written.
 */
export async function settleOrder(tx: WriteTx, order: Doc<OrderFields>, collected?: DeliveryCollected): Promise<NonNullable<OrderFields['settlement']>> {
  const account = await activeAccountOf(tx.trx, order.customer, true);
  const planned = planDeliverySettlement(order, account !== undefined, collected);
  if (!planned.ok) throw AppError.invalid(planned.path, planned.text);
  const { plan } = planned;
  const entry = (amount: number, extra: Partial<CashflowFields>, id?: string) =>
    recordEntry(
      tx,
      {
        type: 'commercial.partner',
        amount,
        concept: 'INGRESS',
        paymentMethod: plan.method,
        description: `Pedido #${order.number}`,
        partner: order.partner,
        customer: order.customer,
        garage: order.garage,
        isBudget: order.isBudget,
        ...extra,
      },
      id,
    );
  if (account) {
    const charged = await moveAccount(tx, account, plan.charged, 'order', order._id);
    if (dec(plan.collected).isZero()) return { kind: 'account', ref: account._id };
    // As `POST /account/pay`: the movement and the INGRESS name each other. The entry does not name
    // the order — the order is settled on the account; this is the customer paying it (in part).
    const entryId = newId(new Date(tx.now));
    const paid = await recordMovement(tx, charged, dec(plan.collected).neg().toNumber(), 'payment', entryId);
    await entry(plan.collected, { payment: paid.movement._id, description: `Cobro en la entrega del pedido #${order.number}` }, entryId);
    return { kind: 'account', ref: account._id, payment: paid.movement._id };
  }
  return { kind: 'cash', ref: (await entry(plan.collected, { order: order._id }))._id };
}

/** The exact reverse of `settleOrder` (a roll back of the delivery): the payment collected with it too. */
export async function unsettleOrder(tx: WriteTx, order: Doc<OrderFields>): Promise<void> {
  const settlement = order.settlement;
  if (!settlement) return;
  if (settlement.kind === 'cash') {
    await removeEntry(tx, settlement.ref);
    return;
  }
  let account = await requireDoc(tx.trx, ACCOUNTS, settlement.ref);
  if (settlement.payment) {
    const payment = await requireDoc(tx.trx, ACCOUNT_MOVEMENTS, settlement.payment);
    if (payment.refId) await removeEntry(tx, payment.refId);
    account = await moveAccount(tx, account, dec(payment.delta).neg().toNumber(), 'paymentReversal', order._id);
  }
  await moveAccount(tx, account, dec(order.total).neg().toNumber(), 'orderReversal', order._id);
}
