/**
 * The server's sheet of a roadmap's stops (`GET /roadmap/{driverId}`,
 * domain §7) as the route answers it. The sheet's shape is built by the shared
 * `src-shared/roadmap-sheet.ts` (the printout uses it too).
 */
import { BUY_STATE } from '../../../src-shared/constants/buys.js';
import type { RouteResponse } from '../../../src-shared/routes/responses/index.js';
import type { BuyDoc } from '../../components/documents/read.js';

export type { RoadmapStop, RoadmapTotals, StopItem } from '../../../src-shared/roadmap-sheet.js';

/** A roadmap with its stops and totals, as `roadmap.byDriver` answers it. */
export type RoadmapDetail = RouteResponse<'roadmap.byDriver'>['docs'][number];

/** A buy goes on a roadmap only as a pick-up: it has a withdrawal option, and is neither cancelled nor received. */
export function isPickUp(buy: BuyDoc): boolean {
  return Boolean(buy.withdrawal?._id) && !buy.committed && buy.state !== BUY_STATE.CANCELLED;
}
