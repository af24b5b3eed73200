/** Roadmaps (route sheets: one driver on one date) and the assignment of stops (spec §5, domain §7). */
import type { z } from 'zod';
import { ROADMAP_NOTES_MAX } from '../constants/field-lengths.js';
import { clientId, date, id, longText, obj } from './common.js';

export const roadmapCreateBody = obj({
  _id: clientId(),
  driver: id(),
  date: date(),
  notes: longText(ROADMAP_NOTES_MAX).nullable().optional(),
});
export type RoadmapCreateBody = z.output<typeof roadmapCreateBody>;
export type RoadmapCreateInput = z.input<typeof roadmapCreateBody>;

/** `PATCH /buy/{id}/driver` and `PATCH /order/{id}/driver` (spec §5: driver id required). */
export const driverAssignBody = obj({ driver: id() });
export type DriverAssignBody = z.output<typeof driverAssignBody>;

/** `PATCH /buy/{id}/roadmap` and `PATCH /order/{id}/roadmap` (spec §5: roadmap id required). */
export const roadmapAssignBody = obj({ roadmap: id() });
export type RoadmapAssignBody = z.output<typeof roadmapAssignBody>;
