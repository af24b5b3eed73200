/** Roadmaps as stored and served. The server writes these shapes; the desktop and screens read them. */

/** One driver's route on one date (domain §7); orders and buys point at it. */
export interface RoadmapFields {
  driver: string;
  date: string;
  notes: string | null;
}
