/**
 * Changing and removing cash flow entries (domain §6), planned by
 * src-shared/planners/cashflow-edits.ts. COMPRAS reaches only commercial.provider entries (route
 * owner scope `providerFlow`): any other id answers 404, as if it did not exist.
 */
import { AppError } from '../../../src-shared/errors.js';
import { planEntriesRemove, planEntryUpdate, providerFlowsOnly } from '../../../src-shared/planners/cashflow-edits.js';
import { PROVIDER_FLOW_TYPE } from '../../../src-shared/routes/reads.js';
import type { CashflowUpdateBody } from '../../../src-shared/schemas/cashflow.js';
import { getDoc, type AnyReader, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { serverPlanContext, serverPlanReads } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import { type CashflowFields, CASHFLOWS } from './collection.js';

/** The one type COMPRAS keeps (domain §8: "provider cash flows"). */
export const PROVIDER_FLOW = PROVIDER_FLOW_TYPE;
export { providerFlowsOnly };

export async function visibleEntry(db: AnyReader, caller: Caller, id: string): Promise<Doc<CashflowFields>> {
  const entry = await getDoc(db, CASHFLOWS, id);
  if (!entry || (providerFlowsOnly(caller) && entry.type !== PROVIDER_FLOW)) throw AppError.notFound(CASHFLOWS.label, id);
  return entry;
}

/** `PATCH /cashflow/{id}`: both halves of a transfer move together. */
export async function updateEntry(tx: WriteTx, caller: Caller, id: string, body: CashflowUpdateBody): Promise<Doc<CashflowFields>> {
  return (await storePlan(tx, await planEntryUpdate(id, body, serverPlanReads(tx.trx), serverPlanContext(tx, caller)))).doc;
}

/** `DELETE /cashflow/{id}/{second}`: the two halves of a transfer, together (an entry on its own names itself twice). */
export async function removeEntries(tx: WriteTx, caller: Caller, id: string, second: string): Promise<{ removed: Array<Doc<CashflowFields>> }> {
  const stored = await storePlan(tx, await planEntriesRemove(id, second, serverPlanReads(tx.trx), serverPlanContext(tx, caller)));
  return { removed: [stored.doc, ...(stored.linked as Array<Doc<CashflowFields>>)] };
}
