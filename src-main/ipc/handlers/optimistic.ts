/**
 * What a queued write looks like to the sync engine: the REST request, and the document as the
 * screens should see it until the server answers. A route with a shared planner
 * (src-shared/planners) shows what its planner builds over the replica (`plan-queued.ts`), the
 * same code the server stores with; a route not planned yet shows only what is certain — a create
 * what was sent, anything else the document unchanged (still guarded: a rejection restores the
 * server's version).
 */
import { z } from 'zod';
import type { AnyRouteArgs } from '../../../src-shared/ipc/route-input.js';
import type { RouteDef } from '../../../src-shared/routes/types.js';
import type { ReplicaDoc } from '../../replica/index.js';
import { fillPath, type Mutation } from '../../sync/index.js';
import { withPlan, type PlanSources } from './plan-queued.js';
import { plannerOf } from '../../../src-shared/planners/index.js';
import { isRecord } from '../../../src-shared/records.js';
import { BUSINESS_SETTINGS_ID } from '../../../src-shared/business-settings.js';
import type { RouteName } from '../../../src-shared/routes/index.js';

/** Writes of a collection's one document, named by the route rather than the path: the id it always has. */
const SINGLE_DOCUMENTS: { readonly [N in RouteName]?: string } = { 'settings.update': BUSINESS_SETTINGS_ID };

/** Whether a write that names no id in its path writes a collection's one document. */
export const isSingleDocumentWrite = (route: RouteDef): boolean => Object.hasOwn(SINGLE_DOCUMENTS, route.name);

/** A create is a POST whose body takes a client-made `_id` (domain §2). */
export function isCreate(route: RouteDef): boolean {
  return route.method === 'POST' && route.body instanceof z.ZodObject && '_id' in route.body.shape;
}

function withQuery(path: string, query: unknown): string {
  const search = new URLSearchParams();
  if (isRecord(query)) for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export interface WriteContext extends PlanSources {
  current(collection: string, id: string): ReplicaDoc | undefined;
}

/** The write to queue: planned by the route's shared planner when it has one, else shown as sent. */
export async function plannedWrite(route: RouteDef, collection: string, args: AnyRouteArgs, context: WriteContext): Promise<Mutation> {
  const sent = requestOf(route, collection, args, context);
  const planner = plannerOf(route.name);
  return planner === undefined ? sent : withPlan(sent, args, planner, context, isCreate(route));
}

/**
 * A route's request, showing the write as sent until its plan replaces it (and when it has none or
 * cannot be planned here): a create's body under its id, an edit's document as the replica holds it.
 */
function requestOf(route: RouteDef, collection: string, args: AnyRouteArgs, context: WriteContext): Mutation {
  const params = (args.params ?? {}) as Readonly<Record<string, string>>;
  const body = isRecord(args.body) ? args.body : undefined;
  const path = withQuery(fillPath(route.path, params), args.query);
  if (isCreate(route)) {
    const id = typeof body?._id === 'string' ? body._id : context.newId();
    const now = context.now().toISOString();
    return { method: route.method, path, body: { ...body, _id: id }, collection, docId: id, optimistic: { ...body, _id: id, status: true, createdAt: now, updatedAt: now } };
  }
  const docId = params.id ?? SINGLE_DOCUMENTS[route.name as RouteName];
  if (docId === undefined) throw new Error(`${route.name} names no document: it cannot be queued`);
  return { method: route.method, path, ...(body === undefined ? {} : { body }), collection, docId, optimistic: context.current(collection, docId) ?? null };
}
