/**
 * One route of the authorisation matrix: no token, a bad token, then every role on its own object
 * and — for owner-scoped routes — on another partner's, customer's or provider's. Returns one line
 * per call whose answer is not the expected one, so a failing route lists every wrong cell at once.
 */
import { type Role, ROLES } from '../../src-shared/constants/roles.js';
import type { OwnerScope, RouteDef } from '../../src-shared/routes/types.js';
import { answerIds, type OtherOwner, type RouteCase, type RouteRequest } from '../fixtures/route-requests/index.js';
import { callRoute, summary } from './route-call.js';
import type { ApiResponse } from './server.js';
import type { World } from './world.js';

/** The role each owner scope holds to its own documents (routes/types.ts). */
const SCOPED_ROLE: Readonly<Record<OwnerScope, Role>> = {
  partner: 'AV',
  customer: 'CUSTOMER',
  provider: 'PROVEEDOR',
  self: 'AV',
  providerFlow: 'COMPRAS',
};

export function mayCall(route: RouteDef, role: Role): boolean {
  return route.access === 'anonymous' || route.access.includes(role);
}

/** The roles of `access` an owner scope of the route holds to their own documents. */
export function restrictedRoles(route: RouteDef): ReadonlySet<Role> {
  return new Set((route.owner ?? []).map((scope) => SCOPED_ROLE[scope]).filter((role) => mayCall(route, role)));
}

/** What a call must answer: an exact status, any 2xx, or a refusal that does not reveal the object. */
type Expected = { status: number } | 'success' | { refusedField: string };

function verdict(response: ApiResponse, expected: Expected): string | null {
  if (expected === 'success') return response.status >= 200 && response.status < 300 ? null : 'expected 2xx';
  if ('status' in expected) return response.status === expected.status ? null : `expected ${expected.status}`;
  if (response.status === 404) return null;
  const details = (response.body as { details?: Array<{ path: string }> } | null)?.details ?? [];
  if (response.status === 400 && details.length > 0 && details.every((d) => d.path === expected.refusedField)) return null;
  return `expected 404, or 400 naming ${expected.refusedField}`;
}

function checkEntryShape(route: RouteDef, entry: RouteCase, built: boolean): string[] {
  const problems: string[] = [];
  const scoped = (route.owner ?? []).length > 0;
  if (scoped && !entry.other) problems.push(`the route has owner scope ${route.owner?.join(', ')}: its entry must say what another owner's object is (other)`);
  if (!scoped && entry.other) problems.push('the route has no owner scope, but its entry gives another owner (other)');
  if (built && entry.pending) {
    problems.push(`the route has a handler now, but its entry still names placeholders (${entry.pending}): seed real documents in tests/support/world.ts and drop "pending"`);
  }
  return problems;
}

function listProblems(other: OtherOwner | undefined, w: World, role: Role, response: ApiResponse): string[] {
  if (other?.kind !== 'list' || response.status < 200 || response.status >= 300) return [];
  const ids = new Set((other.ids ?? answerIds)(response.body));
  const sight = other.sight(w, role);
  return [
    ...sight.shown.filter((id) => !ids.has(id)).map((id) => `${role}: the list must show ${id} but does not`),
    ...sight.hidden.filter((id) => ids.has(id)).map((id) => `${role}: the list must hide ${id} but shows it`),
  ];
}

export async function runRouteMatrix(w: World, route: RouteDef, entry: RouteCase, built: boolean): Promise<string[]> {
  const failures = checkEntryShape(route, entry, built);
  const handled: Expected = built ? 'success' : { status: 501 };
  const restricted = restrictedRoles(route);
  const attempt = async (label: string, request: RouteRequest, token: string | null, expected: Expected) => {
    const response = await callRoute(w.api, route, request, { token });
    const problem = verdict(response, expected);
    if (problem) failures.push(`${label} → ${summary(response)}, ${problem}`);
    return response;
  };

  const anonymousExpected: Expected = route.access === 'anonymous' ? handled : { status: 401 };
  await attempt('no token', await entry.request(w, null), null, anonymousExpected);
  await attempt('bad token', await entry.request(w, null), 'not-a-session-token', anonymousExpected);

  for (const role of ROLES) {
    const token = async () => (entry.freshToken ? w.mintToken(role) : w.tokens[role]);
    const allowed = mayCall(route, role);
    const response = await attempt(`${role} own`, await entry.request(w, role), await token(), allowed ? handled : { status: 403 });
    if (allowed) failures.push(...listProblems(entry.other, w, role, response));

    const other = entry.other;
    if (other?.kind !== 'object' && other?.kind !== 'reference') continue;
    const request = await other.request(w);
    let expected: Expected = allowed ? handled : { status: 403 };
    if (allowed && built && restricted.has(role)) expected = other.kind === 'object' ? { status: 404 } : { refusedField: other.field };
    await attempt(`${role} other owner's`, request, await token(), expected);
  }
  return failures;
}
