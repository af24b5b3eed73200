/** Calls one route of the shared table with a request from the route-request fixture table. */
import type { RouteDef } from '../../src-shared/routes/types.js';
import type { RouteRequest } from '../fixtures/route-requests/types.js';
import { call, type ApiResponse } from './server.js';

/** The route's path with its `{param}` placeholders filled (URL-encoded) and the query appended. */
export function routeUrl(route: RouteDef, request: RouteRequest): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${route.name}: the request gives no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(request.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

export interface RouteCallOptions {
  token?: string | null;
  headers?: Record<string, string>;
  rawBody?: string;
}

export function callRoute<T = unknown>(api: string, route: RouteDef, request: RouteRequest, options: RouteCallOptions = {}): Promise<ApiResponse<T>> {
  const { token = null, headers, rawBody } = options;
  return call<T>(api, route.method, routeUrl(route, request), {
    token,
    ...(rawBody === undefined ? { body: request.body } : { rawBody }),
    ...(headers ? { headers } : {}),
  });
}

/** The first line of an error answer, for failure messages. */
export function summary(response: ApiResponse): string {
  const body = response.body as { message?: unknown } | null;
  const message = typeof body?.message === 'string' ? `: ${body.message}` : '';
  return `${response.status}${message}`;
}
