/**
 * What a queued write looks like to the sync engine: the REST request, and the document as the
 * screens should see it until the server answers. Only what is certain is predicted — a create
 * shows what was sent, an edit shows the sent fields over the current document, each with what
 * the server certainly adds (`server-fields.ts`), a disable hides it from enabled lists —
 * everything else shows the document unchanged (still guarded: a rejection restores the server's
 * version).
 */
import { z } from 'zod';
import type { AnyRouteArgs } from '../../../src-shared/ipc/route-input.js';
import type { RouteDef } from '../../../src-shared/routes/types.js';
import type { ReplicaDoc } from '../../replica/index.js';
import { fillPath, type LinkedChange, type Mutation } from '../../sync/index.js';
import { linkedChanges } from './linked-prediction.js';
import { withServerFields } from './server-fields.js';
import { withPlan, type PlanSources } from './plan-queued.js';
import { plannerOf } from '../../../src-shared/planners/index.js';
import { isRecord } from '../../../src-shared/records.js';
import { BUSINESS_SETTINGS_ID, businessSettingsOf } from '../../../src-shared/business-settings.js';

/** Domain §2: only drafts and roadmaps are removed for real. */
const HARD_DELETES: ReadonlySet<string> = new Set(['order.draftRemove', 'roadmap.remove']);
/** Removals the server makes by disabling the document (domain §2). */
const SOFT_REMOVES: ReadonlySet<string> = new Set(['receipt.remove']);
/** Edits whose body is one field of the document rather than the document. */
const FIELD_EDITS: Readonly<Record<string, string>> = { 'order.delivery': 'delivery', 'buy.withdrawal': 'withdrawal' };
const WHOLE_EDITS = /\.(update|replace|driver|roadmap)$/;

/**
 * Writes of a collection's one document, named by the route rather than the path: the id it
 * always has, and what it holds before its first save (the server makes it then).
 */
const SINGLE_DOCUMENTS: Readonly<Record<string, { id: string; empty: () => ReplicaDoc }>> = {
  'settings.update': { id: BUSINESS_SETTINGS_ID, empty: () => ({ _id: BUSINESS_SETTINGS_ID, ...businessSettingsOf(null) }) },
};

/** Whether a write that names no id in its path writes a collection's one document. */
export const isSingleDocumentWrite = (route: RouteDef): boolean => Object.hasOwn(SINGLE_DOCUMENTS, route.name);

type Fields = Record<string, unknown>;

/** Sent parts are merged into what is there, as the server merges them. */
function merge(base: Fields, patch: Fields): Fields {
  const out: Fields = { ...base };
  for (const [key, value] of Object.entries(patch)) out[key] = isRecord(value) && isRecord(base[key]) ? merge(base[key], value) : value;
  return out;
}

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

function predict(route: RouteDef, existing: ReplicaDoc | undefined, body: Fields | undefined): ReplicaDoc | null {
  if (HARD_DELETES.has(route.name) || existing === undefined) return null;
  if (route.name.endsWith('.disable') || SOFT_REMOVES.has(route.name)) return { ...existing, status: false };
  if (route.name.endsWith('.enable')) return { ...existing, status: true };
  if (body === undefined) return existing;
  const field = FIELD_EDITS[route.name];
  if (field !== undefined) return { ...existing, [field]: merge(isRecord(existing[field]) ? existing[field] : {}, body) };
  if (WHOLE_EDITS.test(route.name)) return { ...merge(existing, body), _id: existing._id };
  return existing;
}

export interface WriteContext extends PlanSources {
  current(collection: string, id: string): ReplicaDoc | undefined;
}

/** The write to queue: planned by the route's shared planner when it has one, else as sent. */
export async function plannedWrite(route: RouteDef, collection: string, args: AnyRouteArgs, context: WriteContext): Promise<Mutation> {
  const sent = sentWrite(route, collection, args, context);
  const planner = plannerOf(route.name);
  return planner === undefined ? sent : withPlan(sent, args, planner, context, isCreate(route));
}

function sentWrite(route: RouteDef, collection: string, args: AnyRouteArgs, context: WriteContext): Mutation {
  const params = (args.params ?? {}) as Readonly<Record<string, string>>;
  let body = isRecord(args.body) ? args.body : undefined;
  const path = withQuery(fillPath(route.path, params), args.query);
  const lookup = (c: string, id: string) => context.current(c, id);
  const facts = (sent: Fields, before: ReplicaDoc | undefined) => ({ body: sent, query: isRecord(args.query) ? args.query : {}, before, lookup });
  if (isCreate(route)) {
    const id = typeof body?._id === 'string' ? body._id : context.newId();
    body = { ...body, _id: id };
    const now = context.now().toISOString();
    const optimistic = withServerFields(route.name, { ...body, _id: id, status: true, createdAt: now, updatedAt: now }, facts(body, undefined));
    return withLinked({ method: route.method, path, body, collection, docId: id, optimistic }, linkedChanges(route, id, body, undefined, optimistic, lookup));
  }
  const single = SINGLE_DOCUMENTS[route.name];
  const docId = params.id ?? single?.id;
  if (docId === undefined) throw new Error(`${route.name} names no document: it cannot be queued`);
  const before = context.current(collection, docId) ?? single?.empty();
  const predicted = predict(route, before, body);
  const optimistic = predicted === null || body === undefined ? predicted : withServerFields(route.name, predicted, facts(body, before));
  return withLinked({ method: route.method, path, ...(body === undefined ? {} : { body }), collection, docId, optimistic }, linkedChanges(route, docId, body, before, optimistic, lookup));
}

const withLinked = (mutation: Mutation, linked: LinkedChange[]): Mutation => (linked.length > 0 ? { ...mutation, linked } : mutation);
