/**
 * Drafts (spec §7 `/order/draft`, `/order/v2/draft`; domain §5): creating and confirming one are
 * the draft planners' (src-shared/planners/drafts.ts), stored here, and so is removing an OPEN
 * draft: it ends CLOSED, kept for its customer to see when the shop removed it, deleted for real
 * when the customer did.
 */
import { planDraftConfirm, planDraftCreate, planDraftRemove } from '../../../src-shared/planners/drafts.js';
import type { DraftConfirmBody, DraftCreateBody } from '../../../src-shared/schemas/order.js';
import type { DraftListQuery } from '../../../src-shared/schemas/queries.js';
import { listDocs, type AnyReader, type Doc, type DocQuery, type Page } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { serverPlanContext, serverPlanReads } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import { DRAFTS, type DraftFields, type OrderFields } from './collection.js';

export async function createDraft(tx: WriteTx, caller: Caller, body: DraftCreateBody): Promise<Doc<DraftFields>> {
  return (await storePlan(tx, await planDraftCreate(body, serverPlanReads(tx.trx), serverPlanContext(tx, caller)))).doc;
}

export function listDrafts(db: AnyReader, caller: Caller, query: DraftListQuery): Promise<Page<Doc<DraftFields>>> {
  const where = (q: DocQuery): DocQuery => {
    let out = q;
    if (caller.role === 'CUSTOMER') out = out.where('customer', '=', caller.id);
    if (caller.role === 'AV') out = out.where('partner', '=', caller.id);
    if (query.customer) out = out.where('customer', '=', query.customer);
    if (query.state) out = out.where('state', '=', query.state);
    return out;
  };
  return listDocs(db, DRAFTS, { page: query.page, limit: query.limit, where });
}

export async function confirmDraft(tx: WriteTx, caller: Caller, id: string, body: DraftConfirmBody): Promise<{ draft: Doc<DraftFields>; order: Doc<OrderFields> }> {
  const { doc, linked } = await storePlan(tx, await planDraftConfirm(id, body, serverPlanReads(tx.trx), serverPlanContext(tx, caller)));
  const [order] = linked;
  if (!order) throw new Error(`draft ${id} was confirmed without its order`);
  return { draft: doc, order: order as Doc<OrderFields> };
}

/** CLOSED: kept, or deleted for real when its customer removes it (domain §2 allows it for drafts); the answer shows it as it ended. */
export async function removeDraft(tx: WriteTx, caller: Caller, id: string): Promise<Doc<DraftFields>> {
  return (await storePlan(tx, await planDraftRemove(id, serverPlanReads(tx.trx), serverPlanContext(tx, caller)))).doc;
}
