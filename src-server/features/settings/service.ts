/**
 * The business settings: one document under a fixed id, made by its first save. Until then every
 * reader gets the defaults, so a new business works (and cuts its days in Buenos Aires) unset.
 */
import { BUSINESS_SETTINGS_ID, businessSettingsOf, type BusinessSettings } from '../../../src-shared/business-settings.js';
import type { BusinessSettingsBody } from '../../../src-shared/schemas/business.js';
import { getDoc, insertDoc, saveDoc, type AnyReader, type Doc } from '../../db/documents.js';
import type { WriteTx } from '../../db/write.js';
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

/** Sent fields replace the stored ones; the document keeps every field, so replicas read it whole. */
export async function updateBusinessSettings(tx: WriteTx, body: BusinessSettingsBody): Promise<Doc<BusinessSettings>> {
  const current = await getDoc(tx.trx, SETTINGS, BUSINESS_SETTINGS_ID);
  const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const next = { ...businessSettingsOf(current), ...sent } as BusinessSettings;
  return current ? saveDoc(tx, SETTINGS, current, next) : insertDoc(tx, SETTINGS, next, BUSINESS_SETTINGS_ID);
}
