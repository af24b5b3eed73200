/**
 * Changing and removing cash flow entries (domain §6). COMPRAS reaches only commercial.provider
 * entries (route owner scope `providerFlow`): any other id answers 404, as if it did not exist.
 * Entries that settle an order or a payment on account change only through what recorded them,
 * so a balance and its entries can never disagree.
 */
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { PROVIDER_FLOW_TYPE } from '../../../src-shared/routes/reads.js';
import type { CashflowUpdateBody } from '../../../src-shared/schemas/cashflow.js';
import { getDoc, requireDoc, saveDoc, type AnyReader, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { CASHFLOWS, type CashflowFields } from './collections.js';
import { entryAmount } from './cashflow-create.js';
import { removeEntry } from './ledger.js';

/** The one type COMPRAS keeps (domain §8: "provider cash flows"). */
export const PROVIDER_FLOW = PROVIDER_FLOW_TYPE;

export function providerFlowsOnly(caller: Caller): boolean {
  return caller.role === 'COMPRAS';
}

export async function visibleEntry(db: AnyReader, caller: Caller, id: string): Promise<Doc<CashflowFields>> {
  const entry = await getDoc(db, CASHFLOWS, id);
  if (!entry || (providerFlowsOnly(caller) && entry.type !== PROVIDER_FLOW)) throw AppError.notFound(CASHFLOWS.label, id);
  return entry;
}

function assertChangeable(entry: Doc<CashflowFields>): void {
  if (!entry.status) throw AppError.conflict(said('cashflow.removed', { number: entry.number }));
  if (entry.order) {
    throw AppError.conflict(said('cashflow.fromDelivery', { number: entry.number, order: entry.order }));
  }
  if (entry.payment) {
    throw AppError.conflict(said('cashflow.fromPayment', { number: entry.number }));
  }
}

const opposite = (concept: CashflowFields['concept']): CashflowFields['concept'] => (concept === 'INGRESS' ? 'EGRESS' : 'INGRESS');

/**
 * `PATCH /cashflow/{id}`: the money fields. Both halves of a transfer move together: same amount,
 * method, description and tag, and opposite concepts (turning one half around reverses the transfer).
 */
export async function updateEntry(tx: WriteTx, caller: Caller, id: string, body: CashflowUpdateBody): Promise<Doc<CashflowFields>> {
  const entry = await visibleEntry(tx.trx, caller, id);
  assertChangeable(entry);
  const next: CashflowFields = {
    ...entry,
    amount: body.amount === undefined ? entry.amount : entryAmount(body.amount),
    concept: body.concept ?? entry.concept,
    paymentMethod: body.paymentMethod ?? entry.paymentMethod,
    description: body.description === undefined ? entry.description : body.description,
    tag: body.tag ?? entry.tag,
  };
  const saved = await saveDoc(tx, CASHFLOWS, entry, next);
  if (entry.linked) {
    const other = await requireDoc(tx.trx, CASHFLOWS, entry.linked);
    const { amount, paymentMethod, description, tag } = next;
    await saveDoc(tx, CASHFLOWS, other, { ...other, amount, paymentMethod, description, tag, concept: opposite(next.concept) });
  }
  return saved;
}

/**
 * `DELETE /cashflow/{id}/{second}`: the two halves of a transfer, together. An entry that is not
 * part of a transfer is removed by naming it twice (`/cashflow/{id}/{id}`). Removal disables and
 * keeps who and when; nothing is hard-deleted.
 */
export async function removeEntries(tx: WriteTx, caller: Caller, id: string, second: string): Promise<{ removed: Array<Doc<CashflowFields>> }> {
  const entry = await visibleEntry(tx.trx, caller, id);
  if (id === second) {
    if (entry.linked) {
      throw AppError.conflict(said('cashflow.transferHalf', { number: entry.number, id: entry._id, linked: entry.linked }));
    }
    assertChangeable(entry);
    return { removed: [await removeEntry(tx, entry._id)] };
  }
  const other = await visibleEntry(tx.trx, caller, second);
  if (entry.linked !== other._id || other.linked !== entry._id) {
    throw AppError.invalid('second', said('cashflow.notTransferHalves', { first: entry.number, second: other.number }));
  }
  assertChangeable(entry);
  assertChangeable(other);
  return { removed: [await removeEntry(tx, entry._id), await removeEntry(tx, other._id)] };
}
