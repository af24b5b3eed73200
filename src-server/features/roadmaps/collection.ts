import type { CollectionDef } from '../../db/documents.js';
import type { RoadmapFields } from '../../../src-shared/documents/roadmaps.js';
export type { RoadmapFields } from '../../../src-shared/documents/roadmaps.js';

export const ROADMAPS: CollectionDef<RoadmapFields> = {
  name: 'roadmaps',
  table: 'roadmaps',
  label: 'roadmap',
  columns: (doc) => ({ driver: doc.driver, date: doc.date }),
};
