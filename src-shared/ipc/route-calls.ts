/**
 * The IPC calls that stand for a REST route, named as the route is (`order.delivery`,
 * `order.draftCreate`), so a feature has one name on every side. They are read off the route
 * table: every write but signing in (the desk signs in through its own calls, auth.ts), and the
 * reads the replica cannot answer. Writes go through the outbox, so they work offline and answer
 * at once, except the few that need the server now.
 */
import { ROUTES, type RouteName, type RouteOf } from '../routes/index.js';
import type { ROUTE_RESPONSES } from '../routes/responses/index.js';
import type { ReadFeatureName } from './read-documents.js';
import { mutation, onlineMutation, serverList, serverRead, type queuedWriteSchema, type RouteCallDef, type RouteInputSchema } from './route-input.js';

type Route = (typeof ROUTES)[number];
type WriteRoute = Exclude<Extract<Route, { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' }>['name'], `auth.${string}`>;

/**
 * Writes sent straight to the server. The profile may carry a password, which must not wait in the
 * replica's outbox; an audit snapshots the server's books at that moment; unlocking a sign-in and
 * retrying a message act on the server's own tables, which the replica does not hold.
 */
const ONLINE_WRITES = [
  'user.profile',
  'user.unlock',
  'message.retry',
  'audit.commercialCreate',
  'audit.partnerCreate',
  'audit.providerCreate',
  'audit.customerCreate',
  // The new audit, or as a dry run the differences it would apply (the route's answer).
  'audit.inventoryCreate',
] as const satisfies readonly WriteRoute[];
type OnlineWrite = (typeof ONLINE_WRITES)[number];

/**
 * Reads answered by the server rather than the replica, computed over data a role may not hold or
 * the replica does not keep: statistics, partner finance, provider balances, a driver's roadmaps
 * with their stops, the customer segments in use plus the seeded ones (domain §8, every customer's),
 * a document's change history for its timeline (and who called off a list's drafts), audits, a user's sign-in lock (the server's count)
 * and the outbound messages. Offline they fail with OFFLINE.
 */
const SERVER_READS = [
  'statistics.main',
  'statistics.finances',
  'statistics.myFinances',
  'statistics.providerBalances',
  'statistics.providerBalance',
  'statistics.cashBalances',
  'statistics.creditors',
  'statistics.partnerHistory',
  'finance.partners',
  'finance.partner',
  'roadmap.byDriver',
  'segment.list',
  'history.list',
  'history.draftClosings',
  'audit.commercialList',
  'audit.partnerList',
  'audit.providerList',
  'audit.customerList',
  'audit.inventoryList',
  'user.lock',
  'message.list',
] as const satisfies readonly RouteName[];
type ServerRead = (typeof SERVER_READS)[number];

/** Server lists of documents the replica reads too, typed as the replica's documents so one screen lists either. */
const SERVER_LISTS = {
  'inventory.shortage': 'product',
  'inventory.negative': 'product',
  'order.due': 'order',
} as const satisfies Partial<Record<RouteName, ReadFeatureName>>;

type Queued<N extends RouteName> = RouteCallDef<N, RouteInputSchema<RouteOf<N>>, typeof queuedWriteSchema>;
type Answered<N extends RouteName> = RouteCallDef<N, RouteInputSchema<RouteOf<N>>, (typeof ROUTE_RESPONSES)[N]>;
type Listed<N extends RouteName, F extends ReadFeatureName> = ReturnType<typeof serverList<N, F>>;

export type RouteWrites = { [N in Exclude<WriteRoute, OnlineWrite>]: Queued<N> } & { [N in OnlineWrite]: Answered<N> };
type RouteReads = { [N in ServerRead]: Answered<N> } & { [N in keyof typeof SERVER_LISTS]: Listed<N, (typeof SERVER_LISTS)[N]> };

const ONLINE: ReadonlySet<string> = new Set(ONLINE_WRITES);

function buildWrites(): RouteWrites {
  const calls: Record<string, unknown> = {};
  for (const { name, method } of ROUTES) {
    if (method === 'GET' || name.startsWith('auth.')) continue;
    calls[name] = ONLINE.has(name) ? onlineMutation(name) : mutation(name);
  }
  return calls as RouteWrites;
}

function buildReads(): RouteReads {
  const calls: Record<string, unknown> = {};
  for (const name of SERVER_READS) calls[name] = serverRead(name);
  for (const [name, feature] of Object.entries(SERVER_LISTS)) calls[name] = serverList(name as keyof typeof SERVER_LISTS, feature);
  return calls as RouteReads;
}

export const ROUTE_WRITES: RouteWrites = buildWrites();

/**
 * The server reads: under their route's name, and under one of their own where the replica's read
 * of the same feature holds it (`account.get` is the replica's account; the server's answers it with
 * its movements). The `serverList`s are the disabled documents the replica does not keep (the sync
 * feed sends a disabled document as a removal), which staff list to enable them again.
 */
export const SERVER_READ_CALLS = {
  ...buildReads(),
  'account.detail': serverRead('account.get'),
  'user.serverList': serverList('user.list', 'user'),
  'garage.serverList': serverList('garage.list', 'garage'),
  'category.serverList': serverList('category.list', 'category'),
  'provider.serverList': serverList('provider.list', 'provider'),
  'product.serverList': serverList('product.list', 'product'),
} as const;
