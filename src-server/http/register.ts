/**
 * Registers the shared route table on Fastify: a route exists only if the table names it, and
 * every entry must have a handler. Each request is authenticated, authorised by role, validated
 * with the table's schemas, and (for writes) run in one write transaction with its idempotency
 * record, before the handler sees it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { said } from '../../src-shared/error-keys/index.js';
import { AppError, isAppError } from '../../src-shared/errors.js';
import { detail } from '../../src-shared/schemas/messages.js';
import type { RouteDef } from '../../src-shared/routes/types.js';
import { runWrite } from '../db/write.js';
import type { ServerDeps } from '../deps.js';
import { checkSession, mayEndSessions } from '../features/auth/sessions.js';
import { sessionGuard } from '../features/auth/session-guard.js';
import { answerJson, HttpResult, JsonText, type Caller, type Handler, type HandlerContext } from './context.js';
import { bodyReviewOf } from './define.js';
import { validationError } from './errors.js';
import { ParsedQueries, queryText } from './parsed-queries.js';
import { queryFieldNotUtf8 } from './query-bytes.js';
import { findStoredResponse, IDEMPOTENCY_HEADER, readIdempotencyKey, requestHash, storeResponse, type KeyedRequest } from './idempotency.js';

export const API_BASE = '/api';

export function fastifyPath(path: string): string {
  return API_BASE + path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * A query that names a field twice (`?page=1&page=2`) means two things, as a body that does: it is
 * refused naming the field instead of answering that the field is of the wrong type.
 */
function queryNamedTwice(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  return Object.entries(value).find(([, v]) => Array.isArray(v))?.[0] ?? null;
}

function parsePart(schema: z.ZodType | undefined, value: unknown, part: 'body' | 'query' | 'params'): unknown {
  const twice = part === 'query' ? queryNamedTwice(value) : null;
  if (twice !== null) throw AppError.invalid(twice, said('request.queryFieldTwice', { field: twice }));
  if (!schema) {
    if (part === 'body' && value !== undefined && value !== null && !(typeof value === 'object' && Object.keys(value).length === 0)) {
      throw AppError.invalid('', said('request.noBody', {}));
    }
    return undefined;
  }
  // No body (none sent, or an empty one whatever its media type, bodies.ts) reads as `{}`: a body
  // whose every field is optional may be left out; one that needs a field says the body is missing.
  const missing = part === 'body' && value === undefined;
  const result = schema.safeParse(missing ? {} : value);
  if (result.success) return result.data;
  if (missing) throw AppError.validation([detail('', said('request.emptyBody', {})), ...(validationError(result.error, part).details ?? [])]);
  throw validationError(result.error, part);
}

/** The body, or a 400 naming every problem: the schema's, plus the handler's review of the refused body. */
async function parseBody(route: RouteDef, value: unknown, handler: Handler, deps: ServerDeps): Promise<unknown> {
  try {
    return parsePart(route.body, value, 'body');
  } catch (error) {
    const review = bodyReviewOf(handler);
    if (!review || !isAppError(error) || error.code !== 'VALIDATION') throw error;
    const details = [...(error.details ?? []), ...(await review(deps.database.db, value))];
    // In path order (rows.2 before rows.10), so a list of bad rows reads top to bottom.
    details.sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true }));
    throw AppError.validation(details);
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The caller behind the request's token, refused (401/403) when there is none or its role may not
 * call the route. A caller checked a moment ago is taken as it is kept (session-cache.ts), in the
 * same tick: no promise to wait for, as most requests of a signed-in screen are such; otherwise its
 * session is read. A write checks its session again as it commits, inside its transaction
 * (session-guard.ts).
 */
function resolveCaller(route: RouteDef, request: FastifyRequest, deps: ServerDeps, now: Date): Caller | null | Promise<Caller> {
  if (route.access === 'anonymous') return null;
  const token = bearerToken(request);
  if (!token) throw AppError.refuse('UNAUTHORIZED', said('auth.signInRequired', {}));
  const kept = deps.sessions.kept(token, now);
  if (kept) return allowed(route, kept);
  return deps.sessions.caller(token, now, () => checkSession(deps.database, token, now)).then((caller) => allowed(route, caller));
}

function allowed(route: RouteDef, caller: Caller | null): Caller {
  if (!caller) throw AppError.refuse('UNAUTHORIZED', said('auth.sessionExpired', {}));
  if (!route.access.includes(caller.role)) throw AppError.refuse('FORBIDDEN', said('auth.roleMayNot', { role: caller.role, method: route.method, path: route.path }));
  return caller;
}

function send(reply: FastifyReply, result: unknown): FastifyReply {
  if (result instanceof JsonText) return reply.status(200).type('application/json; charset=utf-8').send(result.json);
  if (result instanceof HttpResult) void reply.headers(result.headers);
  if (result instanceof HttpResult && result.body instanceof JsonText) return reply.status(result.status).type('application/json; charset=utf-8').send(result.body.json);
  if (result instanceof HttpResult) return reply.status(result.status).send(result.body);
  return reply.status(200).send(result ?? null);
}

function principalOf(caller: Caller | null, ip: string): string {
  return caller ? `${caller.kind}:${caller.id}` : `anonymous:${ip}`;
}

/** The query, or a 400 naming the field: its escapes, a field named twice, the schema. */
function parseQuery(route: RouteDef, request: FastifyRequest): unknown {
  const notUtf8 = queryFieldNotUtf8(request.url);
  if (notUtf8 !== null) throw AppError.invalid(notUtf8, said('request.queryNotUtf8', { field: notUtf8 }));
  return parsePart(route.query, request.query, 'query');
}

function makeHandler(route: RouteDef, handler: Handler, deps: ServerDeps) {
  const isWrite = route.method !== 'GET';
  // A read's query, parsed once per text (parsed-queries.ts); a write's is parsed every time.
  const queries = !isWrite && route.query ? new ParsedQueries() : null;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const now = deps.clock();
    const found = resolveCaller(route, request, deps, now);
    const caller = found instanceof Promise ? await found : found;
    const params = parsePart(route.params, request.params, 'params');
    const query = queries ? queries.of(queryText(request.url), () => parseQuery(route, request)) : parseQuery(route, request);
    // A route without a body schema sent no body (or `null`) has none: no review to wait for.
    const body = route.body || (request.body !== undefined && request.body !== null) ? await parseBody(route, request.body, handler, deps) : undefined;
    const anonymousKey = isWrite && route.access === 'anonymous' ? readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]) : null;
    const base = { params, query, body, caller, deps, ip: request.ip, now, anonymousKey };
    const run = handler as (ctx: HandlerContext) => Promise<unknown>;
    if (!isWrite) return send(reply, await run({ ...base, db: deps.database.db, tx: null }));

    // Anonymous calls (sign-in, OTP, pairing) prove who the caller is with what they send, and their
    // principal is only a client address: a stored answer would hand its session token, kept in
    // clear, to anyone repeating the key from that address without the credentials. Never replayed
    // here; a handler that can do it safely gets the key as `anonymousKey`.
    const key = route.access === 'anonymous' ? null : readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
    const path = request.url.split('?')[0] ?? request.url;
    const keyed: KeyedRequest | null = key ? { key, principal: principalOf(caller, request.ip), method: route.method, path, hash: requestHash(request.query, request.body) } : null;
    let committedError: HttpResult | null = null;
    try {
      const guard = caller ? sessionGuard(caller, now) : null;
      const result = await runWrite(deps.database, { actor: caller?.id ?? null, device: caller?.device ?? null, route: route.name, now, guard }, async (tx) => {
        // Callers kept by this server are dropped once a write that may end a session commits (sessions.ts).
        tx.afterCommit(() => {
          if (mayEndSessions(tx)) deps.sessions.clear();
        });
        if (keyed) {
          const stored = await findStoredResponse(tx, keyed);
          if (stored) return new HttpResult(stored.status, new JsonText(stored.json));
        }
        const answer = await run({ ...base, db: tx.trx, tx });
        const response = answer instanceof HttpResult ? answer : new HttpResult(200, answer ?? null);
        if (response.status >= 400) {
          if (!response.commit) throw new AppError('INTERNAL', 'handler answered an error without committing');
          committedError = response;
          return response;
        }
        if (!keyed) return response;
        const json = answerJson(response.body);
        storeResponse(tx, keyed, { status: response.status, json });
        return new HttpResult(response.status, new JsonText(json));
      });
      return send(reply, result);
    } catch (error) {
      if (committedError) return send(reply, committedError);
      throw error;
    }
  };
}

export function registerRoutes(app: FastifyInstance, routes: readonly RouteDef[], handlers: Readonly<Record<string, Handler>>, deps: ServerDeps): void {
  const known = new Set(routes.map((r) => r.name));
  const stray = Object.keys(handlers).filter((name) => !known.has(name));
  if (stray.length > 0) throw new Error(`handlers for routes the table does not have: ${stray.join(', ')}`);
  for (const route of routes) {
    const handler = handlers[route.name] ?? notBuiltYet(route);
    app.route({ method: route.method, url: fastifyPath(route.path), bodyLimit: route.bodyLimit, handler: makeHandler(route, handler, deps) });
  }
}

/** Routes whose feature has not landed yet answer 501 after auth and validation, saying so. */
export function unbuiltRoutes(routes: readonly RouteDef[], handlers: Readonly<Record<string, Handler>>): string[] {
  return routes.filter((r) => !handlers[r.name]).map((r) => r.name);
}

function notBuiltYet(route: RouteDef): Handler {
  return async () => {
    throw new AppError('INTERNAL', `${route.method} ${route.path} is not built yet`, { status: 501 });
  };
}
