/** Planning a buy's pick-up (domain §7), planned by src-shared/planners/buy-pickup.ts. */
import { planBuyDriver, planBuyRoadmap } from '../../../src-shared/planners/buy-pickup.js';
import type { DriverAssignBody, RoadmapAssignBody } from '../../../src-shared/schemas/roadmap.js';
import type { Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import { serverPlanReads } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import type { BuyFields } from './collection.js';

export async function assignBuyDriver(tx: WriteTx, id: string, body: DriverAssignBody): Promise<Doc<BuyFields>> {
  return (await storePlan(tx, await planBuyDriver(id, body, serverPlanReads(tx.trx)))).doc;
}

export async function assignBuyRoadmap(tx: WriteTx, id: string, body: RoadmapAssignBody): Promise<Doc<BuyFields>> {
  return (await storePlan(tx, await planBuyRoadmap(id, body, serverPlanReads(tx.trx)))).doc;
}
