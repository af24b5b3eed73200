/**
 * Typed handler maps: a feature declares handlers by route name, and each handler's params, query
 * and body are the outputs of that route's schemas in the shared table — never retyped by hand.
 */
import type { z } from 'zod';
import type { ErrorDetail } from '../../src-shared/errors.js';
import type { ROUTES } from '../../src-shared/routes/index.js';
import type { Reader } from '../db/documents.js';
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

/**
 * Looks at a body its route's schema refused and adds what only the database can tell, so one 400
 * lists every problem at once (an inventory import's unknown product numbers beside its negative
 * counts). It reads only; the details are added to the schema's.
 */
export type BodyReview = (db: Reader, body: unknown) => Promise<readonly ErrorDetail[]>;

const BODY_REVIEW = Symbol('bodyReview');

/** Attaches a review of refused bodies to one handler of a `handlers` map. */
export function withBodyReview<H extends (ctx: never) => Promise<unknown>>(handler: H, review: BodyReview): H {
  return Object.assign(handler, { [BODY_REVIEW]: review });
}

export function bodyReviewOf(handler: Handler): BodyReview | undefined {
  return (handler as Handler & { [BODY_REVIEW]?: BodyReview })[BODY_REVIEW];
}
