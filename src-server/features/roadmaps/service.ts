/**
 * Roadmaps (spec §7 Roadmap, domain §7): one driver on one date with notes. Orders and buys with
 * a withdrawal point at a roadmap; removing it (one of the two hard deletes the domain allows)
 * takes it off them, touching nothing else of theirs.
 */
import { dayOfDate } from '../../../src-shared/business-day.js';
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import type { RoadmapListQuery } from '../../../src-shared/schemas/queries.js';
import type { RoadmapCreateBody } from '../../../src-shared/schemas/roadmap.js';
import { docs, flag, insertDoc, listDocs, removeDoc, requireDoc, rowToDoc, saveDoc, type AnyReader, type CollectionDef, type Doc, type DocQuery, type Page } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import { BUYS } from '../buys/collection.js';
import { ORDERS } from '../orders/collection.js';
import { businessZone, datesBetween } from '../settings/business-day.js';
import { USERS } from '../users/collection.js';
import { ROADMAPS, type RoadmapFields } from './collection.js';
import { requireDriver } from './drivers.js';
import { loadRoadmapSheet } from './load-stops.js';
import type { RoadmapSheet } from './stops.js';

export type RoadmapDetail = Doc<RoadmapFields> & RoadmapSheet & { driverName: string };

/**
 * A roadmap is one driver on one date (domain §7): a second one for the same driver and day would
 * split that day's stops over two sheets, so it is refused; stops are added to the existing one.
 */
export async function createRoadmap(tx: WriteTx, body: RoadmapCreateBody): Promise<Doc<RoadmapFields>> {
  const driver = await requireDriver(tx.trx, body.driver);
  // The business day the date names, whether it came as a day or as an instant.
  const zone = await businessZone(tx.trx);
  const day = dayOfDate(body.date, zone);
  const sameDriver = docs(tx.trx).selectFrom(ROADMAPS.table).select('number').where('driver', '=', driver._id) as unknown as DocQuery;
  const taken = (await datesBetween(sameDriver, 'date', day, day, zone).executeTakeFirst()) as { number: number } | undefined;
  if (taken) throw AppError.conflict(said('roadmap.driverBusy', { driver: driver.name, number: taken.number, day }));
  return insertDoc(tx, ROADMAPS, { driver: driver._id, date: body.date, notes: body.notes ?? null }, body._id);
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

async function clearRoadmap<F extends { roadmap: string | null }>(tx: WriteTx, def: CollectionDef<F>, roadmapId: string): Promise<void> {
  const rows = await docs(tx.trx).selectFrom(def.table).select(['doc', 'status', 'number']).where('roadmap', '=', roadmapId).execute();
  for (const row of rows) {
    const doc = rowToDoc<F>(row);
    await saveDoc(tx, def, doc, { ...doc, roadmap: null });
  }
}

export async function removeRoadmap(tx: WriteTx, id: string): Promise<Doc<RoadmapFields>> {
  const roadmap = await removeDoc(tx, ROADMAPS, id);
  await clearRoadmap(tx, ORDERS, roadmap._id);
  await clearRoadmap(tx, BUYS, roadmap._id);
  return roadmap;
}
