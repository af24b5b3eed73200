/**
 * IPC calls that stand for one REST route of the table (`order.confirm` → `PUT /order/confirm/{id}`).
 * A screen passes one flat object (`{ id, date }`); it is split into the route's path parameters,
 * query and body, and each part is checked by the route's own shared schema, so the IPC and the
 * server can never disagree on what is valid. Error paths stay flat, as the screen wrote them.
 */
import { z } from 'zod';
import { findRoute, type RouteDef, type RouteName, type RouteOf } from '../routes/index.js';
import { responseSchemaOf, type ROUTE_RESPONSES } from '../routes/responses/index.js';
import { pageOf } from '../routes/responses/shapes.js';
import { READ_DOCUMENTS, type ReadFeatureName } from './read-documents.js';
import { contract, issueSaying } from '../schemas/messages.js';
import type { IpcCallDef, Sharpen } from './define.js';

type PartName = 'params' | 'query' | 'body';
type Part<R, K extends PartName> = [R] extends [{ readonly [P in K]: infer S extends z.ZodType }] ? S : undefined;
type PartIn<S> = S extends z.ZodType ? Sharpen<z.input<S>, z.output<S>> : Record<never, never>;
type PartOut<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a route call's input parses to: each part as the route's schema outputs it. */
export interface RouteArgs<R> {
  readonly params: PartOut<Part<R, 'params'>>;
  readonly query: PartOut<Part<R, 'query'>>;
  readonly body: PartOut<Part<R, 'body'>>;
}

/** The same, for code that handles every route alike (the handlers see what the router parsed). */
export interface AnyRouteArgs {
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
}

/** What the screen passes: the three parts' fields side by side. */
export type RouteFlatInput<R> = PartIn<Part<R, 'params'>> & PartIn<Part<R, 'query'>> & PartIn<Part<R, 'body'>>;

export type RouteInputSchema<R> = z.ZodType<RouteArgs<R>, RouteFlatInput<R>>;

const NOTHING = z.strictObject({});

function keysOf(route: RouteDef, part: PartName): readonly string[] {
  const schema = route[part];
  if (schema === undefined) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  throw new Error(`${route.name}: its ${part} schema is not an object, so it cannot be flattened`);
}

/**
 * A field left undefined is treated as absent, as JSON (the browser host's transport) would drop
 * it, so both transports validate alike.
 */
function pick(value: Record<string, unknown>, keep: (key: string) => boolean): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([key, field]) => field !== undefined && keep(key)));
}

/** A part's issue, re-raised on the flat input with its message and path kept as they were. */
function reissue(issue: z.core.$ZodIssue, input: Record<string, unknown>): z.core.$ZodRawIssue {
  const { path, message } = issue;
  if (issue.code === 'unrecognized_keys') return { code: 'unrecognized_keys', keys: issue.keys, path, message, input };
  // The key the part's schema gave the issue (messages.ts `say`) goes along with its words.
  return { code: 'custom', path, message, input, contract: (issue as { contract?: unknown }).contract };
}

export function routeInput<R extends RouteDef>(route: R): RouteInputSchema<R> {
  const paramKeys = keysOf(route, 'params');
  const queryKeys = keysOf(route, 'query');
  const bodyKeys = keysOf(route, 'body');
  const shared = [...paramKeys, ...queryKeys].filter((key, i, all) => all.indexOf(key) !== i || bodyKeys.includes(key));
  // A field in two parts could not be told apart once flattened: a table mistake, caught on load.
  if (shared.length > 0) throw new Error(`${route.name}: ${shared.join(', ')} appear in more than one part`);
  const inParams = (key: string) => paramKeys.includes(key);
  const inQuery = (key: string) => queryKeys.includes(key);

  const schema = z.unknown().transform((value, ctx) => {
    const flat = value ?? {};
    if (typeof flat !== 'object' || Array.isArray(flat)) {
      ctx.issues.push({ code: 'invalid_type', expected: 'object', input: value, ...issueSaying(contract.wrongType('input', 'object')) });
      return z.NEVER;
    }
    const record = flat as Record<string, unknown>;
    const parse = (part: z.ZodType | undefined, fields: Record<string, unknown>) => {
      const result = (part ?? NOTHING).safeParse(fields);
      if (!result.success) for (const issue of result.error.issues) ctx.issues.push(reissue(issue, fields));
      return result.success && part !== undefined ? result.data : undefined;
    };
    const params = parse(route.params, pick(record, inParams));
    const query = parse(route.query, pick(record, inQuery));
    const body = parse(
      route.body,
      pick(record, (key) => !inParams(key) && !inQuery(key)),
    );
    return { params, query, body };
  });
  return schema as unknown as RouteInputSchema<R>;
}

/**
 * A write goes to the outbox and answers at once (design.md data flow): the id of the document it
 * writes (the client-made `_id` of a create) and the outbox entry that will carry it to the server.
 */
export const queuedWriteSchema = z.object({ id: z.string().nullable(), entry: z.string() });
export type QueuedWrite = z.output<typeof queuedWriteSchema>;

export interface RouteCallDef<N extends RouteName, I extends z.ZodType, O extends z.ZodType> extends IpcCallDef<I, O> {
  readonly route: N;
  /** Sent straight to the server instead of through the outbox (secrets must not wait in the replica). */
  readonly online: boolean;
  /** A read of the server (a report, a list): what an export may page through; a write is never one. */
  readonly read: boolean;
}

/** A write through the outbox, for the route named `name`. */
export function mutation<const N extends RouteName>(name: N): RouteCallDef<N, RouteInputSchema<RouteOf<N>>, typeof queuedWriteSchema> {
  return { input: inputOf(name), output: queuedWriteSchema, route: name, online: false, read: false };
}

/** A write that needs the server now; it answers what the route answers (its response schema). */
export function onlineMutation<const N extends RouteName>(name: N): RouteCallDef<N, RouteInputSchema<RouteOf<N>>, (typeof ROUTE_RESPONSES)[N]> {
  return { input: inputOf(name), output: responseSchemaOf(name), route: name, online: true, read: false };
}

/**
 * A read the replica cannot answer (statistics, balances, audits: computed by the server over data
 * a role may not hold), asked of the server now; offline it fails with OFFLINE.
 */
export function serverRead<const N extends RouteName>(name: N): RouteCallDef<N, RouteInputSchema<RouteOf<N>>, (typeof ROUTE_RESPONSES)[N]> {
  return { input: inputOf(name), output: responseSchemaOf(name), route: name, online: true, read: true };
}

/**
 * The server's list of documents of a collection the replica reads too (the disabled ones, the
 * shortages, the orders due): typed as the replica's read documents, so one screen lists either.
 * The API client has checked the answer against the route's schema already.
 */
export function serverList<const N extends RouteName, F extends ReadFeatureName>(name: N, feature: F) {
  return { ...serverRead(name), output: pageOf(READ_DOCUMENTS[feature]) };
}

/** Typed by the caller's signature: checking a generic name against the whole table is too much for the compiler. */
function inputOf(name: RouteName): never {
  const route = findRoute(name);
  if (route === undefined) throw new Error(`no route named ${name}`);
  return routeInput(route) as never;
}
