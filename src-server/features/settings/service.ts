/**
 * The business settings: one document under a fixed id, made by its first save. Until then every
 * reader gets the defaults, so a new business works (and cuts its days in Buenos Aires) unset.
 */
import { BUSINESS_SETTINGS_ID, businessSettingsOf, type BusinessSettings } from '../../../src-shared/business-settings.js';
import type { BusinessSettingsBody } from '../../../src-shared/schemas/business.js';
import { planSettingsUpdate } from '../../../src-shared/planners/settings-writes.js';
import { getDoc, type AnyReader, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
import { serverPlanReads } from '../plan-reads.js';
import { storePlan } from '../planned-write.js';
import { SETTINGS } from './collection.js';

/** The stored document, or the defaults under the fixed id when it was never saved. */
export async function businessSettingsDoc(db: AnyReader): Promise<Doc<BusinessSettings> | (BusinessSettings & { _id: string })> {
  const doc = await getDoc(db, SETTINGS, BUSINESS_SETTINGS_ID);
  return doc ? { ...doc, ...businessSettingsOf(doc) } : { _id: BUSINESS_SETTINGS_ID, ...businessSettingsOf(null) };
}

/** The settings every rule reads (the time zone that cuts days and months), defaults filled. */
export async function businessSettings(db: AnyReader): Promise<BusinessSettings> {
  return businessSettingsOf(await getDoc(db, SETTINGS, BUSINESS_SETTINGS_ID));
}

/** Planned as the desktop plans it (src-shared/planners/settings-writes.ts). */
export async function updateBusinessSettings(tx: WriteTx, body: BusinessSettingsBody): Promise<Doc<BusinessSettings>> {
  return (await storePlan(tx, await planSettingsUpdate(body, serverPlanReads(tx.trx)))).doc;
}
