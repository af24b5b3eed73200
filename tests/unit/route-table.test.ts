import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROLES } from '../../src-shared/constants/roles.js';
import { ROUTES, routeOfRequest } from '../../src-shared/routes/index.js';
import type { RouteDef } from '../../src-shared/routes/types.js';

/** The spec's call list, restated one `METHOD /path` per line (see the file's header). */
const SPEC_CALLS: string[] = readFileSync(new URL('../fixtures/spec-calls.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

/** Sign-in, OTP and redeeming a pairing code are the only calls made without a token (domain §8). */
const ANONYMOUS_CALLS = ['POST /auth/signin', 'POST /auth/otp', 'POST /auth/pair/{code}'];

const routes: readonly RouteDef[] = ROUTES;
const call = (r: RouteDef): string => `${r.method} ${r.path}`;
const placeholders = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
const duplicates = (values: string[]): string[] => [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];

describe('the spec call fixture', () => {
  it('holds 150 distinct well-formed calls', () => {
    expect(SPEC_CALLS).toHaveLength(150);
    expect(duplicates(SPEC_CALLS)).toEqual([]);
    const malformed = SPEC_CALLS.filter((c) => !/^(GET|POST|PUT|PATCH|DELETE) (\/([\w-]+|\{\w+\}))+$/.test(c));
    expect(malformed).toEqual([]);
  });
});

describe('the route table', () => {
  it('serves exactly the spec calls, besides its extensions', () => {
    const table = new Set(routes.filter((r) => !r.extension).map(call));
    const fixture = new Set(SPEC_CALLS);
    const missing = [...fixture].filter((c) => !table.has(c));
    const extra = [...table].filter((c) => !fixture.has(c));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('declares each method and path once', () => {
    expect(duplicates(routes.map(call))).toEqual([]);
  });

  it('gives every route a unique feature.action name', () => {
    expect(duplicates(routes.map((r) => r.name))).toEqual([]);
    expect(routes.filter((r) => !/^[\w-]+\.[\w.-]+$/.test(r.name)).map((r) => r.name)).toEqual([]);
  });

  it('writes paths as the spec does: leading slash, no /api base, no trailing slash', () => {
    const bad = routes.filter((r) => !/^(\/([\w-]+|\{\w+\}))+$/.test(r.path) || r.path.startsWith('/api/'));
    expect(bad.map(call)).toEqual([]);
  });

  it('has a params schema keyed exactly by the placeholders of each path', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const wanted = placeholders(route.path);
      if (wanted.length === 0) {
        if (route.params !== undefined) problems.push(`${call(route)}: params schema without placeholders`);
        continue;
      }
      if (!(route.params instanceof z.ZodObject)) {
        problems.push(`${call(route)}: params is not an object schema`);
        continue;
      }
      const keys = Object.keys(route.params.shape).sort();
      if (keys.join() !== [...wanted].sort().join()) problems.push(`${call(route)}: params keys ${keys.join()}`);
    }
    expect(problems).toEqual([]);
  });

  it('says who may call every route', () => {
    const known = new Set<string>(ROLES);
    const bad = routes.filter((r) => r.access !== 'anonymous' && (r.access.length === 0 || r.access.some((role) => !known.has(role))));
    expect(bad.map(call)).toEqual([]);
  });

  it('lets only sign-in, OTP and pairing through without a token', () => {
    const anonymous = routes.filter((r) => !r.extension && r.access === 'anonymous').map(call);
    expect(anonymous.sort()).toEqual([...ANONYMOUS_CALLS].sort());
  });

  it('takes no body on GET', () => {
    expect(routes.filter((r) => r.method === 'GET' && r.body !== undefined).map(call)).toEqual([]);
  });

  it('extends the spec with sync pull and the pairing code request', () => {
    const extensions = routes.filter((r) => r.extension).map(call);
    expect(extensions).toEqual(expect.arrayContaining(['GET /sync/pull', 'POST /auth/pair']));
  });
});

describe('a request’s route, as the outbox keeps the request', () => {
  it('is found back for every route, its placeholders filled with an id, whatever its query', () => {
    const id = '65f0a1b2c3d4e5f6a7b8c9d0';
    const missed = routes.filter((r) => routeOfRequest(r.method, `${r.path.replace(/\{[^}]+\}/g, id)}?isBudget=true`)?.name !== r.name).map(call);
    expect(missed).toEqual([]);
  });

  it('names the refused delivery of an order, and nothing for a path no route has', () => {
    expect(routeOfRequest('PUT', '/order/deliver/65f0a1b2c3d4e5f6a7b8c9d0')?.name).toBe('order.deliver');
    expect(routeOfRequest('put', '/order/65f0a1b2c3d4e5f6a7b8c9d0')?.name).toBe('order.replace');
    expect(routeOfRequest('PUT', '/nowhere/65f0a1b2c3d4e5f6a7b8c9d0')).toBeUndefined();
  });
});
