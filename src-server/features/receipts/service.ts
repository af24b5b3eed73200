/**
 * Provider receipts (spec §3 Receipt, domain §6): written as their planner says
 * (src-shared/planners/receipts.ts), read here as each caller may see them.
 */
import { sql } from 'kysely';
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import { planReceiptCreate, planReceiptRemove } from '../../../src-shared/planners/receipts.js';
import type { ReceiptListQuery } from '../../../src-shared/schemas/queries.js';
import type { ReceiptCreateBody } from '../../../src-shared/schemas/receipt.js';
import { docs, flag, getDoc, listDocs, type AnyReader, type Doc, type Page } from '../../db/documents.js';
import { lockNames } from '../../db/locks.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { providerScope } from '../buys/scope.js';
import { type ReceiptFields, RECEIPTS } from './collection.js';
import { serverPlanContext, serverPlanReads } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';

type Actor = Pick<Caller, 'id' | 'role'>;

/**
 * A provider's document is registered once: the same type and code from the same provider again,
 * while the first stands, would count it twice in the provider balance (domain §6). Under a lock on
 * the code, so two clerks entering one invoice at once on PostgreSQL are told apart.
 */
async function assertNotRegistered(tx: WriteTx, fields: Pick<ReceiptFields, 'provider' | 'type' | 'code'>): Promise<void> {
  await lockNames(tx.trx, [`receipt:${fields.provider}:${fields.type}:${fields.code}`]);
  const code = tx.kind === 'postgres' ? sql<string>`(doc::jsonb)->>'code'` : sql<string>`json_extract(doc, '$.code')`;
  const found = await docs(tx.trx)
    .selectFrom(RECEIPTS.table)
    .select('number')
    .where('provider', '=', fields.provider)
    .where('type', '=', fields.type)
    .where('status', '=', flag(true))
    .where(code, '=', fields.code)
    .executeTakeFirst();
  if (found) throw AppError.invalid('code', said('receipt.codeTaken', { type: fields.type, code: fields.code, number: Number(found.number) }));
}

/** `POST /receipt`, planned by src-shared/planners/receipts.ts: the receipt, and its buy listing it. */
export async function createReceipt(tx: WriteTx, caller: Actor, body: ReceiptCreateBody): Promise<Doc<ReceiptFields>> {
  const plan = await planReceiptCreate(body, serverPlanReads(tx.trx), serverPlanContext(tx, caller));
  await assertNotRegistered(tx, plan.doc.fields);
  return (await storePlan(tx, plan)).doc;
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
