/** Every document collection of the server, by wire name: what sync pulls can serve. */
import type { CollectionDef } from '../db/documents.js';
import { CATEGORIES, CHARGE_METHODS, DELIVERIES, GARAGES, PAY_METHODS, PROVIDERS, TAXES, THIRDS, WITHDRAWALS } from './catalog/collections.js';
import { AUDITS } from './audits/collection.js';
import { BUYS } from './buys/collection.js';
import { CUSTOMERS } from './customers/collection.js';
import { CASHFLOWS } from './cashflow/collection.js';
import { ACCOUNT_MOVEMENTS, ACCOUNTS } from './customers/account-collections.js';
import { RECEIPTS } from './receipts/collection.js';
import { CARTS, DRAFTS, ORDERS } from './orders/collection.js';
import { PRODUCTS } from './products/collection.js';
import { ROADMAPS } from './roadmaps/collection.js';
import { SETTINGS } from './settings/collection.js';
import { RECORDS, TRACKERS } from './stock/collections.js';
import { USERS } from './users/collection.js';

// The registry holds collections of different document types; only their shared shape matters here.
type AnyCollection = CollectionDef<never>;

export const COLLECTIONS: readonly AnyCollection[] = [
  USERS,
  CUSTOMERS,
  PROVIDERS,
  CATEGORIES,
  PRODUCTS,
  TAXES,
  DELIVERIES,
  WITHDRAWALS,
  THIRDS,
  GARAGES,
  CHARGE_METHODS,
  PAY_METHODS,
  RECORDS,
  TRACKERS,
  BUYS,
  ORDERS,
  DRAFTS,
  CARTS,
  RECEIPTS,
  CASHFLOWS,
  ACCOUNTS,
  ACCOUNT_MOVEMENTS,
  ROADMAPS,
  AUDITS,
  SETTINGS,
] as unknown as readonly AnyCollection[];

export const COLLECTIONS_BY_NAME: ReadonlyMap<string, AnyCollection> = new Map(COLLECTIONS.map((c) => [c.name, c]));
