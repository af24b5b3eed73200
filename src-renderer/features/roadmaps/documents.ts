/**
 * Roadmaps as these screens read them: the replica's roadmaps, orders and buys
 * (src-shared/ipc/read-documents.ts), and the server's sheet of stops (`GET /roadmap/{driverId}`,
 * domain §7) as the route answers it. The sheet's shape is built by the shared
 * `src-shared/roadmap-sheet.ts` (the printout uses it too).
 */
import { BUY_STATE } from '../../../src-shared/constants.js';
import type { ReadDoc } from '../../../src-shared/ipc/read-documents.js';
import type { RouteResponse } from '../../../src-shared/routes/responses/index.js';

export type RoadmapDoc = ReadDoc<'roadmaps'>;
/** Orders and buys as sent or stored: the server-made fields may still be missing. */
export type OrderDoc = ReadDoc<'orders'>;
export type BuyDoc = ReadDoc<'buys'>;

export type { RoadmapStop, RoadmapTotals, StopItem } from '../../../src-shared/roadmap-sheet.js';

/** A roadmap with its stops and totals, as `roadmaps.byDriver` answers it. */
export type RoadmapDetail = RouteResponse<'roadmap.byDriver'>['docs'][number];

/** A buy goes on a roadmap only as a pick-up: it has a withdrawal option, and is neither cancelled nor received. */
export function isPickUp(buy: BuyDoc): boolean {
  return Boolean(buy.withdrawal?._id) && !buy.committed && buy.state !== BUY_STATE.CANCELLED;
}
