/**
 * The REST route table: every call of spec §7 once, plus our extensions (flagged `extension`).
 * A route without `query` or `body` takes none: the server ignores an absent query schema and
 * rejects a non-empty body. Paths are written as the spec writes them, without the `/api` base.
 */
import { ACCOUNT_ROUTES } from './account.js';
import { AUDIT_ROUTES } from './audit.js';
import { AUTH_ROUTES } from './auth.js';
import { BUY_ROUTES } from './buy.js';
import { CART_ROUTES } from './cart.js';
import { CASHFLOW_ROUTES } from './cashflow.js';
import { CATEGORY_ROUTES, CHARGE_METHOD_ROUTES, DELIVERY_ROUTES, PAY_METHOD_ROUTES, REFERENCE_ROUTES } from './catalog.js';
import { CUSTOMER_ROUTES } from './customer.js';
import { DRAFT_ROUTES } from './draft.js';
import { FINANCE_ROUTES, STATISTICS_ROUTES } from './finance.js';
import { GARAGE_ROUTES } from './garage.js';
import { HISTORY_ROUTES } from './history.js';
import { MESSAGE_ROUTES } from './message.js';
import { ORDER_ROUTES } from './order.js';
import { PRODUCT_ROUTES } from './product.js';
import { PROVIDER_ROUTES } from './provider.js';
import { RECEIPT_ROUTES } from './receipt.js';
import { ROADMAP_ROUTES } from './roadmap.js';
import { SETTINGS_ROUTES } from './settings.js';
import { INVENTORY_ROUTES, RECORD_ROUTES, TRACKER_ROUTES } from './stock.js';
import { SYNC_ROUTES } from './sync.js';
import { THIRD_ROUTES } from './third.js';
import type { RouteDef } from './types.js';
import { USER_ROUTES } from './user.js';
import { WITHDRAWAL_ROUTES } from './withdrawal.js';

export type { HttpMethod, OwnerScope, RouteAccess, RouteDef } from './types.js';

const TABLE = [
  ...AUDIT_ROUTES,
  ...AUTH_ROUTES,
  ...ACCOUNT_ROUTES,
  ...BUY_ROUTES,
  ...CASHFLOW_ROUTES,
  ...CART_ROUTES,
  ...CATEGORY_ROUTES,
  ...CUSTOMER_ROUTES,
  ...CHARGE_METHOD_ROUTES,
  ...DELIVERY_ROUTES,
  ...FINANCE_ROUTES,
  ...INVENTORY_ROUTES,
  ...ORDER_ROUTES,
  ...DRAFT_ROUTES,
  ...PAY_METHOD_ROUTES,
  ...PRODUCT_ROUTES,
  ...PROVIDER_ROUTES,
  ...RECEIPT_ROUTES,
  ...RECORD_ROUTES,
  ...ROADMAP_ROUTES,
  ...REFERENCE_ROUTES,
  ...STATISTICS_ROUTES,
  ...THIRD_ROUTES,
  ...TRACKER_ROUTES,
  ...USER_ROUTES,
  ...WITHDRAWAL_ROUTES,
  ...GARAGE_ROUTES,
  ...SETTINGS_ROUTES,
  ...SYNC_ROUTES,
  ...HISTORY_ROUTES,
  ...MESSAGE_ROUTES,
] as const;

/** Every route's name, so handler maps can be checked for completeness at compile time. */
export type RouteName = (typeof TABLE)[number]['name'];
/** The route entry of one name, with its exact schemas (for typing a handler's params/query/body). */
export type RouteOf<N extends RouteName> = Extract<(typeof TABLE)[number], { name: N }>;

/** Typed as the literal table (still a `readonly RouteDef[]`) so handler maps can be typed by route name. */
export const ROUTES = TABLE satisfies readonly RouteDef[];

const BY_NAME: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((r) => [r.name, r]));

/** The route of a name; throws on an unknown name, which is a programming error, not input. */
export function routeByName<N extends RouteName>(name: N): RouteOf<N> {
  const route = BY_NAME.get(name);
  if (route === undefined) throw new Error(`no route named ${name}`);
  return route as RouteOf<N>;
}

/** The route of a name that came from outside the code (a log, a test table); undefined when unknown. */
export function findRoute(name: string): RouteDef | undefined {
  return BY_NAME.get(name);
}

/** Each route's path as a pattern, the routes with fewer placeholders first (`/order/v2/draft` before `/order/{id}`). */
const BY_PATH: ReadonlyArray<{ route: RouteDef; pattern: RegExp }> = ROUTES.map((route: RouteDef) => ({
  route,
  holes: (route.path.match(/\{/g) ?? []).length,
  pattern: new RegExp(`^${route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
}))
  .sort((a, b) => a.holes - b.holes)
  .map(({ route, pattern }) => ({ route, pattern }));

/**
 * The route a request was made to, by its method and path as the outbox keeps them
 * (`PUT /order/deliver/65f0…`, without the `/api` base; a query string is ignored); undefined when
 * none matches.
 */
export function routeOfRequest(method: string, path: string): RouteDef | undefined {
  const bare = path.split('?')[0] ?? '';
  return BY_PATH.find(({ route, pattern }) => route.method === method.toUpperCase() && pattern.test(bare))?.route;
}
