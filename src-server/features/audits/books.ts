/**
 * The audits that close the books of a period (domain §6), built by their shared planners
 * (src-shared/planners/audit-books.ts) over the write transaction and stored in it.
 */
import { planAuditCommercial, planAuditCustomer, planAuditPartner, planAuditProvider } from '../../../src-shared/planners/audit-books.js';
import type { Plan, PlanContext, PlanReads } from '../../../src-shared/planners/types.js';
import type { AuditCommercialBody, AuditCustomerBody, AuditPartnerBody, AuditProviderBody } from '../../../src-shared/schemas/audit.js';
import type { Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import { closePeriod } from '../../db/period-fence.js';
import type { Caller } from '../../http/context.js';
import { serverPlanContext, serverPlanReads } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import type { AuditFields } from './collection.js';

type AuditPlanner<B> = (body: B, reads: PlanReads, ctx: PlanContext) => Promise<Plan<'audits'>>;

/** The period is closed first, so the writes placed in it have committed before the planner sums it (db/period-fence.ts). */
async function stored<B>(tx: WriteTx, caller: Caller, planner: AuditPlanner<B>, body: B, reads = serverPlanReads(tx.trx)): Promise<Doc<AuditFields>> {
  await closePeriod(tx);
  return (await storePlan(tx, await planner(body, reads, serverPlanContext(tx, caller)))).doc;
}

export const auditCommercial = (tx: WriteTx, caller: Caller, body: AuditCommercialBody) => stored(tx, caller, planAuditCommercial, body);
// The orders the audit closes are rewritten from what it read: locked as read.
export const auditPartner = (tx: WriteTx, caller: Caller, body: AuditPartnerBody) => stored(tx, caller, planAuditPartner, body, serverPlanReads(tx.trx, new Set(['orders'])));
export const auditProvider = (tx: WriteTx, caller: Caller, body: AuditProviderBody) => stored(tx, caller, planAuditProvider, body);
export const auditCustomer = (tx: WriteTx, caller: Caller, body: AuditCustomerBody) => stored(tx, caller, planAuditCustomer, body);
