/**
 * Plans a desktop write as the app does (`plannedWrite`, over what a replica of the caller holds:
 * every document `/sync/pull` gives that caller), to compare the queued document with the one the
 * real server stores for the same request.
 */
import { plannedWrite, type WriteContext } from '../../src-main/ipc/handlers/optimistic.js';
import type { ReplicaDoc } from '../../src-main/replica/index.js';
import type { Role } from '../../src-shared/constants/roles.js';
import { newId } from '../../src-shared/ids.js';
import { IPC_CONTRACT } from '../../src-shared/ipc/contract.js';
import type { Mutation } from '../../src-main/sync/index.js';
import { routeByName, type RouteName } from '../../src-shared/routes/index.js';
import { expectStatus } from './actors.js';
import { call } from './server.js';
import { NO_LEDGER_READS } from './replica-doubles.js';

interface Pull {
  cursor: number;
  hasMore: boolean;
  changes: Array<{ collection: string; id: string; deleted: boolean; doc?: ReplicaDoc }>;
}

/** What a replica holds for the caller, by `collection/id`. */
export async function replicaOf(url: string, token: string): Promise<Map<string, ReplicaDoc>> {
  const docs = new Map<string, ReplicaDoc>();
  let cursor = 0;
  for (;;) {
    const page = await expectStatus(call<Pull>(url, 'GET', `/sync/pull?cursor=${cursor}&limit=5000`, { token }));
    for (const change of page.changes) {
      if (change.deleted || !change.doc) docs.delete(`${change.collection}/${change.id}`);
      else docs.set(`${change.collection}/${change.id}`, change.doc);
    }
    cursor = page.cursor;
    if (!page.hasMore) return docs;
  }
}

export interface Planner {
  url: string;
  token: string;
  /** The signed-in user as the session holds it. */
  caller: ReplicaDoc & { role: string };
}

/** The write the app would queue for IPC call `name` (route `route`), with `drop` missing from the replica. */
export async function planWrite(planner: Planner, name: keyof typeof IPC_CONTRACT & string, route: RouteName, collection: string, input: unknown, drop: readonly string[] = []): Promise<Mutation> {
  const replica = await replicaOf(planner.url, planner.token);
  for (const key of drop) replica.delete(key);
  const held = (collection: string) => [...replica.entries()].filter(([key]) => key.startsWith(`${collection}/`)).map(([, doc]) => doc);
  const context: WriteContext = {
    current: (c, id) => replica.get(`${c}/${id}`),
    replica: {
      getMany: (collection, ids) => ids.flatMap((id) => replica.get(`${collection}/${id}`) ?? []),
      listIds: (collection) => held(collection).map((doc) => doc._id),
      ...NO_LEDGER_READS,
    },
    signedIn: () => ({ actor: { id: planner.caller._id, role: planner.caller.role as Role }, user: planner.caller }),
    newId: () => newId(new Date()),
    now: () => new Date(),
  };
  return plannedWrite(routeByName(route), collection, IPC_CONTRACT[name].input.parse(input) as never, context);
}

/** Sends the planned request to the server as the planner; the stored document. */
export function sendWrite<T>(planner: Planner, write: Mutation, status: number): Promise<T> {
  return expectStatus(call<T>(planner.url, write.method, write.path, { token: planner.token, body: write.body }), status);
}

/** The fields of `doc` named, to compare what screens read. */
export function fieldsOf(doc: object, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, (doc as Record<string, unknown>)[field]]));
}
