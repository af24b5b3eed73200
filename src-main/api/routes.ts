/**
 * Routes of the shared table by name (`customer.get` with `{ params: { id } }`), so callers never
 * retype a method or path: `ApiClient.call` uses it, and IPC handlers use `routeTarget` for the
 * method and path a mutation records in the outbox.
 */
import { routeByName, type RouteName } from '../../src-shared/routes/index.js';
import type { HttpMethod } from '../../src-shared/routes/types.js';
import type { QueryValue } from './client.js';

export interface RouteInput {
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  idempotencyKey?: string;
}

/** `/customer/{id}` with `{ id }` → `/customer/65f0…` (each value URL-encoded). */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** The method and path a route name stands for, parameters filled: what a mutation records. */
export function routeTarget(name: RouteName, params?: Readonly<Record<string, string>>): { method: HttpMethod; path: string } {
  const route = routeByName(name);
  return { method: route.method, path: fillPath(route.path, params) };
}
