/**
 * Roadmaps (spec §7 Roadmap, domain §7): one driver on one date with notes. Creating and removing
 * one are the roadmap planners' (src-shared/planners/roadmaps.ts), stored here; the lists and the
 * printed sheets are read here.
 */
import { planRoadmapCreate, planRoadmapRemove } from '../../../src-shared/planners/roadmaps.js';
import type { RoadmapListQuery } from '../../../src-shared/schemas/queries.js';
import type { RoadmapCreateBody } from '../../../src-shared/schemas/roadmap.js';
import { flag, listDocs, requireDoc, type AnyReader, type Doc, type DocQuery, type Page } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import { serverPlanContext, serverPlanReads } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import { businessZone, datesBetween } from '../settings/business-day.js';
import { USERS } from '../users/collection.js';
import { ROADMAPS, type RoadmapFields } from './collection.js';
import { loadRoadmapSheet } from './load-stops.js';
import type { RoadmapSheet } from './stops.js';

export type RoadmapDetail = Doc<RoadmapFields> & RoadmapSheet & { driverName: string };

export async function createRoadmap(tx: WriteTx, caller: Caller, body: RoadmapCreateBody): Promise<Doc<RoadmapFields>> {
  return (await storePlan(tx, await planRoadmapCreate(body, serverPlanReads(tx.trx), serverPlanContext(tx, caller)))).doc;
}

/** Newest date first: the roadmaps being planned are the ones looked at. */
export async function listRoadmaps(db: AnyReader, query: RoadmapListQuery): Promise<Page<Doc<RoadmapFields>>> {
  const zone = await businessZone(db);
  const where = (q: DocQuery): DocQuery => {
    let out = q;
    if (query.status !== undefined) out = out.where('status', '=', flag(query.status));
    if (query.driver) out = out.where('driver', '=', query.driver);
    return datesBetween(out, 'date', query.fromDate, query.toDate, zone);
  };
  return listDocs(db, ROADMAPS, { page: query.page, limit: query.limit, where, orderBy: { column: 'date', direction: 'desc' } });
}

/** `GET /roadmap/{driverId}`: the driver's roadmaps, each with its sheet of stops, ready to print. */
export async function roadmapsOfDriver(db: AnyReader, driverId: string, query: RoadmapListQuery): Promise<Page<RoadmapDetail>> {
  const driver = await requireDoc(db, USERS, driverId);
  const page = await listRoadmaps(db, { ...query, driver: driver._id });
  const details: RoadmapDetail[] = [];
  for (const roadmap of page.docs) details.push({ ...roadmap, driverName: driver.name, ...(await loadRoadmapSheet(db, roadmap._id)) });
  return { ...page, docs: details };
}

export async function removeRoadmap(tx: WriteTx, id: string): Promise<Doc<RoadmapFields>> {
  return (await storePlan(tx, await planRoadmapRemove(id, serverPlanReads(tx.trx)))).doc;
}
