/** Who and what the demo history works with: the demo catalog's people, places and goods. */
import type { FullAddress } from '../../../src-shared/schemas/address.js';
import type { WriteTx } from '../../db/write.js';
import type { Caller } from '../../http/context.js';
import type { Role } from '../../../src-shared/constants/roles.js';
import type { RouteName } from '../../../src-shared/routes/index.js';

export interface CastProduct {
  _id: string;
  provider: string;
  unit: 'WEIGHT' | 'UNITY';
  /** The opening stock on the shelf; what the buyer restocks towards at the least. */
  opening: number;
  /** How often it sells against the others. */
  popularity: number;
}

export interface CastCustomer {
  _id: string;
  name: string;
  partner: string;
  isWholesaler: boolean;
  phone: string;
  address: FullAddress;
  /** Buys on credit: deliveries go on the account and are paid later. */
  onAccount: boolean;
  /** Orders per month against an average customer. */
  frequency: number;
}

export interface CastProvider {
  _id: string;
  /** Picked up by our own driver (a withdrawal) instead of delivered by the provider. */
  pickUp: boolean;
  /** The weekday its weekly order is placed on (1 Monday … 5 Friday). */
  orderDay: number;
}

export interface Cast {
  admin: string | null;
  house: string;
  partners: string[];
  buyer: string;
  operator: string;
  drivers: string[];
  providers: CastProvider[];
  products: CastProduct[];
  customers: CastCustomer[];
  garages: { main: string; branch: string };
  deliveries: { sameDay: string; pickUp: string };
  withdrawal: string;
  /** The purchase IVA 21% tax, printed on provider invoices. */
  purchaseTax: string | null;
}

export function callerOf(id: string, role: Role): Caller {
  return { kind: 'user', id, role, providerId: null, tokenHash: '', device: null };
}

/**
 * Who a staff write of the history runs as: its author (the agenda's actor), with the admin's
 * reach — the history writes only what its cast may, so no visibility rule is at stake.
 */
export function staffOf(tx: Pick<WriteTx, 'actor'>): Caller {
  return callerOf(tx.actor ?? '', 'ADMIN');
}

/**
 * The transaction as one write of `route` by `actor` (the event's own unless given): its history
 * entries name both, as a real write's do, so each reader is told of it what it would be of one made
 * on the screens — staff who wrote and what, a customer or a provider's user "another user".
 */
export function through(tx: WriteTx, route: RouteName, actor: string | null = tx.actor): WriteTx {
  return { ...tx, actor, route };
}
