/**
 * The printed roadmap's stops: built by the shared, pure `src-shared/roadmap-sheet.ts`, so the
 * server's answer and the desktop's printout list exactly the same stops. Re-exported here for
 * the server's features.
 */
export {
  buildRoadmapSheet,
  isBuyStop,
  isOrderStop,
  type BuyStopSource,
  type OrderStopSource,
  type RoadmapSheet,
  type RoadmapStop,
  type RoadmapTotals,
  type StopAddress,
  type StopItem,
  type StopLookups,
} from '../../../src-shared/roadmap-sheet.js';
