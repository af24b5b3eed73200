/** A stock or cost alert acknowledged (domain §5): by whom and when, once; acknowledging it again changes nothing. */
import { AppError } from '../errors.js';
import { ownFields, readOne } from './reads.js';
import type { Plan, PlanContext, PlanReads } from './types.js';

export async function planTrackerAcknowledge(id: string, reads: PlanReads, ctx: PlanContext): Promise<Plan<'trackers'>> {
  const alert = await readOne(reads, 'trackers', id);
  if (!alert) throw AppError.notFound('tracker alert', id);
  const fields = alert.acknowledged ? ownFields(alert) : { ...ownFields(alert), acknowledged: true, acknowledgedBy: ctx.actor.id, acknowledgedAt: ctx.now };
  return { doc: { collection: 'trackers', _id: alert._id, before: alert, fields }, linked: [], stock: [] };
}
