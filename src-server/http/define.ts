/**
 * Typed handler maps: a feature declares handlers by route name, and each handler's params, query
 * and body are the outputs of that route's schemas in the shared table — never retyped by hand.
 */
import type { z } from 'zod';
import type { ROUTES } from '../../src-shared/routes/index.js';
import type { Handler, HandlerContext } from './context.js';

type AnyRoute = (typeof ROUTES)[number];
export type RouteName = AnyRoute['name'];
type RouteOf<N extends RouteName> = Extract<AnyRoute, { name: N }>;
type Part<R, K extends string> = R extends Record<K, infer S> ? (S extends z.ZodType ? z.output<S> : undefined) : undefined;

export type ContextOf<N extends RouteName> = HandlerContext<Part<RouteOf<N>, 'params'>, Part<RouteOf<N>, 'query'>, Part<RouteOf<N>, 'body'>>;

export type HandlerMap = { readonly [N in RouteName]?: (ctx: ContextOf<N>) => Promise<unknown> };

/** Declares a feature's handlers; the registrar checks every name against the table. */
export function handlers<const M extends HandlerMap>(map: M): Readonly<Record<string, Handler>> {
  return map as unknown as Readonly<Record<string, Handler>>;
}
