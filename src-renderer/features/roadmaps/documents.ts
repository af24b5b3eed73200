/**
 * Roadmaps as these screens read them: the replica's roadmaps, orders and buys, and the server's
 * sheet of stops (`GET /roadmap/{driverId}`, domain §7), cast here once. The sheet's shape is the
 * server's answer; the contract types it loosely, so it is written out below.
 */
import { BUY_STATE, type OrderPaymentMethod, type Unit } from '../../../src-shared/constants.js';
import type { BuyFields } from '../../../src-shared/documents/buys.js';
import type { OrderFields } from '../../../src-shared/documents/orders.js';
import type { Page } from '../../../src-shared/documents/page.js';
import type { RoadmapFields } from '../../../src-shared/documents/roadmaps.js';
import type { IpcDocumentPage } from '../../../src-shared/ipc/documents.js';
import type { DocBase } from '../cashflow/documents.js';

/** Mapped, so it fits the IPC's loose document like a list row must. */
export type RoadmapDoc = DocBase & { [K in keyof RoadmapFields]: RoadmapFields[K] };
/** Orders and buys as sent or stored: the server-made fields may still be missing. */
export type OrderDoc = DocBase & Partial<OrderFields>;
export type BuyDoc = DocBase & Partial<BuyFields>;

export interface StopItem {
  number: number;
  product: string;
  name: string;
  unit: Unit | null;
  quantity: number;
}

export interface RoadmapStop {
  /** 1-based place on the sheet: deliveries first, then pick-ups, each by document number. */
  position: number;
  kind: 'delivery' | 'pickup';
  /** The order (delivery) or buy (pick-up) behind the stop. */
  ref: string;
  number: number;
  party: { kind: 'customer' | 'provider'; id: string; name: string };
  addressLine: string;
  phone: string | null;
  items: StopItem[];
  amount: number;
  /** What the driver collects: nothing for a customer on account or a pick-up. */
  toCollect: number;
  paymentMethod: OrderPaymentMethod | null;
  onAccount: boolean;
  done: boolean;
  notes: string | null;
}

export interface RoadmapTotals {
  stops: number;
  deliveries: number;
  pickups: number;
  toCollect: number;
  toCollectByPaymentMethod: Record<OrderPaymentMethod, number>;
}

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
