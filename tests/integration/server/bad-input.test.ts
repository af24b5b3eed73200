/**
 * Bad input on every write route with a body or path params, generated from the shared schemas
 * (tests/support/schema-cases.ts) plus the hand-written cases of tests/fixtures/bad-input-cases.ts:
 * each answers 400 with `details` naming the field and the exact message of
 * src-shared/schemas/messages.ts, and each detail (and the body itself) also carries the key the
 * screens translate, whose English words are that very message; an over-size body answers 413 —
 * and the database, dumped table by table, is exactly as it was before.
 */
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { english, type ErrorText } from '../../../src-shared/error-keys/index.js';
import { leadMessage, type ErrorDetail, type HttpErrorBody } from '../../../src-shared/errors.js';
import { DEFAULT_BODY_LIMIT } from '../../../src-server/http/app.js';
import { ROUTES } from '../../../src-shared/routes/index.js';
import type { RouteDef } from '../../../src-shared/routes/types.js';
import { issuesToDetails } from '../../../src-shared/schemas/messages.js';
import { HAND_CASES, MESSAGE_OVERRIDES } from '../../fixtures/bad-input-cases.js';
import { ROUTE_REQUESTS, type RouteRequest } from '../../fixtures/route-requests/index.js';
import { dumpDatabase, type DatabaseDump } from '../../support/db-dump.js';
import { callRoute, summary } from '../../support/route-call.js';
import { generateBadInputs, type BadInput } from '../../support/schema-cases.js';
import { FLAVOURS, startTestServer, type ApiResponse, type TestServer } from '../../support/server.js';
import { seedWorld, type World } from '../../support/world.js';

const TABLE: readonly RouteDef[] = ROUTES;
const WRITE_ROUTES = TABLE.filter((r) => r.method !== 'GET' && (r.body !== undefined || r.params !== undefined));
/** Just over the route's body limit (1 MiB unless the route sets its own). */
const oversizeBody = (route: RouteDef) => JSON.stringify({ padding: 'x'.repeat(route.bodyLimit ?? DEFAULT_BODY_LIMIT) });

/** Why the valid request would itself fail validation (a fixture mistake), if it would. */
function invalidBase(route: RouteDef, base: RouteRequest): string[] {
  const parts = [
    ['params', route.params, base.params ?? {}],
    ['query', route.query, base.query ?? {}],
    ['body', route.body, base.body ?? {}],
  ] as const;
  return parts.flatMap(([part, schema, value]) => {
    const result = schema?.safeParse(value);
    return result && !result.success ? issuesToDetails(result.error).map((d) => `${part} ${d.path}: ${d.message}`) : [];
  });
}

/** Whether a detail's key words exactly its message: what the screens say is what the contract says. */
const keyWordsMessage = (d: { message: string; key?: string | undefined; params?: unknown }): boolean =>
  d.key !== undefined && english({ key: d.key, params: d.params ?? {} } as ErrorText) === d.message;

function judge(c: BadInput, response: ApiResponse): string | null {
  const body = response.body as HttpErrorBody | null;
  const keyed: readonly ErrorDetail[] = body?.details ?? [];
  const details = keyed.map(({ path, message }) => ({ path, message }));
  const shown = `${summary(response)} ${JSON.stringify(keyed)}`;
  if (response.status !== 400 || body?.statusCode !== 400 || body.error !== 'Bad Request') return `${c.name} → ${shown}, expected 400 Bad Request`;
  if (details[0] === undefined || body.message !== leadMessage(keyed[0] as ErrorDetail)) return `${c.name} → message "${body.message}" is not led by the first detail as every 400's is`;
  if (!keyWordsMessage({ key: body.key, params: body.params, message: keyed[0]?.message ?? '' }) || body.key !== keyed[0]?.key)
    return `${c.name} → the body's key ${String(body.key)} is not the first detail's, or does not word its words`;
  const repeated = details.filter((d, i) => details.findIndex((other) => other.path === d.path) !== i);
  if (repeated.length > 0) return `${c.name} → ${shown} names ${repeated.map((d) => d.path).join(', ')} more than once: one detail per failing field (domain §2)`;
  const unkeyed = keyed.filter((d) => !keyWordsMessage(d));
  if (unkeyed.length > 0) return `${c.name} → ${JSON.stringify(unkeyed)} carry no key that words their message`;
  if (c.exact) return isDeepStrictEqual(details, c.details) ? null : `${c.name} → ${shown}, expected ${JSON.stringify(c.details)}`;
  const paths = new Set(c.details.map((d) => d.path));
  const included = c.details.every((want) => details.some((got) => isDeepStrictEqual(got, want)));
  return included && details.every((d) => paths.has(d.path)) ? null : `${c.name} → ${shown}, expected to include ${JSON.stringify(c.details)} and name no other field`;
}

function casesFor(route: RouteDef, base: RouteRequest): BadInput[] {
  const hand = (HAND_CASES[route.name] ?? []).map((h) => ({ name: h.name, request: h.change(base), details: h.details, exact: true }));
  return [...generateBadInputs(route, base, MESSAGE_OVERRIDES[route.name]), ...hand];
}

describe('the bad-input cases', () => {
  it('are written only for write routes of the shared table', () => {
    const writes = new Set<string>(WRITE_ROUTES.map((r) => r.name));
    expect([...Object.keys(HAND_CASES), ...Object.keys(MESSAGE_OVERRIDES)].filter((name) => !writes.has(name))).toEqual([]);
  });
});

describe.each(FLAVOURS)('bad input on %s', (flavour) => {
  let server: TestServer | undefined;
  let world: World;
  let before: DatabaseDump;
  const bases = new Map<string, RouteRequest>();

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    world = await seedWorld(server);
    // Valid requests first: some are built by making documents, which must happen before the dump.
    for (const route of WRITE_ROUTES) {
      const entry = ROUTE_REQUESTS.get(route.name);
      if (entry) bases.set(route.name, await entry.request(world, 'ADMIN'));
    }
    before = await dumpDatabase(server.database.db);
  });

  afterAll(async () => {
    await server?.close();
  });

  for (const route of WRITE_ROUTES) {
    it(`${route.name}: ${route.method} ${route.path}`, async () => {
      const base = bases.get(route.name);
      if (!base || !server) expect.fail(`tests/fixtures/route-requests has no entry for ${route.name}: add how to build a valid request`);
      expect(invalidBase(route, base), 'the valid request of the fixture table must pass the schemas').toEqual([]);
      const token = route.access === 'anonymous' ? null : world.tokens.ADMIN;
      const cases = casesFor(route, base);
      expect(cases.length).toBeGreaterThan(0);

      const verdicts = await Promise.all(cases.map(async (c) => judge(c, await callRoute(world.api, route, c.request, { token }))));
      expect(verdicts.filter((v) => v !== null)).toEqual([]);

      const oversize = await callRoute(world.api, route, base, { token, rawBody: oversizeBody(route) });
      expect({ status: oversize.status, body: oversize.body }).toEqual({
        status: 413,
        body: { statusCode: 413, error: 'Payload Too Large', message: 'the request body is too large', key: 'request.bodyTooLarge', params: {} },
      });

      expect(await dumpDatabase(server.database.db)).toEqual(before);
    });
  }
});
