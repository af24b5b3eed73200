/**
 * The visibility matrix (domain §8: what a role receives through `GET /sync/pull` and `GET /history`
 * is derived from the same access rules as its routes, never more): for every role and every
 * collection of the seeded world, each document a sync pull gives the role must be one its read
 * routes give it, with no field they do not give; each document those routes give it must come in
 * the pull too (the desktop's screens read the replica); and each history a role may read must be of
 * a document its routes give it, naming only fields they show, and naming as an entry's writer only
 * the caller or a user or customer its routes give it (a customer reads no staff, so its order's
 * history does not say who of them confirmed it). On both databases, over HTTP.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROLES, type Role } from '../../../src-shared/constants/roles.js';
import { HISTORY_ENTITIES, type HistoryEntry } from '../../../src-shared/history.js';
import { STAFF } from '../../../src-shared/routes/access.js';
import { COLLECTION_READS, readRule, type CollectionName } from '../../../src-shared/routes/reads.js';
import type { PageOf } from '../../support/actors.js';
import { call, FLAVOURS, startTestServer, type TestServer } from '../../support/server.js';
import { fieldsBeyond, pullEverything, routeDocs, type Json } from '../../support/visibility.js';
import { seedWorld, type World } from '../../support/world.js';

const COLLECTIONS = Object.keys(COLLECTION_READS) as CollectionName[];

describe.each(FLAVOURS)('visibility matrix on %s', (flavour) => {
  let server: TestServer | undefined;
  let world: World;
  /** Every document there is, as the admin's pull gives it (null: disabled or removed). */
  let everything: Map<string, Map<string, Json | null>>;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    world = await seedWorld(server);
    everything = await pullEverything(world.api, world.tokens.ADMIN);
  });

  afterAll(async () => {
    await server?.close();
  });

  const idsOf = (collection: string): string[] => [...(everything.get(collection) ?? new Map<string, Json | null>()).keys()];
  const liveIdsOf = (collection: string): string[] => [...(everything.get(collection) ?? new Map<string, Json | null>())].flatMap(([id, doc]) => (doc ? [id] : []));
  /** The id a role's caller writes under: its user, or the CUSTOMER's customer. */
  const callerId = (role: Role): string => {
    const users = world.ids.users;
    return { ADMIN: users.admin, AV: users.av1, OPERACION: users.operacion, COMPRAS: users.compras, PROVEEDOR: users.proveedor, CUSTOMER: world.ids.customers.av1 }[role];
  };
  const askedIds = (collection: CollectionName): string[] => idsOf(collection === 'accountMovements' ? 'accounts' : collection);

  // The seeded world has no audit and no movement on account yet: those two compare nothing.
  it('seeds a document in every other collection, so the matrix compares something', () => {
    expect(COLLECTIONS.filter((c) => liveIdsOf(c).length === 0)).toEqual(['accountMovements', 'audits']);
  });

  for (const role of ROLES) {
    it(`${role}: a sync pull gives no document or field its read routes do not, and every one they give`, async () => {
      const pulled = await pullEverything(world.api, world.tokens[role]);
      const problems: string[] = [];
      for (const collection of COLLECTIONS) {
        const given = await routeDocs(world.api, world.tokens[role], role, collection, askedIds(collection));
        const received = pulled.get(collection) ?? new Map<string, Json | null>();
        for (const [id, doc] of received) {
          if (doc === null) continue;
          const route = given.get(id);
          if (!route) problems.push(`${collection} ${id}: pulled, but no read route gives it to ${role}`);
          else for (const field of fieldsBeyond(doc, route)) problems.push(`${collection} ${id}: pulled field ${field} differs from the read route's`);
        }
        const live = new Set(liveIdsOf(collection));
        for (const id of given.keys()) {
          if (live.has(id) && !received.get(id)) problems.push(`${collection} ${id}: a read route gives it to ${role}, the pull does not`);
        }
        if (readRule(role, collection) === null && [...received.values()].some((doc) => doc !== null)) problems.push(`${collection}: pulled by ${role}, which has no read route`);
      }
      expect(problems).toEqual([]);
    });

    it(`${role}: history answers only for documents its read routes give it, with only the fields they show`, async () => {
      const problems: string[] = [];
      // The writers an outside caller may be told about: itself, and the users and customers its read
      // routes give it. Staff, who work side by side, are told every writer.
      const users = await routeDocs(world.api, world.tokens[role], role, 'users', askedIds('users'));
      const customers = await routeDocs(world.api, world.tokens[role], role, 'customers', askedIds('customers'));
      const me = callerId(role);
      const readable = new Set([me, ...users.keys(), ...customers.keys()]);
      const staff = (STAFF as readonly Role[]).includes(role);
      for (const collection of HISTORY_ENTITIES) {
        const given = await routeDocs(world.api, world.tokens[role], role, collection, askedIds(collection));
        const rule = readRule(role, collection);
        for (const id of liveIdsOf(collection)) {
          const answer = await call<PageOf<HistoryEntry>>(world.api, 'GET', `/history?entity=${collection}&id=${id}&limit=200`, { token: world.tokens[role] });
          if (answer.status === 404) continue;
          if (answer.status !== 200) {
            problems.push(`${collection} ${id}: history answered ${answer.status}`);
            continue;
          }
          const route = given.get(id);
          if (!route) {
            problems.push(`${collection} ${id}: ${role} reads its history, but no read route gives it`);
            continue;
          }
          for (const entry of answer.body.docs) {
            if (entry.user !== null && !staff && !readable.has(entry.user))
              problems.push(`${collection} ${id}: history names its writer ${entry.userName ?? entry.user}, whom no read route gives ${role}`);
            if (entry.user === null && (entry.userName !== null || entry.device !== null)) problems.push(`${collection} ${id}: history names a writer's name or device without the writer`);
          }
          if (rule?.view === null) continue;
          const shown = new Set(Object.keys(route));
          const named = new Set(answer.body.docs.flatMap((entry) => Object.keys(entry.changes).map((path) => path.split('.')[0] ?? path)));
          for (const field of named) if (!shown.has(field)) problems.push(`${collection} ${id}: history names ${field}, which the read route does not show ${role}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
