/**
 * Recording cash flow entries (domain §6), planned by src-shared/planners/cashflow-creates.ts and
 * stored in the caller's transaction: a transfer between garages stores both of its entries.
 */
import { planExternalEntry, planInternalEntry, planPartnerEntry, planProviderEntry } from '../../../src-shared/planners/cashflow-creates.js';
import type { CashflowExternalBody, CashflowInternalBody, CashflowPartnerBody, CashflowProviderBody } from '../../../src-shared/schemas/cashflow.js';
import type { Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { serverPlanContext, serverPlanReads } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import type { CashflowFields } from './collection.js';

type Actor = Pick<Caller, 'id' | 'role'>;

/** `POST /cashflow`: money a partner collected for the company (INGRESS) or was paid (EGRESS). */
export async function createPartnerEntry(tx: WriteTx, caller: Actor, body: CashflowPartnerBody): Promise<Doc<CashflowFields>> {
  return (await storePlan(tx, await planPartnerEntry(body, serverPlanReads(tx.trx), serverPlanContext(tx, caller)))).doc;
}

/** `POST /cashflow/provider`: a payment to (EGRESS) or refund from (INGRESS) a provider. */
export async function createProviderEntry(tx: WriteTx, caller: Actor, body: CashflowProviderBody): Promise<Doc<CashflowFields>> {
  return (await storePlan(tx, await planProviderEntry(body, serverPlanReads(tx.trx), serverPlanContext(tx, caller)))).doc;
}

/** `POST /cashflow/external`: money to or from a third party. */
export async function createExternalEntry(tx: WriteTx, caller: Actor, body: CashflowExternalBody): Promise<Doc<CashflowFields>> {
  return (await storePlan(tx, await planExternalEntry(body, serverPlanReads(tx.trx), serverPlanContext(tx, caller)))).doc;
}

/** `POST /cashflow/internal`: the answer is the origin entry (the one carrying the client's `_id`); its `linked` names the other half. */
export async function createInternalEntry(tx: WriteTx, caller: Actor, body: CashflowInternalBody): Promise<Doc<CashflowFields>> {
  return (await storePlan(tx, await planInternalEntry(body, serverPlanReads(tx.trx), serverPlanContext(tx, caller)))).doc;
}
