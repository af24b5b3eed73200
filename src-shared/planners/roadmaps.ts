/**
 * Roadmaps (spec §7 Roadmap, domain §7): one driver on one date with notes. Orders and buys with a
 * withdrawal point at a roadmap; removing it (one of the two hard deletes the domain allows) takes
 * it off them, touching nothing else of theirs.
 */
import { dayOfDate } from '../business-day.js';
import { BUSINESS_SETTINGS_ID, businessSettingsOf } from '../business-settings.js';
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import type { RoadmapCreateBody } from '../schemas/roadmap.js';
import { referencedDriver } from './drivers.js';
import { changed, created } from './planned.js';
import { createdId, ownFields, readOne } from './reads.js';
import { required } from './references.js';
import type { Plan, PlanContext, PlanReads } from './types.js';

/**
 * `POST /roadmap`. A second roadmap for the same driver and business day would split that day's
 * stops over two sheets, so it is refused: stops are added to the existing one.
 */
export async function planRoadmapCreate(body: RoadmapCreateBody, reads: PlanReads, ctx: PlanContext): Promise<Plan<'roadmaps'>> {
  const driver = await referencedDriver(reads, body.driver);
  // The business day the date names, whether it came as a day or as an instant.
  const zone = businessSettingsOf(await readOne(reads, 'settings', BUSINESS_SETTINGS_ID)).timeZone;
  const day = dayOfDate(body.date, zone);
  const [taken] = await reads.roadmapsOn(driver._id, day, zone);
  if (taken) throw AppError.conflict(said('roadmap.driverBusy', { driver: driver.name, number: taken.number, day }));
  const _id = await createdId(reads, ctx, 'roadmaps', 'roadmap', body._id);
  return { doc: created('roadmaps', _id, { driver: driver._id, date: body.date, notes: body.notes ?? null }), linked: [], stock: [] };
}

/** `DELETE /roadmap/{id}`: the roadmap goes, and the orders and buys on it are left without one. */
export async function planRoadmapRemove(id: string, reads: PlanReads): Promise<Plan<'roadmaps'>> {
  const roadmap = await required(reads, 'roadmaps', id);
  const orders = await reads.onRoadmap('orders', roadmap._id);
  const buys = await reads.onRoadmap('buys', roadmap._id);
  return {
    doc: changed('roadmaps', roadmap, ownFields(roadmap)),
    linked: [...orders.map((order) => changed('orders', order, { ...ownFields(order), roadmap: null })), ...buys.map((buy) => changed('buys', buy, { ...ownFields(buy), roadmap: null }))],
    stock: [],
    removes: true,
  };
}
