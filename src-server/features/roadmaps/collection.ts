import type { CollectionDef } from '../../db/documents.js';

/** One driver's route on one date (domain §7); orders and buys point at it. */
export interface RoadmapFields {
  driver: string;
  date: string;
  notes: string | null;
}

export const ROADMAPS: CollectionDef<RoadmapFields> = {
  name: 'roadmaps',
  table: 'roadmaps',
  label: 'roadmap',
  columns: (doc) => ({ driver: doc.driver, date: doc.date }),
};
