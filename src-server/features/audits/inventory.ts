/**
 * The inventory audit (domain §6), built by its shared planner (src-shared/planners/audit-count.ts)
 * over the write transaction: a dry run answers the count's differences and writes nothing; an
 * applied count stores the plan — the audit, the repriced products, the stock records.
 */
import type { InventoryDryRun } from '../../../src-shared/documents/audits.js';
import { countInventory, planAuditInventory } from '../../../src-shared/planners/audit-count.js';
import type { AuditInventoryBody } from '../../../src-shared/schemas/audit.js';
import type { Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { serverPlanContext, serverPlanReads } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import type { AuditFields } from './collection.js';

export type InventoryResult = InventoryDryRun | Doc<AuditFields>;

export async function auditInventory(tx: WriteTx, caller: Caller, body: AuditInventoryBody): Promise<InventoryResult> {
  // A dry run writes nothing, so it locks nothing (a stock row is locked by making it: stock/figures.ts).
  if (body.dryRun) return (await countInventory(body, serverPlanReads(tx.trx))).result;
  // The counted figures and the products whose prices the count sets are rewritten from what it read: locked as read.
  const reads = serverPlanReads(tx.trx, new Set(['products', 'stock']));
  return (await storePlan(tx, await planAuditInventory(body, reads, serverPlanContext(tx, caller)))).doc;
}
