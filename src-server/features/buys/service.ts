/**
 * Buys (spec §3 Buy, domain §4–7): each write is planned by its shared planner
 * (src-shared/planners/buy-edits.ts), which holds the rules, and stored in the caller's transaction.
 */
import { planBuyCreate, planBuyReplace, planBuyUpdate, planBuyWithdrawal } from '../../../src-shared/planners/buy-edits.js';
import type { BuyCreateBody, BuyReplaceBody, BuyUpdateBody, BuyWithdrawalBody } from '../../../src-shared/schemas/buy.js';
import type { Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { serverPlanContext, serverPlanReads } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import type { BuyFields } from './collection.js';

type Actor = Pick<Caller, 'id' | 'role'>;

export async function createBuy(tx: WriteTx, caller: Actor, body: BuyCreateBody): Promise<Doc<BuyFields>> {
  return (await storePlan(tx, await planBuyCreate(body, serverPlanReads(tx.trx), serverPlanContext(tx, caller)))).doc;
}

export async function replaceBuy(tx: WriteTx, id: string, body: BuyReplaceBody): Promise<Doc<BuyFields>> {
  return (await storePlan(tx, await planBuyReplace(id, body, serverPlanReads(tx.trx)))).doc;
}

export async function updateBuy(tx: WriteTx, id: string, body: BuyUpdateBody): Promise<Doc<BuyFields>> {
  return (await storePlan(tx, await planBuyUpdate(id, body, serverPlanReads(tx.trx)))).doc;
}

/** `PATCH /buy/{id}/withdrawal`: the fee changes the logistic and the total. */
export async function setBuyWithdrawal(tx: WriteTx, id: string, body: BuyWithdrawalBody): Promise<Doc<BuyFields>> {
  return (await storePlan(tx, await planBuyWithdrawal(id, body, serverPlanReads(tx.trx)))).doc;
}
