/**
 * Every successful answer a test receives is checked against its route's response schema
 * (src-shared/routes/responses): the request's method and path find the route of the shared table,
 * the way the server's router does (a fixed segment before a `{param}`: `/order/due` is not an id).
 */
import { ROUTES, type RouteName } from '../../src-shared/routes/index.js';
import { ROUTE_RESPONSES } from '../../src-shared/routes/responses/index.js';

interface Matcher {
  readonly name: RouteName;
  readonly method: string;
  readonly pattern: RegExp;
  /** Fewer placeholders first: the most specific route wins. */
  readonly params: number;
}

const MATCHERS: readonly Matcher[] = ROUTES.map((route) => ({
  name: route.name,
  method: route.method,
  pattern: new RegExp(`^${route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`),
  params: (route.path.match(/\{/g) ?? []).length,
})).sort((a, b) => a.params - b.params);

/** The route a request reaches; `path` is relative to the API base, with or without a query. */
export function routeOfRequest(method: string, path: string): RouteName | undefined {
  const bare = path.split('?')[0] ?? '';
  return MATCHERS.find((m) => m.method === method.toUpperCase() && m.pattern.test(bare))?.name;
}

/** Throws, naming the route and the fields, when a 2xx answer of a table route breaks its schema. */
export function checkRouteAnswer(method: string, path: string, status: number, body: unknown): void {
  if (status < 200 || status >= 300) return;
  const name = routeOfRequest(method, path);
  if (name === undefined) return;
  const result = ROUTE_RESPONSES[name].safeParse(body);
  if (result.success) return;
  const problems = result.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`);
  throw new Error(`${name} (${method} ${path}) answered ${status} outside its response schema — ${problems.join('; ')}`);
}
