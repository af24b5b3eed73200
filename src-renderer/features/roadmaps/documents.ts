/**
 * Roadmaps as these screens read them: the replica's roadmaps, orders and buys, and the server's
 * sheet of stops (`GET /roadmap/{driverId}`, domain §7), cast here once. The sheet's shape is the
 * server's answer, built by the shared `src-shared/roadmap-sheet.ts` (the printout uses it too).
 */
import { BUY_STATE } from '../../../src-shared/constants.js';
import type { BuyFields } from '../../../src-shared/documents/buys.js';
import type { OrderFields } from '../../../src-shared/documents/orders.js';
import type { Page } from '../../../src-shared/documents/page.js';
import type { RoadmapFields } from '../../../src-shared/documents/roadmaps.js';
import type { RoadmapStop, RoadmapTotals } from '../../../src-shared/roadmap-sheet.js';
import type { IpcDocumentPage } from '../../../src-shared/ipc/documents.js';
import type { DocBase } from '../../components/documents/cashflow.js';

/** Mapped, so it fits the IPC's loose document like a list row must. */
export type RoadmapDoc = DocBase & { [K in keyof RoadmapFields]: RoadmapFields[K] };
/** Orders and buys as sent or stored: the server-made fields may still be missing. */
export type OrderDoc = DocBase & Partial<OrderFields>;
export type BuyDoc = DocBase & Partial<BuyFields>;

export type { RoadmapStop, RoadmapTotals, StopItem } from '../../../src-shared/roadmap-sheet.js';

export type RoadmapDetail = RoadmapDoc & { driverName: string; stops: RoadmapStop[]; totals: RoadmapTotals };

export const asRoadmap = (doc: unknown): RoadmapDoc => doc as RoadmapDoc;
export const asOrder = (doc: unknown): OrderDoc => doc as OrderDoc;
export const asBuy = (doc: unknown): BuyDoc => doc as BuyDoc;
export const asRoadmapDetails = (answer: unknown): Page<RoadmapDetail> => answer as Page<RoadmapDetail>;
/** `GET /order/due` answers a page of orders like a list. */
export const asOrderPage = (answer: unknown): IpcDocumentPage => answer as IpcDocumentPage;

/** A buy goes on a roadmap only as a pick-up: it has a withdrawal option, and is neither cancelled nor received. */
export function isPickUp(buy: BuyDoc): boolean {
  return Boolean(buy.withdrawal?._id) && !buy.committed && buy.state !== BUY_STATE.CANCELLED;
}
