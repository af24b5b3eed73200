/** The business's time zone as the replica knows it (its settings document, or the default). */
import { BUSINESS_SETTINGS_ID, businessSettingsOf } from '../../src-shared/business-settings.js';
import type { ReplicaReader } from './index.js';

export const SETTINGS_COLLECTION = 'settings';

export function replicaZone(reader: Pick<ReplicaReader, 'get'>): string {
  return businessSettingsOf(reader.get(SETTINGS_COLLECTION, BUSINESS_SETTINGS_ID)).timeZone;
}
