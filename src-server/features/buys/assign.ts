/**
 * Planning a buy's pick-up (domain §7): a driver, or a roadmap (which brings its driver). Only a
 * buy with a withdrawal option is picked up; the others are delivered by their provider.
 */
import { said } from '../../../src-shared/error-keys/index.js';
import { AppError } from '../../../src-shared/errors.js';
import type { DriverAssignBody, RoadmapAssignBody } from '../../../src-shared/schemas/roadmap.js';
import { getDoc, saveDoc, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import { referenced } from '../catalog/references.js';
import { ROADMAPS } from '../roadmaps/collection.js';
import { requireDriver } from '../roadmaps/drivers.js';
import { BUYS, type BuyFields } from './collection.js';
import { openBuy } from './service.js';

async function pickUpBuy(tx: WriteTx, id: string, what: string): Promise<Doc<BuyFields>> {
  const buy = await openBuy(tx, id, what);
  if (!buy.withdrawal._id) {
    throw AppError.conflict(said('buy.noWithdrawal', { number: buy.number, what }));
  }
  return buy;
}

/** A roadmap is one driver's: a buy handed to another driver leaves the previous driver's roadmap. */
export async function assignBuyDriver(tx: WriteTx, id: string, body: DriverAssignBody): Promise<Doc<BuyFields>> {
  const buy = await pickUpBuy(tx, id, 'driver');
  const driver = await requireDriver(tx.trx, body.driver);
  const roadmap = buy.roadmap ? await getDoc(tx.trx, ROADMAPS, buy.roadmap) : undefined;
  const keepRoadmap = roadmap !== undefined && roadmap.driver === driver._id;
  return saveDoc(tx, BUYS, buy, { ...buy, driver: driver._id, roadmap: keepRoadmap ? roadmap._id : null });
}

export async function assignBuyRoadmap(tx: WriteTx, id: string, body: RoadmapAssignBody): Promise<Doc<BuyFields>> {
  const buy = await pickUpBuy(tx, id, 'roadmap');
  const roadmap = await referenced(tx.trx, ROADMAPS, body.roadmap, 'roadmap');
  return saveDoc(tx, BUYS, buy, { ...buy, roadmap: roadmap._id, driver: roadmap.driver });
}
