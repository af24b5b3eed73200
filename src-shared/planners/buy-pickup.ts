/**
 * Planning a buy's pick-up (domain §7): a driver, or a roadmap (which brings its driver). Only a
 * buy with a withdrawal option is picked up; the others are delivered by their provider.
 */
import type { BuyFields } from '../documents/buys.js';
import { said } from '../error-keys/index.js';
import { AppError } from '../errors.js';
import type { DriverAssignBody, RoadmapAssignBody } from '../schemas/roadmap.js';
import { openBuy } from './buy-edits.js';
import { referencedDriver } from './drivers.js';
import { changed } from './planned.js';
import { ownFields, readOne } from './reads.js';
import { referenced } from './references.js';
import type { Plan, PlanReads, Stored } from './types.js';

async function pickUpBuy(reads: PlanReads, id: string, what: string): Promise<Stored<BuyFields>> {
  const buy = await openBuy(reads, id, what);
  if (!buy.withdrawal._id) throw AppError.conflict(said('buy.noWithdrawal', { number: buy.number, what }));
  return buy;
}

/** `PATCH /buy/{id}/driver`. A roadmap is one driver's: a buy handed to another driver leaves the previous driver's roadmap. */
export async function planBuyDriver(id: string, body: DriverAssignBody, reads: PlanReads): Promise<Plan<'buys'>> {
  const buy = await pickUpBuy(reads, id, 'driver');
  const driver = await referencedDriver(reads, body.driver);
  const roadmap = await readOne(reads, 'roadmaps', buy.roadmap);
  const keepRoadmap = roadmap !== undefined && roadmap.driver === driver._id;
  return { doc: changed('buys', buy, { ...ownFields(buy), driver: driver._id, roadmap: keepRoadmap ? roadmap._id : null }), linked: [], stock: [] };
}

/** `PATCH /buy/{id}/roadmap`: the roadmap's driver picks the buy up. */
export async function planBuyRoadmap(id: string, body: RoadmapAssignBody, reads: PlanReads): Promise<Plan<'buys'>> {
  const buy = await pickUpBuy(reads, id, 'roadmap');
  const roadmap = await referenced(reads, 'roadmaps', body.roadmap, 'roadmap');
  return { doc: changed('buys', buy, { ...ownFields(buy), roadmap: roadmap._id, driver: roadmap.driver }), linked: [], stock: [] };
}
