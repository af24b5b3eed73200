/**
 * What each role may read of each collection, derived from the route table (domain §8: what a role
 * receives by `GET /sync/pull` and `GET /history` is derived from the same access rules as its
 * routes, per collection and per field). Each collection names its read routes — the GET routes
 * that answer its documents — and a role reads the collection when it may call one of them, held to
 * that route's owner scope and shown that route's view of each document.
 */
import type { Role } from '../constants/roles.js';
import type { HistoryEntity } from '../history.js';
import { findRoute, type RouteName } from './index.js';
import type { RouteDef } from './types.js';
import type { ViewName } from './views.js';

/** The owner columns a sync change row keeps (the server's `CollectionDef.owners`). */
export type OwnerColumn = 'partner' | 'customer' | 'provider';

export interface CollectionReads {
  /** The GET routes whose answers carry the collection's documents (whole, in a page, or inside another's). */
  readonly routes: readonly RouteName[];
  /**
   * Where an owner scope's id sits among the collection's owner columns, when not in the column of
   * the scope's own name: a cart is its owner's (user or customer), kept in `partner`.
   */
  readonly columns?: Partial<Record<OwnerColumn, OwnerColumn>>;
}

const AUDIT_READS: readonly RouteName[] = ['audit.commercialList', 'audit.partnerList', 'audit.providerList', 'audit.inventoryList', 'audit.customerList'];

export const COLLECTION_READS = {
  users: { routes: ['user.list', 'user.get'] },
  customers: { routes: ['customer.list', 'customer.get'] },
  providers: { routes: ['provider.list', 'provider.get'] },
  categories: { routes: ['category.list', 'category.get'] },
  products: { routes: ['product.list', 'product.get'] },
  taxes: { routes: ['tax.list'] },
  deliveries: { routes: ['delivery.list'] },
  withdrawals: { routes: ['withdrawal.list', 'withdrawal.get'] },
  thirds: { routes: ['third.list', 'third.get'] },
  garages: { routes: ['garage.list', 'garage.get'] },
  chargeMethods: { routes: ['chargeMethod.list', 'chargeMethod.get'] },
  payMethods: { routes: ['payMethod.list', 'payMethod.get'] },
  records: { routes: ['record.list', 'record.byProduct'] },
  trackers: { routes: ['tracker.list', 'tracker.byProduct'] },
  buys: { routes: ['buy.list', 'buy.get'] },
  orders: { routes: ['order.list', 'order.due', 'order.get'] },
  drafts: { routes: ['order.draftList'] },
  carts: { routes: ['cart.list', 'cart.get'], columns: { customer: 'partner' } },
  receipts: { routes: ['receipt.list', 'receipt.get'] },
  cashflows: { routes: ['cashflow.list', 'cashflow.paid', 'cashflow.get'] },
  accounts: { routes: ['account.list', 'account.paid', 'account.get'] },
  // An account's movements come inside `GET /account/{id}`.
  accountMovements: { routes: ['account.get'] },
  roadmaps: { routes: ['roadmap.list', 'roadmap.byDriver'] },
  audits: { routes: AUDIT_READS },
  settings: { routes: ['settings.get'] },
} as const satisfies Record<HistoryEntity | 'records' | 'accountMovements', CollectionReads>;

export type CollectionName = keyof typeof COLLECTION_READS;

/** The owner scope that holds each restricted role to its own documents (routes/types.ts). */
const SCOPE_OF: Partial<Record<Role, OwnerColumn | 'providerFlow'>> = { AV: 'partner', CUSTOMER: 'customer', PROVEEDOR: 'provider', COMPRAS: 'providerFlow' };

/** The cash flow entries the `providerFlow` scope leaves a COMPRAS caller: the provider ones (domain §8). */
export const PROVIDER_FLOW_TYPE = 'commercial.provider';

/**
 * Whether a document is within a scope: `ownerOf` reads the document's owner columns, `me` is the
 * caller's id in them (its user or customer id; a PROVEEDOR's provider).
 */
export function withinScope(scope: ReadScope, doc: Readonly<Record<string, unknown>>, ownerOf: (column: OwnerColumn) => unknown, me: string | null): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'providerFlow') return doc.type === PROVIDER_FLOW_TYPE;
  return me !== null && ownerOf(scope.column) === me;
}

/** How much of a collection a role reads: all of it, or only its own by an owner column or the provider-flow rule. */
export type ReadScope = { readonly kind: 'all' } | { readonly kind: 'own'; readonly column: OwnerColumn } | { readonly kind: 'providerFlow' };

export interface ReadRule {
  readonly scope: ReadScope;
  /** The view each document is shown through; null: whole. */
  readonly view: ViewName | null;
  /** The read route the rule comes from. */
  readonly route: RouteName;
}

const mayCall = (route: RouteDef, role: Role): boolean => route.access !== 'anonymous' && route.access.includes(role);

function scopeOn(route: RouteDef, role: Role, reads: CollectionReads): ReadScope {
  const scope = SCOPE_OF[role];
  if (scope === undefined || !(route.owner ?? []).includes(scope)) return { kind: 'all' };
  if (scope === 'providerFlow') return { kind: 'providerFlow' };
  return { kind: 'own', column: reads.columns?.[scope] ?? scope };
}

/** Every read route of the collection the role may call, with what it gives the role. */
export function readRulesOf(role: Role, collection: CollectionName): ReadRule[] {
  const reads: CollectionReads = COLLECTION_READS[collection];
  return reads.routes.flatMap((name) => {
    const route = findRoute(name);
    if (!route || !mayCall(route, role)) return [];
    return [{ scope: scopeOn(route, role, reads), view: route.views?.[role] ?? null, route: name }];
  });
}

/**
 * What the role reads of the collection, or null when none of its read routes is open to it. A
 * role reads all of a collection when one of its read routes gives it all (the PROVEEDOR reads only
 * its own provider, through `GET /provider/{id}`, but staff list them all).
 */
export function readRule(role: Role, collection: string): ReadRule | null {
  if (!(collection in COLLECTION_READS)) return null;
  const rules = readRulesOf(role, collection as CollectionName);
  return rules.find((rule) => rule.scope.kind === 'all') ?? rules[0] ?? null;
}
