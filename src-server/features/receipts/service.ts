/**
 * Provider receipts (spec §3 Receipt, domain §6): written as their planner says
 * (src-shared/planners/receipts.ts), read here as each caller may see them.
 */
import { AppError } from '../../../src-shared/errors.js';
import { planReceiptCreate, planReceiptRemove } from '../../../src-shared/planners/receipts.js';
import type { ReceiptListQuery } from '../../../src-shared/schemas/queries.js';
import type { ReceiptCreateBody } from '../../../src-shared/schemas/receipt.js';
import { flag, getDoc, listDocs, type AnyReader, type Doc, type Page } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { providerScope } from '../buys/scope.js';
import { type ReceiptFields, RECEIPTS } from './collection.js';
import { serverPlanContext, serverPlanReads } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';

type Actor = Pick<Caller, 'id' | 'role'>;

/** `POST /receipt`, planned by src-shared/planners/receipts.ts: the receipt, and its buy listing it. */
export async function createReceipt(tx: WriteTx, caller: Actor, body: ReceiptCreateBody): Promise<Doc<ReceiptFields>> {
  return (await storePlan(tx, await planReceiptCreate(body, serverPlanReads(tx.trx), serverPlanContext(tx, caller)))).doc;
}

/** Disables the receipt and unlinks it from its buy. */
export async function removeReceipt(tx: WriteTx, id: string): Promise<Doc<ReceiptFields>> {
  const plan = await planReceiptRemove(id, serverPlanReads(tx.trx));
  // Removing a removed receipt changes nothing, so nothing is written.
  if (plan.doc.before?.status === false) return plan.doc.before;
  return (await storePlan(tx, plan)).doc;
}

/** A PROVEEDOR reads its own provider's enabled receipts only: a removed one is gone for outsiders. */
export function listReceipts(db: AnyReader, caller: Caller, query: ReceiptListQuery): Promise<Page<Doc<ReceiptFields>>> {
  const scope = providerScope(caller);
  const provider = scope ?? query.provider;
  const status = scope === null ? query.status : true;
  return listDocs(db, RECEIPTS, {
    page: query.page,
    limit: query.limit,
    where: (q) => {
      let out = q;
      if (status !== undefined) out = out.where('status', '=', flag(status));
      if (provider !== undefined) out = out.where('provider', '=', provider);
      if (query.buy) out = out.where('buy', '=', query.buy);
      return out;
    },
  });
}

export async function visibleReceipt(db: AnyReader, caller: Caller, id: string): Promise<Doc<ReceiptFields>> {
  const receipt = await getDoc(db, RECEIPTS, id);
  const scope = providerScope(caller);
  if (!receipt || (scope !== null && (receipt.provider !== scope || !receipt.status))) throw AppError.notFound('receipt', id);
  return receipt;
}
