/**
 * What a role gets of each collection through its read routes (src-shared/routes/reads.ts), sync
 * pulls and history, fetched over HTTP, for the visibility matrix to compare.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Role } from '../../src-shared/constants/roles.js';
import { COLLECTION_READS, type CollectionName } from '../../src-shared/routes/reads.js';
import { findRoute } from '../../src-shared/routes/index.js';
import { call } from './server.js';

export type Json = Record<string, unknown>;

interface Change {
  collection: string;
  id: string;
  deleted: boolean;
  doc?: Json;
}

/** Every document a whole pull gives, by collection and id (null: a tombstone). */
export async function pullEverything(api: string, token: string): Promise<Map<string, Map<string, Json | null>>> {
  const out = new Map<string, Map<string, Json | null>>();
  for (let cursor = 0; ;) {
    const answer = await call<{ cursor: number; hasMore: boolean; changes: Change[] }>(api, 'GET', `/sync/pull?cursor=${cursor}&limit=500`, { token });
    if (answer.status !== 200) throw new Error(`sync pull answered ${answer.status}`);
    for (const change of answer.body.changes) {
      const docs = out.get(change.collection) ?? new Map<string, Json | null>();
      docs.set(change.id, change.deleted ? null : (change.doc ?? null));
      out.set(change.collection, docs);
    }
    if (!answer.body.hasMore) return out;
    cursor = answer.body.cursor;
  }
}

const mayCall = (role: Role, name: string): boolean => {
  const access = findRoute(name)?.access;
  return access !== undefined && access !== 'anonymous' && access.includes(role);
};

async function listed(api: string, token: string, path: string): Promise<Json[]> {
  const out: Json[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await call<{ docs?: Json[]; pages?: number }>(api, 'GET', `${path}?limit=200&page=${page}`, { token });
    // A collection of one document (the business settings) is read whole, not a page at a time.
    if (answer.status === 200 && answer.body.docs === undefined && typeof (answer.body as Json)._id === 'string') return [answer.body as Json];
    if (answer.status !== 200 || !Array.isArray(answer.body.docs)) throw new Error(`GET ${path} answered ${answer.status}`);
    out.push(...answer.body.docs);
    if (page >= (answer.body.pages ?? 1)) return out;
  }
}

/**
 * The documents of a collection the role's read routes give it, by id: each list read in full, and
 * each `{id}` read asked for every id in `ids`. Reads by another key (a product's records, a
 * driver's roadmaps) answer part of a list, so they are left to it.
 */
export async function routeDocs(api: string, token: string, role: Role, collection: CollectionName, ids: readonly string[]): Promise<Map<string, Json>> {
  const out = new Map<string, Json>();
  for (const name of COLLECTION_READS[collection].routes) {
    const route = findRoute(name);
    if (!route || !mayCall(role, name)) continue;
    if (route.path.endsWith('/{id}')) {
      for (const id of ids) {
        const answer = await call<Json>(api, 'GET', route.path.replace('{id}', id), { token });
        if (answer.status !== 200) continue;
        const found = collection === 'accountMovements' ? ((answer.body.movements as Json[] | undefined) ?? []) : [answer.body];
        for (const doc of found) out.set(String(doc._id), doc);
      }
    } else if (!route.path.includes('{')) {
      for (const doc of await listed(api, token, route.path)) out.set(String(doc._id), doc);
    }
  }
  return out;
}

/** The fields of `shown` its read route does not give, or gives with another value. */
export function fieldsBeyond(shown: Json, given: Json): string[] {
  return Object.keys(shown).filter((key) => !isDeepStrictEqual(shown[key], given[key]));
}

/** Every key anywhere in a JSON value, nested objects and arrays included. */
export function keysDeep(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysDeep(item, out);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      out.add(key);
      keysDeep(inner, out);
    }
  }
  return out;
}
