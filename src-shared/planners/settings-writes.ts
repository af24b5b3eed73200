/**
 * The business settings' one write: the sent fields over what is stored, under the fixed id, the
 * document made by its first save. It always holds every field (the defaults where never set), so a
 * replica reads it whole.
 */
import { BUSINESS_SETTINGS_ID, businessSettingsOf } from '../business-settings.js';
import type { BusinessSettingsBody } from '../schemas/business.js';
import { readOne } from './reads.js';
import type { Plan, PlanReads } from './types.js';

export async function planSettingsUpdate(body: BusinessSettingsBody, reads: PlanReads): Promise<Plan<'settings'>> {
  const current = await readOne(reads, 'settings', BUSINESS_SETTINGS_ID);
  const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const fields = { ...businessSettingsOf(current), ...sent };
  return { doc: { collection: 'settings', _id: BUSINESS_SETTINGS_ID, before: current ?? null, fields }, linked: [], stock: [] };
}
