/**
 * The authorisation matrix, generated from the shared route table: every route, called with no
 * token, a bad token, and as every role — on the caller's own object and, for owner-scoped routes,
 * on another partner's, customer's or provider's. No token answers 401, a role outside `access`
 * 403, a role inside gets past both (2xx, or 501 while the feature is not built), and an owner
 * scope hides other owners' objects (404, or left out of lists). Requests come from
 * tests/fixtures/route-requests; a route without an entry there fails.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTES } from '../../../src-shared/routes/index.js';
import { ALL_HANDLERS } from '../../../src-server/features/handlers.js';
import { unbuiltRoutes } from '../../../src-server/http/register.js';
import { ROUTE_REQUESTS } from '../../fixtures/route-requests/index.js';
import { runRouteMatrix } from '../../support/authz-matrix.js';
import { FLAVOURS, startTestServer, type TestServer } from '../../support/server.js';
import { seedWorld, type World } from '../../support/world.js';

const UNBUILT = new Set(unbuiltRoutes(ROUTES, ALL_HANDLERS));

describe('the route-request table', () => {
  it('names only routes of the shared table', () => {
    const known = new Set<string>(ROUTES.map((r) => r.name));
    expect([...ROUTE_REQUESTS.keys()].filter((name) => !known.has(name))).toEqual([]);
  });
});

describe.each(FLAVOURS)('authorisation matrix on %s', (flavour) => {
  let server: TestServer | undefined;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    world = await seedWorld(server);
  });

  afterAll(async () => {
    await server?.close();
  });

  // In table order: calls that disable or remove act on spares, so later routes still find their objects.
  for (const route of ROUTES) {
    it(`${route.name}: ${route.method} ${route.path}`, async () => {
      const entry = ROUTE_REQUESTS.get(route.name);
      if (!entry) expect.fail(`tests/fixtures/route-requests has no entry for ${route.name}: add how to build a valid request`);
      expect(await runRouteMatrix(world, route, entry, !UNBUILT.has(route.name))).toEqual([]);
    });
  }
});
