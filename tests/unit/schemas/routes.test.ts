import { describe, expect, it } from 'vitest';
import { ROUTES as TABLE, findRoute, routeByName } from '../../../src-shared/routes/index.js';
import type { RouteDef } from '../../../src-shared/routes/types.js';
import { details } from './helpers.js';

const ROUTES: readonly RouteDef[] = TABLE;

const call = (r: RouteDef): string => `${r.method} ${r.path}`;
const reachableBy = (role: string): string[] =>
  ROUTES.filter((r) => r.access !== 'anonymous' && (r.access as readonly string[]).includes(role))
    .map(call)
    .sort();

describe('route lookup', () => {
  it('finds a route by name', () => {
    expect(call(routeByName('order.confirm'))).toBe('PUT /order/confirm/{id}');
    expect(findRoute('order.nope')).toBeUndefined();
    expect(() => routeByName('order.nope' as 'order.confirm')).toThrow('no route named order.nope');
  });
});

describe('the route table', () => {
  it('flags exactly our additions as extensions', () => {
    expect(
      ROUTES.filter((r) => r.extension)
        .map(call)
        .sort(),
    ).toEqual(
      [
        'GET /sync/pull',
        'GET /history',
        'GET /history/draft-closings',
        'POST /auth/pair',
        'POST /auth/signout',
        'GET /auth/me',
        'GET /garage',
        'GET /garage/{id}',
        'POST /garage',
        'PATCH /garage/{id}',
        'PUT /garage/{id}',
        'PUT /garage/{id}/enable',
        'PATCH /buy/{id}/roadmap',
        'PATCH /order/{id}/roadmap',
        'GET /user/{id}/lock',
        'PUT /user/{id}/unlock',
        'GET /settings/business',
        'PATCH /settings/business',
        'GET /message',
        'PUT /message/{id}/retry',
      ].sort(),
    );
  });

  it('validates every id placeholder as a 24-hex id', () => {
    const problems: string[] = [];
    for (const route of ROUTES) {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').filter((n) => n !== 'code');
      if (names.length === 0) continue;
      const got = details(route.params!, Object.fromEntries(names.map((n) => [n, 'x'])));
      const want = names.map((n) => ({ path: n, message: `${n} must be a 24-hex-character id` }));
      if (JSON.stringify(got) !== JSON.stringify(want)) problems.push(call(route));
    }
    expect(problems).toEqual([]);
  });

  it('rejects unknown fields in every body and unknown keys in every query', () => {
    const loose = ROUTES.filter((r) => {
      const body = r.body && !details(r.body, { zzz: 1 }).some((d) => d.message === 'unknown field: zzz');
      const query = r.query && !details(r.query, { zzz: '1' }).some((d) => d.message === 'unknown field: zzz');
      return body || query;
    });
    expect(loose.map(call)).toEqual([]);
  });

  it('gives POST /order its pricing flags as query parameters', () => {
    expect(routeByName('order.create').query.parse({ isBudget: 'true', isSupply: 'false' })).toEqual({ isBudget: true, isSupply: false });
  });

  it('sets an owner scope only where a role it restricts may call', () => {
    const needs: Record<string, string> = { partner: 'AV', customer: 'CUSTOMER', provider: 'PROVEEDOR', providerFlow: 'COMPRAS' };
    const bad = ROUTES.filter((r) =>
      (r.owner ?? []).some((scope) => {
        if (r.access === 'anonymous') return true;
        const role = needs[scope];
        return role !== undefined && !(r.access as readonly string[]).includes(role);
      }),
    );
    expect(bad.map(call)).toEqual([]);
  });

  it('holds AV, CUSTOMER and PROVEEDOR to their own objects on every route they reach', () => {
    const scopeOf: Record<string, string[]> = { AV: ['partner', 'self'], CUSTOMER: ['customer'], PROVEEDOR: ['provider', 'self'] };
    // Reference and catalog reads, and the caller's own session, concern no one's objects.
    const shared = /^(GET \/(product|category|delivery|provider|chargeMethod|segment|tax|garage|settings)\b|GET \/auth\/me|POST \/auth\/signout)/;
    const unscoped = Object.entries(scopeOf).flatMap(([role, scopes]) =>
      ROUTES.filter((r) => r.access !== 'anonymous' && (r.access as readonly string[]).includes(role))
        .filter((r) => !shared.test(call(r)) && !(r.owner ?? []).some((s) => scopes.includes(s)))
        .map((r) => `${role} ${call(r)}`),
    );
    expect(unscoped).toEqual([]);
  });

  it('lets a customer reach only the public catalog, its drafts, carts, orders and account (and their history), and its session', () => {
    expect(reachableBy('CUSTOMER')).toEqual(
      [
        'GET /auth/me',
        'POST /auth/signout',
        'GET /sync/pull',
        'GET /history',
        'GET /product/public',
        'GET /product/{id}',
        'GET /category/public',
        'GET /category/{id}',
        'GET /delivery/public',
        'GET /delivery/{id}/message',
        'GET /order/v2/draft',
        'POST /order/draft',
        'PUT /order/v2/draft/confirm/{id}',
        'DELETE /order/v2/draft/{id}',
        'GET /cart',
        'GET /cart/{id}',
        'POST /cart',
        'PUT /cart/{id}',
        'PATCH /cart/{id}',
        'GET /order',
        'GET /order/{id}',
        'GET /account',
        'GET /account/{id}',
      ].sort(),
    );
  });

  it('lets a provider read only its own buys, receipts and record (and their history), and the products they name', () => {
    expect(reachableBy('PROVEEDOR')).toEqual(
      [
        'GET /auth/me',
        'POST /auth/signout',
        'GET /sync/pull',
        'GET /history',
        'PUT /user/profile',
        'GET /buy',
        'GET /buy/{id}',
        'GET /receipt',
        'GET /receipt/{id}',
        'GET /provider/{id}',
        // By name and unit, its own provider's only (view providerProduct).
        'GET /product/{id}',
      ].sort(),
    );
  });

  it('keeps preparing and delivering away from partners and purchasing', () => {
    const moves = ['order.prepare', 'order.rollbackPrepare', 'order.deliver', 'order.rollbackDeliver'] as const;
    for (const name of moves) expect(routeByName(name).access).toEqual(['ADMIN', 'OPERACION']);
  });
});
