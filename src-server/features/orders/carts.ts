/**
 * Stand-alone carts (spec §7 Cart): writes are the cart planners' (src-shared/planners/carts.ts),
 * stored here; only a cart's owner lists it, the admin lists all.
 */
import { planCartCreate, planCartReplace, planCartUpdate, visibleCart as plannedVisible } from '../../../src-shared/planners/carts.js';
import type { CartCreateBody, CartReplaceBody, CartUpdateBody } from '../../../src-shared/schemas/cart.js';
import type { PageQuery } from '../../../src-shared/schemas/queries.js';
import { listDocs, type AnyReader, type Doc, type DocQuery, type Page } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { serverPlanContext, serverPlanReads } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import { CARTS, type CartFields } from './collection.js';

export async function createCart(tx: WriteTx, caller: Caller, body: CartCreateBody): Promise<Doc<CartFields>> {
  return (await storePlan(tx, await planCartCreate(body, serverPlanReads(tx.trx), serverPlanContext(tx, caller)))).doc;
}

export function visibleCart(db: AnyReader, caller: Caller, id: string): Promise<Doc<CartFields>> {
  return plannedVisible(serverPlanReads(db), caller, id);
}

export function listCarts(db: AnyReader, caller: Caller, query: PageQuery): Promise<Page<Doc<CartFields>>> {
  const where = (q: DocQuery): DocQuery => (caller.role === 'ADMIN' ? q : q.where('owner', '=', caller.id));
  return listDocs(db, CARTS, { page: query.page, limit: query.limit, where });
}

export async function replaceCart(tx: WriteTx, caller: Caller, id: string, body: CartReplaceBody): Promise<Doc<CartFields>> {
  return (await storePlan(tx, await planCartReplace(id, body, serverPlanReads(tx.trx), serverPlanContext(tx, caller)))).doc;
}

export async function updateCart(tx: WriteTx, caller: Caller, id: string, body: CartUpdateBody): Promise<Doc<CartFields>> {
  return (await storePlan(tx, await planCartUpdate(id, body, serverPlanReads(tx.trx), serverPlanContext(tx, caller)))).doc;
}
